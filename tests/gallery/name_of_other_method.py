from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.size = n
        self.cols, self.diag, self.anti = set(), set(), set()
        self.queens, self.boards = [], []
        self.place(0)
        return self.boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def place(self, row):
        if row == self.size:
            self.boards.append(self.draw())
            return
        for col in range(self.size):
            if col in self.cols or row - col in self.diag or row + col in self.anti:
                continue
            self.cols.add(col); self.diag.add(row - col); self.anti.add(row + col)
            self.queens.append(col)
            self.place(row + 1)
            self.queens.pop()
            self.cols.remove(col); self.diag.remove(row - col); self.anti.remove(row + col)

    def draw(self):
        return ["." * c + "Q" + "." * (size - c - 1) for c in self.queens]
