"""Sets kept on the instance: columns, and the two diagonals by their keys.

Time: O(n!)
Space: O(n)
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n, self.boards, self.queens = n, [], []
        self.cols, self.diffs, self.sums = set(), set(), set()
        self.place(0)
        return self.boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def place(self, row):
        if row == self.n:
            self.boards.append(
                ["." * c + "Q" + "." * (self.n - c - 1) for c in self.queens]
            )
            return
        for col in range(self.n):
            if col in self.cols or col - row in self.diffs or row + col in self.sums:
                continue
            self.cols.add(col)
            self.diffs.add(row - col)
            self.sums.add(row + col)
            self.queens.append(col)
            self.place(row + 1)
            self.queens.pop()
            self.cols.remove(col)
            self.diffs.remove(row - col)
            self.sums.remove(row + col)
