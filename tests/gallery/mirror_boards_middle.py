from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        full = (1 << n) - 1
        boards = []
        queens = []

        def place(row: int, cols: int, hills: int, dales: int) -> None:
            if row == n:
                board = ["." * c + "Q" + "." * (n - c - 1) for c in queens]
                boards.append(board)
                boards.append([line[::-1] for line in board])
                return
            free = full & ~(cols | hills | dales)
            if row == 0:
                free &= (1 << (n + 1) // 2) - 1
            while free:
                bit = free & -free
                free -= bit
                queens.append(bit.bit_length() - 1)
                place(row + 1, cols | bit, (hills | bit) << 1, (dales | bit) >> 1)
                queens.pop()

        place(0, 0, 0, 0)
        return boards

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        def count(cols: int, hills: int, dales: int) -> int:
            if cols == full:
                return 1
            total = 0
            free = full & ~(cols | hills | dales)
            while free:
                bit = free & -free
                free -= bit
                total += count(cols | bit, (hills | bit) << 1, (dales | bit) >> 1)
            return total

        total = 0
        for col in range(n // 2):
            bit = 1 << col
            total += 2 * count(bit, bit << 1, bit >> 1)
        if n % 2:
            bit = 1 << (n // 2)
            total += count(bit, bit << 1, bit >> 1)
        return total
