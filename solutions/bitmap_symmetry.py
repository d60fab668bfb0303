"""Bitmap with mirror symmetry: search half the first row, reflect the rest.

Beyond the classic styles. The search is the bitmap one, but it only tries
the first row's queen in the left half of the row. Reflecting a solution left to
right gives another solution with its first queen in the right half, so each
left-half board is returned together with its mirror image, and the count is
doubled. For odd n the middle column, its own mirror, is searched once as well.
This halves the search.

Time: O(n!): half the placements of the plain bitmap, each found in O(1).
Space: O(n) for the recursion and `queens`, plus the boards returned.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        if n == 0:
            return [[]]
        boards = []
        queens = []
        full = (1 << n) - 1

        def place(row: int, cols: int, diag: int, anti: int) -> None:
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                return
            free = full & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free -= bit
                queens.append(bit.bit_length() - 1)
                place(row + 1, cols | bit, (diag | bit) << 1, (anti | bit) >> 1)
                queens.pop()

        def place_first(col: int) -> None:
            bit = 1 << col
            queens.append(col)
            place(1, bit, bit << 1, bit >> 1)
            queens.pop()

        for col in range(n // 2):
            place_first(col)
        boards += [[line[::-1] for line in board] for board in boards]
        if n % 2:
            place_first(n // 2)
        return boards

    def totalNQueens(self, n: int) -> int:
        if n == 0:
            return 1
        full = (1 << n) - 1

        def count(cols: int, diag: int, anti: int) -> int:
            if cols == full:
                return 1
            total = 0
            free = full & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free -= bit
                total += count(cols | bit, (diag | bit) << 1, (anti | bit) >> 1)
            return total

        def count_first(col: int) -> int:
            bit = 1 << col
            return count(bit, bit << 1, bit >> 1)

        half = sum(count_first(col) for col in range(n // 2))
        middle = count_first(n // 2) if n % 2 else 0
        return 2 * half + middle
