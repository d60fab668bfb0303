from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        queens = []
        cols, diag, anti = set(), set(), set()

        def backtrack(row):
            if row == n:
                res.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row - col)
                queens.append(col)
                backtrack(row + 1)
                queens.pop()
                anti.remove(row - col)
                diag.remove(row - col)
                cols.remove(col)

        backtrack(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
