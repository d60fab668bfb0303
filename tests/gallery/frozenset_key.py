from typing import List, Tuple


class Solution:
    @staticmethod
    def _fits(state: Tuple[int, ...], c: int) -> bool:
        r = len(state)
        return all(qc != c and abs(qc - c) != r - qr for qr, qc in enumerate(state))

    def _layers(self, n: int) -> List[Tuple[int, ...]]:
        layer = [()]
        for _ in range(n):
            nxt = []
            seen = set()
            for state in layer:
                for c in range(n):
                    if not self._fits(state, c):
                        continue
                    new = state + (c,)
                    key = frozenset(new)
                    if key in seen:
                        continue
                    seen.add(key)
                    nxt.append(new)
            layer = nxt
        return layer

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["".join("Q" if j == c else "." for j in range(n)) for c in s]
                for s in self._layers(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._layers(n))
