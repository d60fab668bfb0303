from itertools import permutations
from typing import List


class Solution:
    def _no_diagonal_hits(self, perm):
        size = len(perm)
        return all(abs(perm[i] - perm[j]) != j - i for i in range(size) for j in range(i, size))

    def _boards(self, n):
        return [p for p in permutations(range(n)) if self._no_diagonal_hits(p)]

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in p] for p in self._boards(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._boards(n))
