from itertools import permutations
from typing import List


class Solution:
    def _valid(self, n: int):
        return filter(
            lambda p: len({r + c for r, c in enumerate(p)}) == n
            and len({r - c for r, c in enumerate(p)}) == n,
            permutations(range(n)),
        )

    def solveNQueens(self, n: int) -> List[List[str]]:
        perms = self._valid(n)
        if not any(perms):
            return []
        return [["." * c + "Q" + "." * (n - c - 1) for c in p] for p in perms]

    def totalNQueens(self, n: int) -> int:
        return sum(1 for _ in self._valid(n))
