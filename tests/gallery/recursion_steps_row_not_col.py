from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        row_of = []
        used_rows, up, down = set(), set(), set()
        boards = []

        def render():
            grid = [["."] * n for _ in range(n)]
            for col, row in enumerate(row_of):
                grid[row][col] = "Q"
            return ["".join(line) for line in grid]

        def fill(col):
            if col == n:
                boards.append(render())
                return
            for row in range(n):
                if row in used_rows or row + col in up or row - col in down:
                    continue
                used_rows.add(row)
                up.add(row + col)
                down.add(row - col)
                row_of.append(row)
                fill(row + 1)
                row_of.pop()
                used_rows.remove(row)
                up.remove(row + col)
                down.remove(row - col)

        fill(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
