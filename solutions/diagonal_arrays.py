"""Diagonal arrays: one flag per line of the board, found by arithmetic.

An n x n board has n columns, 2n - 1 "\\" diagonals and 2n - 1 "/" diagonals.
Square (row, col) lies on column `col`, "\\" diagonal `row - col + n - 1` and
"/" diagonal `row + col`, so three lists of booleans answer "is this square
attacked?" with three index lookups.

Time: O(n * n!): under e * n! placements, each trying n columns in O(1).
Space: O(n) for the three lists, `queens` and the recursion, plus the boards.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []
        cols, diag, anti = [False] * n, [False] * (2 * n - 1), [False] * (2 * n - 1)

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                return
            for col in range(n):
                if cols[col] or diag[row - col + n - 1] or anti[row + col]:
                    continue
                cols[col] = diag[row - col + n - 1] = anti[row + col] = True
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols[col] = diag[row - col + n - 1] = anti[row + col] = False

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        cols, diag, anti = [False] * n, [False] * (2 * n - 1), [False] * (2 * n - 1)

        def count(row: int) -> int:
            if row == n:
                return 1
            total = 0
            for col in range(n):
                if cols[col] or diag[row - col + n - 1] or anti[row + col]:
                    continue
                cols[col] = diag[row - col + n - 1] = anti[row + col] = True
                total += count(row + 1)
                cols[col] = diag[row - col + n - 1] = anti[row + col] = False
            return total

        return count(0)
