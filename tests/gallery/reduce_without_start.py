"""Each row's attacked columns or-ed together with reduce, from the queens above.

Time: O(n! * n)
Space: O(n)
"""

from functools import reduce
from typing import List


class Solution:
    def _attacked(self, queens: List[int], n: int) -> int:
        row = len(queens)
        bits = [1 << c for c in queens]
        bits += [1 << (c + row - r) for r, c in enumerate(queens) if c + row - r < n]
        bits += [1 << (c - row + r) for r, c in enumerate(queens) if c - row + r >= 0]
        return reduce(lambda a, b: a | b, bits)

    def _count(self, n: int, queens: List[int], found: List[List[int]]) -> None:
        if len(queens) == n:
            found.append(list(queens))
            return
        attacked = self._attacked(queens, n)
        for col in range(n):
            if not attacked >> col & 1:
                queens.append(col)
                self._count(n, queens, found)
                queens.pop()

    def solveNQueens(self, n: int) -> List[List[str]]:
        found = []
        self._count(n, [], found)
        return [["." * c + "Q" + "." * (n - c - 1) for c in qs] for qs in found]

    def totalNQueens(self, n: int) -> int:
        found = []
        self._count(n, [], found)
        return len(found)
