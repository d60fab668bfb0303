from typing import List


class Solution:
    def _search(self, n: int):
        full = 1 << n - 1
        queens = []

        def place(cols: int, hills: int, dales: int):
            if len(queens) == n:
                yield list(queens)
                return
            free = full & ~(cols | hills | dales)
            while free:
                bit = free & -free
                free ^= bit
                queens.append(bit.bit_length() - 1)
                yield from place(cols | bit, (hills | bit) << 1, (dales | bit) >> 1)
                queens.pop()

        yield from place(0, 0, 0)

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [
            ["." * col + "Q" + "." * (n - col - 1) for col in queens]
            for queens in self._search(n)
        ]

    def totalNQueens(self, n: int) -> int:
        return sum(1 for _ in self._search(n))
