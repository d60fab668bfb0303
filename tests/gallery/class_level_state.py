from typing import List


class Solution:
    boards = []

    def solveNQueens(self, n: int) -> List[List[str]]:
        queens = []

        def place(row):
            if row == n:
                self.boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if all(c != col and abs(c - col) != row - r for r, c in enumerate(queens)):
                    queens.append(col)
                    place(row + 1)
                    queens.pop()

        place(0)
        return self.boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
