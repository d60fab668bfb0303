from typing import List


class Solution:
    def __init__(self):
        self.res = []

    def _reset(self, n):
        self.n = n
        self.cols = set()
        self.diag = set()
        self.anti = set()
        self.queens = []

    def solveNQueens(self, n: int) -> List[List[str]]:
        self._reset(n)
        self._place(0)
        return self.res

    def _place(self, row):
        if row == self.n:
            self.res.append(["." * c + "Q" + "." * (self.n - c - 1) for c in self.queens])
            return
        for col in range(self.n):
            if col in self.cols or row - col in self.diag or row + col in self.anti:
                continue
            self.cols.add(col); self.diag.add(row - col); self.anti.add(row + col)
            self.queens.append(col)
            self._place(row + 1)
            self.queens.pop()
            self.cols.remove(col); self.diag.remove(row - col); self.anti.remove(row + col)

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
