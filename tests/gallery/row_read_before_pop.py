from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n, self.boards = n, []
        self.queens, self.taken = [], [False] * (5 * n)
        self.walk()
        return self.boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def lines(self, row, col):
        n = self.n
        return col, n + row + col, 4 * n + row - col

    def walk(self):
        row = len(self.queens)
        if row == self.n:
            self.boards.append(
                ["." * c + "Q" + "." * (self.n - c - 1) for c in self.queens]
            )
            return
        for col in range(self.n):
            if any(self.taken[k] for k in self.lines(row, col)):
                continue
            self.put(col)
            self.walk()
            self.take()

    def put(self, col):
        row = len(self.queens)
        for k in self.lines(row, col):
            self.taken[k] = True
        self.queens.append(col)

    def take(self):
        row = len(self.queens)
        col = self.queens.pop()
        for k in self.lines(row, col):
            self.taken[k] = False
