from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        queens = []
        cols, diag, anti = set(), set(), set()

        def go(row):
            if row == n:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                queens.append(col)
                cols.add(col)
                diag.add(row - col)
                anti.add(row + col)
                go(row + 1)
                queens.pop
                cols.remove(col)
                diag.remove(row - col)
                anti.remove(row + col)

        go(0)
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
