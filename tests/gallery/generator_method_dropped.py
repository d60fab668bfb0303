from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n = n
        return [["." * c + "Q" + "." * (n - c - 1) for c in queens] for queens in self._place(0, [])]

    def _place(self, row, queens):
        if row == self.n:
            yield queens[:]
            return
        for col in range(self.n):
            if any(q == col or abs(q - col) == row - r for r, q in enumerate(queens)):
                continue
            queens.append(col)
            self._place(row + 1, queens)
            queens.pop()

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
