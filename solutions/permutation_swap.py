"""Permutation swap: build a permutation of the columns, so no column repeats.

`queens` starts as 0..n-1 and row by row a column is swapped into place from
the columns not used yet, which is how all permutations are generated in place.
Columns can then never clash, so only diagonals are tested, and they are tested
as each queen is placed, cutting off a bad prefix before its n! leaves are made.

Time: O(n * n!): under e * n! placements, each one O(n) diagonal test; no column
is ever tried twice.
Space: O(n) for `queens` and the recursion, plus the boards returned.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = list(range(n))

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                return
            for i in range(row, n):
                queens[row], queens[i] = queens[i], queens[row]
                if not self._on_diagonal(queens, row):
                    place(row + 1)
                queens[row], queens[i] = queens[i], queens[row]

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        queens = list(range(n))

        def count(row: int) -> int:
            if row == n:
                return 1
            total = 0
            for i in range(row, n):
                queens[row], queens[i] = queens[i], queens[row]
                if not self._on_diagonal(queens, row):
                    total += count(row + 1)
                queens[row], queens[i] = queens[i], queens[row]
            return total

        return count(0)

    @staticmethod
    def _on_diagonal(queens: List[int], row: int) -> bool:
        """Does the queen in `row` share a diagonal with a queen above it?"""
        col = queens[row]
        for r in range(row):
            if row - r == abs(col - queens[r]):
                return True
        return False
