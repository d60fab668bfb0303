from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n = n
        self.full = (1 << n) - 1
        self.queens = []
        self.boards = []
        self._place(0, 0, 0)
        return self.boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def _place(self, cols: int, diag: int, anti: int) -> None:
        if cols is self.full:
            self.boards.append(
                ["." * c + "Q" + "." * (self.n - c - 1) for c in self.queens]
            )
            return
        free = self.full & ~(cols | diag | anti)
        while free:
            bit = free & -free
            free -= bit
            self.queens.append(bit.bit_length() - 1)
            self._place(cols | bit, (diag | bit) << 1, (anti | bit) >> 1)
            self.queens.pop()
