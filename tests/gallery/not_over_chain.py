"""Sets of taken lines, the test written as one `not` over three.

Time: O(n!)
Space: O(n)
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        self._place(n, 0, [], set(), set(), set(), boards)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def _free(self, row, col, cols, diag, anti):
        return not col in cols or row - col in diag or row + col in anti

    def _place(self, n, row, queens, cols, diag, anti, boards):
        if row == n:
            boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
            return
        for col in range(n):
            if not self._free(row, col, cols, diag, anti):
                continue
            cols.add(col)
            diag.add(row - col)
            anti.add(row + col)
            queens.append(col)
            self._place(n, row + 1, queens, cols, diag, anti, boards)
            queens.pop()
            cols.remove(col)
            diag.remove(row - col)
            anti.remove(row + col)
