from typing import List


class Solution:
    def ok(self, cols, row, col):
        for r in range(row - 1, -1):
            d = row - r
            if cols[r] in (col, col - d, col + d):
                return False
        return True

    def solveNQueens(self, n: int) -> List[List[str]]:
        cols, boards = [0] * n, []

        def go(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - 1 - c) for c in cols])
                return
            for col in range(n):
                if self.ok(cols, row, col):
                    cols[row] = col
                    go(row + 1)

        go(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
