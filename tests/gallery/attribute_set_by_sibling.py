from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n = n
        self.cols, self.hills, self.dales = set(), set(), set()
        self.boards = []
        self.place(0, [])
        return self.boards

    def totalNQueens(self, n: int) -> int:
        self.cols, self.hills, self.dales = set(), set(), set()
        self.boards = []
        self.place(0, [])
        return len(self.boards)

    def place(self, row, queens):
        if row == self.n:
            self.boards.append(["." * c + "Q" + "." * (self.n - c - 1) for c in queens])
            return
        for c in range(self.n):
            if c in self.cols or row - c in self.hills or row + c in self.dales:
                continue
            self.cols.add(c); self.hills.add(row - c); self.dales.add(row + c)
            self.place(row + 1, queens + [c])
            self.cols.remove(c); self.hills.remove(row - c); self.dales.remove(row + c)
