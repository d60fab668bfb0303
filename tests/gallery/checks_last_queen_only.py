from typing import List


class Solution:
    def _safe(self, queens: List[int], col: int) -> bool:
        if col in queens:
            return False
        # diagonal check
        if queens and abs(queens[-1] - col) == 1:
            return False
        return True

    def _go(self, n: int, queens: List[int], out: List[List[str]]) -> None:
        if len(queens) == n:
            out.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
            return
        for col in range(n):
            if self._safe(queens, col):
                queens.append(col)
                self._go(n, queens, out)
                queens.pop()

    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        self._go(n, [], out)
        return out

    def totalNQueens(self, n: int) -> int:
        out = []
        self._go(n, [], out)
        return len(out)
