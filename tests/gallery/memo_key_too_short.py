from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []
        cols, diag, anti = set(), set(), set()

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row + col)
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols.remove(col)
                diag.remove(row - col)
                anti.remove(row + col)

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1
        memo = {}

        def count(row: int, cols: int, hills: int, dales: int) -> int:
            if row == n:
                return 1
            key = (row, cols)
            if key in memo:
                return memo[key]
            total = 0
            free = full & ~(cols | hills | dales)
            while free:
                bit = free & -free
                free ^= bit
                total += count(row + 1, cols | bit, ((hills | bit) << 1) & full, (dales | bit) >> 1)
            memo[key] = total
            return total

        return count(0, 0, 0, 0)
