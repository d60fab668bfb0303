from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        full = (1 << n) - 1
        boards, queens = [], []

        def dfs(cols, down, up):
            if cols == full:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            free = full & ~(cols | down | up)
            while free:
                bit = free & -free
                free &= free - 1
                queens.append(bit.bit_length() - 1)
                dfs(cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1)
                queens.pop()

        dfs(0, 0, 0)
        return boards

    def totalNQueens(self, n: int) -> int:
        found = 0

        def dfs(row, cols, down, up):
            nonlocal found
            if row == n:
                found += 1
                return
            free = ~(cols | down | up)
            while free:
                bit = free & -free
                free &= free - 1
                dfs(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1)

        dfs(0, 0, 0, 0)
        return found
