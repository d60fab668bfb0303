from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n = n
        self.placed = {}
        self.results = []
        self.place_row(0)
        return self.results

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def place_row(self, row):
        if row == self.n:
            board = []
            for r in range(self.n):
                c = self.placed[r]
                board.append("." * c + "Q" + "." * (self.n - c - 1))
            self.results.append(board)
            return
        for col in range(self.n):
            if self.is_free(row, col):
                self.placed[row] = col
                self.place_row(row + 1)
                del self.placed[row]

    def is_free(self, row, col):
        for c, r in self.placed.items():
            if c == col or abs(r - row) == abs(c - col):
                return False
        return True
