from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n = n
        self.queen_in_row = [None] * n
        self.boards = []
        self.place(0)
        return self.boards

    def place(self, row):
        if row == self.n:
            self.boards.append(self.picture())
            return
        for col in range(self.n):
            if self.safe(row, col):
                self.queen_in_row[row] = col
                self.place(row + 1)
                self.queen_in_row[row] = None

    def safe(self, row, col):
        for r in range(self.n):
            c = self.queen_in_row[r]
            if c and (c == col or abs(c - col) == abs(r - row)):
                return False
        return True

    def picture(self):
        return [
            "".join("Q" if self.queen_in_row[r] == c else "." for c in range(self.n))
            for r in range(self.n)
        ]

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
