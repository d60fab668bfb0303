from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n = n
        self.rows = [0] * n
        self.out = []
        self._place_col(0)
        return self.out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def _safe(self, col, row):
        for prev in range(col):
            if self.rows[prev] == row or abs(self.rows[prev] - row) == col - prev:
                return False
            return True

    def _place_col(self, col):
        n = self.n
        if col == n:
            grid = [["."] * n for _ in range(n)]
            for c in range(n):
                grid[self.rows[c]][c] = "Q"
            self.out.append(["".join(line) for line in grid])
            return
        for row in range(n):
            if self._safe(col, row):
                self.rows[col] = row
                self._place_col(col + 1)
