from typing import List


class Solution:
    def totalNQueens(self, n: int) -> int:
        full = 1 << n - 1

        def dfs(row, cols, ld, rd):
            if row == n:
                return 1
            total = 0
            free = full & ~(cols | ld | rd)
            while free:
                bit = free & -free
                free ^= bit
                total += dfs(row + 1, cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1)
            return total

        return dfs(0, 0, 0, 0)

    def solveNQueens(self, n: int) -> List[List[str]]:
        full = 1 << n - 1
        boards = []
        placed = []

        def dfs(row, cols, ld, rd):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - 1 - c) for c in placed])
                return
            free = full & ~(cols | ld | rd)
            while free:
                bit = free & -free
                free ^= bit
                placed.append(bit.bit_length() - 1)
                dfs(row + 1, cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1)
                placed.pop()

        dfs(0, 0, 0, 0)
        return boards
