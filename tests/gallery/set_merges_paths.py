from typing import Iterator, List


class Solution:
    @staticmethod
    def _bits(mask: int) -> Iterator[int]:
        while mask:
            bit = mask & -mask
            yield bit
            mask ^= bit

    def solveNQueens(self, n: int) -> List[List[str]]:
        full = (1 << n) - 1
        frontier = [((), 0, 0, 0)]
        for _ in range(n):
            frontier = [
                (queens + (b.bit_length() - 1,), c | b, ((d | b) << 1) & full, (a | b) >> 1)
                for queens, c, d, a in frontier
                for b in self._bits(full & ~(c | d | a))
            ]
        return [["." * q + "Q" + "." * (n - q - 1) for q in queens] for queens, *_ in frontier]

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1
        frontier = {(0, 0, 0)}
        for _ in range(n):
            frontier = {(c | b, ((d | b) << 1) & full, (a | b) >> 1) for c, d, a in frontier for b in self._bits(full & ~(c | d | a))}
        return len(frontier)
