from typing import List


class Solution:
    def _run(self, n: int) -> List[List[int]]:
        full = (1 << n) - 1
        found = []
        stack = [(0, 0, 0, 0, [0] * n)]
        while stack:
            row, cols, diag, anti, placed = stack.pop()
            if row == n:
                found.append(placed)
                continue
            free = full & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free -= bit
                placed[row] = bit.bit_length() - 1
                stack.append((row + 1, cols | bit, (diag | bit) << 1, (anti | bit) >> 1, placed))
        return found

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [
            ["".join("Q" if c == col else "." for c in range(n)) for col in placed]
            for placed in self._run(n)
        ]

    def totalNQueens(self, n: int) -> int:
        return len(self._run(n))
