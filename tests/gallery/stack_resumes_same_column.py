from typing import List


class Solution:
    def _ok(self, queens, row, col):
        for r in range(row):
            if queens[r] == col or abs(queens[r] - col) == row - r:
                return False
        return True

    def _solutions(self, n):
        queens = [0] * n
        found = []
        row, col = 0, 0
        while row >= 0:
            while col < n and not self._ok(queens, row, col):
                col += 1
            if col < n:
                queens[row] = col
                if row == n - 1:
                    found.append(queens[:])
                    col += 1
                else:
                    row += 1
                    col = 0
            else:
                row -= 1
                if row >= 0:
                    col = queens[row]
        return found

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [
            ["." * c + "Q" + "." * (n - c - 1) for c in queens]
            for queens in self._solutions(n)
        ]

    def totalNQueens(self, n: int) -> int:
        return len(self._solutions(n))
