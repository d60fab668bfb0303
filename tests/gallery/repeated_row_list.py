from typing import List
# one row list repeated for every row of the board
class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [['.'] * n] * n
        cols, d1, d2 = set(), set(), set()
        ans = []
        def dfs(row):
            if row == n:
                ans.append([''.join(r) for r in board])
                return
            for col in range(n):
                if col in cols or row - col in d1 or row + col in d2:
                    continue
                board[row][col] = 'Q'
                cols.add(col); d1.add(row - col); d2.add(row + col)
                dfs(row + 1)
                board[row][col] = '.'
                cols.remove(col); d1.remove(row - col); d2.remove(row + col)
        dfs(0)
        return ans
    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
