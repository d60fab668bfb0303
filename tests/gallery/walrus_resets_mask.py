from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []
        full = (1 << n) - 1

        def go(cols, down, up):
            if cols == full:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            free = full & ~(cols | down | up)
            while free:
                bit = free & -free
                free -= bit
                queens.append(bit.bit_length() - 1)
                go(cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1)
                queens.pop()

        go(0, 0, 0)
        return boards

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        def count(cols, down, up):
            if cols == full:
                return 1
            total = 0
            while (free := full & ~(cols | down | up)):
                bit = free & -free
                total += count(cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1)
                free -= bit
            return total

        return count(0, 0, 0)
