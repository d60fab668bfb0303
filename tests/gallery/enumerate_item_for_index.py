from typing import List


class Solution:
    def _fits(self, prefix, c):
        r = len(prefix)
        for i, q in enumerate(prefix):
            if q == c or abs(q - c) == r - q:
                return False
        return True

    def _layouts(self, n):
        partial = [[]]
        for _ in range(n):
            partial = [p + [c] for p in partial for c in range(n) if self._fits(p, c)]
        return partial

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [
            ["." * c + "Q" + "." * (n - c - 1) for c in p] for p in self._layouts(n)
        ]

    def totalNQueens(self, n: int) -> int:
        return len(self._layouts(n))
