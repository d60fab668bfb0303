"""My bits: one line on the idea.

Two or three plain sentences: what this style remembers about the queens placed
so far, and how it answers "is this square attacked?".

Time: O(?).
Space: O(?).
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards, queens, full = [], [], (1 << n) - 1

        def place(row, cols, diag, anti):
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                return
            free = full & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free ^= bit
                queens.append(bit.bit_length() - 1)
                place(row + 1, cols | bit, (diag | bit) << 1 & full, (anti | bit) >> 1)
                queens.pop()

        place(0, 0, 0, 0)
        return boards

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        def count(cols, diag, anti):
            if cols == full:
                return 1
            free, ways = full & ~(cols | diag | anti), 0
            while free:
                bit = free & -free
                free ^= bit
                ways += count(cols | bit, (diag | bit) << 1 & full, (anti | bit) >> 1)
            return ways

        return count(0, 0, 0)
