from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = [0] * n
        full = (1 << n) - 1

        def place(row, cols, left, right):
            if row == n:
                boards.append(["." * q + "Q" + "." * (n - q - 1) for q in queens])
                return
            free = full & ~(cols | left | right)
            while free:
                bit = free & -free
                free ^= bit
                queens[row] = bit.bit_length() - 1
                place(row + 1, cols | bit, left | bit << 1, right | bit >> 1)

        place(0, 0, 0, 0)
        return boards

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        def count(cols, left, right):
            if cols == full:
                return 1
            total = 0
            free = full & ~(cols | left | right)
            while free:
                bit = free & -free
                free ^= bit
                total += count(cols | bit, left | bit << 1, right | bit >> 1)
            return total

        return count(0, 0, 0)
