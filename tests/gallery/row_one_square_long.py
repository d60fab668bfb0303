from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n = n
        self.results = []
        self.queens = []
        self.cols = set()
        self.d1 = set()
        self.d2 = set()
        self._place(0)
        return [self._draw(q) for q in self.results]

    def _place(self, row):
        if row == self.n:
            self.results.append(self.queens[:])
            return
        for col in range(self.n):
            if col in self.cols or row - col in self.d1 or row + col in self.d2:
                continue
            self.queens.append(col)
            self.cols.add(col)
            self.d1.add(row - col)
            self.d2.add(row + col)
            self._place(row + 1)
            self.queens.pop()
            self.cols.discard(col)
            self.d1.discard(row - col)
            self.d2.discard(row + col)

    def _draw(self, queens):
        return ["." * col + "Q" + "." * (self.n - col) for col in queens]

    def totalNQueens(self, n: int) -> int:
        self.solveNQueens(n)
        return len(self.results)
