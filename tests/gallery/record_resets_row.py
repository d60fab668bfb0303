from typing import List


class Solution:
    def _fits(self, cols, row):
        for r in range(row):
            if cols[r] == cols[row] or abs(cols[r] - cols[row]) == row - r:
                return False
        return True

    def _boards(self, n):
        cols = [-1] * n
        out = []
        row = 0
        while row >= 0:
            cols[row] += 1
            while cols[row] < n and not self._fits(cols, row):
                cols[row] += 1
            if cols[row] == n:
                cols[row] = -1
                row -= 1
            elif row == n - 1:
                out.append(cols[:])
                cols[row] = -1
            else:
                row += 1
        return out

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in b] for b in self._boards(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._boards(n))
