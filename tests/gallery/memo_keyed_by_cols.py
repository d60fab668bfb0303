from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []

        def place(row, cols, diag, anti):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                queens.append(col)
                place(row + 1, cols | {col}, diag | {row - col}, anti | {row + col})
                queens.pop()

        place(0, set(), set(), set())
        return boards

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1
        seen = {}

        def ways(cols, down, up):
            if cols == full:
                return 1
            if cols in seen:
                return seen[cols]
            total = 0
            free = full & ~(cols | down | up)
            while free:
                bit = free & -free
                free ^= bit
                total += ways(cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1)
            seen[cols] = total
            return total

        return ways(0, 0, 0)
