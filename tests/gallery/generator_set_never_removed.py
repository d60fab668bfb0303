from typing import List


class Solution:
    def _boards(self, n, row, cols, hills, dales, queens):
        if row == n:
            yield ["." * c + "Q" + "." * (n - c - 1) for c in queens]
            return
        for col in range(n):
            if col in cols or row - col in hills or row + col in dales:
                continue
            cols.add(col)
            hills.add(row - col)
            dales.add(row + col)
            queens.append(col)
            yield from self._boards(n, row + 1, cols, hills, dales, queens)
            queens.pop()
            cols.remove(col)
            hills.remove(row - col)

    def solveNQueens(self, n: int) -> List[List[str]]:
        return list(self._boards(n, 0, set(), set(), set(), []))

    def totalNQueens(self, n: int) -> int:
        return sum(1 for _ in self._boards(n, 0, set(), set(), set(), []))
