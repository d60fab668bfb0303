from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        ans, cur = [], []
        c1, c2, c3 = set(), set(), set()
        def go(row):
            if row == n - 1:
                ans.append(["." * c + "Q" + "." * (n - c - 1) for c in cur])
                return
            for col in range(n):
                if col not in c1 and row + col not in c2 and row - col not in c3:
                    c1.add(col); c2.add(row + col); c3.add(row - col); cur.append(col)
                    go(row + 1)
                    c1.remove(col); c2.remove(row + col); c3.remove(row - col); cur.pop()
        go(0)
        return ans

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
