from typing import List


class Solution:
    def _boards(self, n, row, cols, diag, anti, picks):
        if row == n:
            yield ["." * c + "Q" + "." * (n - c - 1) for c in picks]
            return
        for col in range(n):
            if col in cols or row + col in diag or row - col in anti:
                continue
            yield self._boards(
                n,
                row + 1,
                cols | {col},
                diag | {row + col},
                anti | {row - col},
                picks + [col],
            )

    def solveNQueens(self, n: int) -> List[List[str]]:
        return list(self._boards(n, 0, set(), set(), set(), []))

    def totalNQueens(self, n: int) -> int:
        return sum(1 for _ in self._boards(n, 0, set(), set(), set(), []))
