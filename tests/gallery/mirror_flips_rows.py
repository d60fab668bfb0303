from typing import List


class Solution:
    def _search(self, n: int, first: int, out: list) -> None:
        full = (1 << n) - 1
        queens = [first]

        def place(cols: int, diag: int, anti: int) -> None:
            if cols == full:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            free = full & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free -= bit
                queens.append(bit.bit_length() - 1)
                place(cols | bit, (diag | bit) << 1, (anti | bit) >> 1)
                queens.pop()

        bit = 1 << first
        place(bit, bit << 1, bit >> 1)

    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        for first in range(n // 2):
            half = []
            self._search(n, first, half)
            boards.extend(half)
            boards.extend(board[::-1] for board in half)
        if n % 2:
            self._search(n, n // 2, boards)
        return boards

    def totalNQueens(self, n: int) -> int:
        total = 0
        for first in range(n // 2):
            found = []
            self._search(n, first, found)
            total += 2 * len(found)
        if n % 2:
            found = []
            self._search(n, n // 2, found)
            total += len(found)
        return total
