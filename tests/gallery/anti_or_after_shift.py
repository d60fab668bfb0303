from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        full = (1 << n) - 1
        boards = []
        queens = []

        def dfs(row: int, cols: int, diag: int, anti: int) -> None:
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            free = full & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free ^= bit
                queens.append(bit.bit_length() - 1)
                dfs(row + 1, cols | bit, (diag | bit) << 1, (anti >> 1) | bit)
                queens.pop()

        dfs(0, 0, 0, 0)
        return boards

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        def dfs(cols: int, diag: int, anti: int) -> int:
            if cols == full:
                return 1
            total = 0
            free = full & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free ^= bit
                total += dfs(cols | bit, (diag | bit) << 1, (anti >> 1) | bit)
            return total

        return dfs(0, 0, 0)
