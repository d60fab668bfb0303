from typing import List, Tuple


class Solution:
    def _search(self, n: int) -> List[Tuple[int, ...]]:
        full = (1 << n) - 1
        found = []
        stack = [(0, 0, 0, ())]
        while stack:
            cols, diag, anti, queens = stack.pop()
            if cols == full:
                found.append(queens)
                continue
            free = full & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free ^= bit
                stack.append((cols | bit, (diag | bit) << 1, (anti | bit) >> 1,
                              queens + (bit.bit_length(),)))
        return found

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in q] for q in self._search(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._search(n))
