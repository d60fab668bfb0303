from typing import List


class Solution:
    def __init__(self):
        self.boards = []
        self.queens = []

    def solveNQueens(self, n: int) -> List[List[str]]:
        self.place(0, n)
        return self.boards

    def place(self, row, n):
        if row == n:
            self.boards.append(["." * c + "Q" + "." * (n - c - 1) for c in self.queens])
            return
        for col in range(n):
            if all(c != col and abs(c - col) != row - r for r, c in enumerate(self.queens)):
                self.queens.append(col)
                self.place(row + 1, n)
                self.queens.pop()

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
