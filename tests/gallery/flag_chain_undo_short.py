from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        taken = [False] * n
        down = [False] * (2 * n - 1)
        up = [False] * (2 * n - 1)
        queens = [0] * n
        boards = []

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if taken[col] or down[row - col + n - 1] or up[row + col]:
                    continue
                taken[col] = down[row - col + n - 1] = up[row + col] = True
                queens[row] = col
                place(row + 1)
                taken[col] = up[row + col] = False

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
