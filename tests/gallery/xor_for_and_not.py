from typing import List


class Solution:
    def _place(self, n: int, row: int, cols: int, diag: int, anti: int) -> List[List[int]]:
        if row == n:
            return [[]]
        full = (1 << n) - 1
        free = full ^ (cols | diag | anti)
        boards = []
        while free:
            bit = free & -free
            free &= free - 1
            col = bit.bit_length() - 1
            for rest in self._place(n, row + 1, cols | bit, (diag | bit) << 1, (anti | bit) >> 1):
                boards.append([col] + rest)
        return boards

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [
            ["." * col + "Q" + "." * (n - col - 1) for col in queens]
            for queens in self._place(n, 0, 0, 0, 0)
        ]

    def totalNQueens(self, n: int) -> int:
        return len(self._place(n, 0, 0, 0, 0))
