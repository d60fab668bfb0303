from typing import List


class Solution:
    def _layouts(self, n, row=0, taken=()):
        if row == n:
            yield taken
            return
        for c in range(n):
            if all(c != q and abs(c - q) != row - r for r, q in enumerate(taken)):
                yield from self._layouts(n, row + 1, taken + (c,))

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [
            ["." * q + "Q" + "." * (n - q - 1) for q in layout]
            for layout in self._layouts(n)
        ]

    def totalNQueens(self, n: int) -> int:
        layouts = self._layouts(n)
        if next(layouts, None) is None:
            return 0
        return sum(1 for _ in layouts)
