import copy
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        grid = [["."] * n for _ in range(n)]
        cols, diag, anti = set(), set(), set()
        saved = []

        def go(row):
            if row == n:
                saved.append(copy.copy(grid))
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                grid[row][col] = "Q"
                cols.add(col); diag.add(row - col); anti.add(row + col)
                go(row + 1)
                cols.remove(col); diag.remove(row - col); anti.remove(row + col)
                grid[row][col] = "."

        go(0)
        return [["".join(line) for line in board] for board in saved]

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
