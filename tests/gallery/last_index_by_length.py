"""A list of the queens' columns, and a set for each line, the last queen read back.

Time: O(n!)
Space: O(n)
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        found = []
        self.extend(n, [], set(), set(), set(), found)
        return [["." * c + "Q" + "." * (n - c - 1) for c in qs] for qs in found]

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def extend(self, n, queens, cols, diag, anti, found):
        row = len(queens)
        if row == n:
            found.append(list(queens))
            return
        for col in range(n):
            if col in cols or row - col in diag or row + col in anti:
                continue
            queens.append(col)
            top = len(queens)
            cols.add(queens[top])
            diag.add(row - queens[top])
            anti.add(row + queens[top])
            self.extend(n, queens, cols, diag, anti, found)
            cols.remove(col)
            diag.remove(row - col)
            anti.remove(row + col)
            queens.pop()
