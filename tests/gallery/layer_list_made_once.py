from typing import List, Tuple


class Solution:
    @staticmethod
    def _safe(qs: Tuple[int, ...], c: int) -> bool:
        r = len(qs)
        return all(q != c and abs(q - c) != r - i for i, q in enumerate(qs))

    def _layers(self, n: int) -> List[Tuple[int, ...]]:
        layer = [()]
        nxt = []
        for _ in range(n):
            for qs in layer:
                for c in range(n):
                    if self._safe(qs, c):
                        nxt.append(qs + (c,))
            layer = list(nxt)
        return layer

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [
            ["." * c + "Q" + "." * (n - 1 - c) for c in qs] for qs in self._layers(n)
        ]

    def totalNQueens(self, n: int) -> int:
        return len(self._layers(n))
