"""Queen-column array: remember only where each queen stands.

A board with one queen per row is fully described by `queens`, where
queens[row] is the column of that row's queen. A new square (row, col) is
attacked when an earlier queen shares its column, or stands as many columns
away as it stands rows away (a diagonal).

Time: O(n^2 * n!): under e * n! placements, each trying n columns against up to
n earlier queens.
Space: O(n) for `queens` and the recursion, plus the boards returned.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                return
            for col in range(n):
                if self._attacked(queens, row, col):
                    continue
                queens.append(col)
                place(row + 1)
                queens.pop()

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        queens = []

        def count(row: int) -> int:
            if row == n:
                return 1
            total = 0
            for col in range(n):
                if self._attacked(queens, row, col):
                    continue
                queens.append(col)
                total += count(row + 1)
                queens.pop()
            return total

        return count(0)

    @staticmethod
    def _attacked(queens: List[int], row: int, col: int) -> bool:
        """Does a queen in an earlier row share this column or a diagonal?"""
        for r, c in enumerate(queens):
            if c == col or row - r == abs(col - c):
                return True
        return False
