from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []

        def place(queens):
            row = len(queens)
            if row == n:
                grid = []
                for c in queens:
                    cells = ["."] * n
                    cells.insert(c, "Q")
                    grid.append("".join(cells))
                boards.append(grid)
                return
            for c in range(n):
                if all(q != c and abs(q - c) != row - r for r, q in enumerate(queens)):
                    place(queens + [c])

        place([])
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
