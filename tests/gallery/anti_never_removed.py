from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        ans = []
        queens = []
        col_used = [False]*n
        d = [False]*(2*n)
        a = [False]*(2*n)
        def dfs(row):
            if row == n:
                ans.append([''.join('Q' if j == q else '.' for j in range(n)) for q in queens])
                return
            for col in range(n):
                if col_used[col] or d[row-col+n] or a[row+col]:
                    continue
                col_used[col] = True; d[row-col+n] = True; a[row+col] = True
                queens.append(col)
                dfs(row+1)
                queens.pop()
                col_used[col] = False; d[row-col+n] = False
        dfs(0)
        return ans

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
