from typing import List


class Solution:
    def _boards(self, n: int):
        full = (1 << n) - 1

        def go(row, cols, ld, rd, picks):
            if row == n:
                yield picks
                return
            avail = full & ~cols | ld | rd
            while avail:
                bit = avail & -avail
                avail ^= bit
                yield from go(row + 1, cols | bit, ((ld | bit) << 1) & full,
                              (rd | bit) >> 1, picks + [bit.bit_length() - 1])

        yield from go(0, 0, 0, 0, [])

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in picks]
                for picks in self._boards(n)]

    def totalNQueens(self, n: int) -> int:
        return sum(1 for _ in self._boards(n))
