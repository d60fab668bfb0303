from functools import lru_cache
from typing import List, Tuple


class Solution:
    def _solutions(self, n: int) -> Tuple[Tuple[int, ...], ...]:
        diag, anti = set(), set()

        @lru_cache(maxsize=None)
        def complete(row: int, cols: frozenset) -> Tuple[Tuple[int, ...], ...]:
            if row == n:
                return ((),)
            result = []
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                diag.add(row - col)
                anti.add(row + col)
                for rest in complete(row + 1, cols | {col}):
                    result.append((col,) + rest)
                diag.remove(row - col)
                anti.remove(row + col)
            return tuple(result)

        return complete(0, frozenset())

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [[f"{'.' * c}Q{'.' * (n - c - 1)}" for c in sol] for sol in self._solutions(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._solutions(n))
