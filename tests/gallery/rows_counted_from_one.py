from typing import List, Tuple


class Solution:
    def _layers(self, n: int) -> List[Tuple[int, ...]]:
        layer = [()]
        for row in range(1, n + 1):
            layer = [
                placed + (col,)
                for placed in layer
                for col in range(n)
                if all(col != c and abs(col - c) != row - r for r, c in enumerate(placed))
            ]
        return layer

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in placed] for placed in self._layers(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._layers(n))
