from typing import List


class Solution:
    def _fits(self, cols, row):
        for r in range(row):
            if cols[r] == cols[row] or abs(cols[r] - cols[row]) == row - r:
                return False
        return True

    def _boards(self, n):
        cols = [0] * n
        row = 0
        out = []
        while row >= 0:
            if row == n:
                out.append(list(cols))
                row -= 1
                cols[row] += 1
            elif cols[row] == n:
                cols[row] = 0
                row -= 1
            elif self._fits(cols, row):
                row += 1
            else:
                cols[row] += 1
        return out

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in b] for b in self._boards(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._boards(n))
