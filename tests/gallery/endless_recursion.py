from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        # the boards for n are the boards for n - 1 with one more row and column
        smaller = self.solveNQueens(n - 1)
        boards = []
        for board in smaller:
            for col in range(n):
                rows = [row + "." for row in board] + ["." * col + "Q" + "." * (n - col - 1)]
                boards.append(rows)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
