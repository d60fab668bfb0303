"""Sets: remember which lines are taken, not where the queens are.

Every square lies on one column, one "\\" diagonal (where row - col is the same)
and one "/" diagonal (where row + col is the same). Three sets hold the lines
that already carry a queen, so "is this square attacked?" is three membership
tests.

Time: O(n * n!): under e * n! placements, each trying n columns in O(1).
Space: O(n) for the sets, `queens` and the recursion, plus the boards returned.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []
        cols, diag, anti = set(), set(), set()

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row + col)
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols.remove(col)
                diag.remove(row - col)
                anti.remove(row + col)

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        cols, diag, anti = set(), set(), set()

        def count(row: int) -> int:
            if row == n:
                return 1
            total = 0
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row + col)
                total += count(row + 1)
                cols.remove(col)
                diag.remove(row - col)
                anti.remove(row + col)
            return total

        return count(0)
