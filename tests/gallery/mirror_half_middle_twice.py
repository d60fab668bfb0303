from typing import List


class Solution:
    def _search(self, n, first_cols):
        boards = []
        full = (1 << n) - 1

        def go(row, cols, diag, anti, placed):
            if row == n:
                boards.append(placed[:])
                return
            free = full & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free ^= bit
                placed.append(bit.bit_length() - 1)
                go(row + 1, cols | bit, (diag | bit) << 1, (anti | bit) >> 1, placed)
                placed.pop()

        for c in first_cols:
            bit = 1 << c
            go(1, bit, bit << 1, bit >> 1, [c])
        return boards

    def solveNQueens(self, n: int) -> List[List[str]]:
        half = self._search(n, range(n // 2))
        boards = half + [[n - 1 - c for c in b] for b in half]
        if n % 2 == 1:
            middle = self._search(n, [n // 2])
            boards += middle + [[n - 1 - c for c in b] for b in middle]
        return [["." * c + "Q" + "." * (n - c - 1) for c in b] for b in boards]

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
