from typing import List


class Solution:
    def _place(self, n, row, cols, d1, d2):
        if row == n:
            yield ()
            return
        for c in range(n):
            if c in cols or row - c in d1 or row + c in d2:
                continue
            deeper = self._place(
                n, row + 1, cols | {c}, d1 | {row + c}, d2 | {row - c}
            )
            for rest in deeper:
                yield (c,) + rest

    def solveNQueens(self, n: int) -> List[List[str]]:
        empty = frozenset()
        return [
            ["." * c + "Q" + "." * (n - c - 1) for c in qs]
            for qs in self._place(n, 0, empty, empty, empty)
        ]

    def totalNQueens(self, n: int) -> int:
        empty = frozenset()
        return sum(1 for _ in self._place(n, 0, empty, empty, empty))
