from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n = n
        self.col_used = [False] * n
        self.diag_used = [False] * n
        self.anti_used = [False] * (2 * n - 1)
        self.queens = []
        self.boards = []
        self.go(0)
        return self.boards

    def go(self, row):
        n = self.n
        if row == n:
            self.boards.append(["." * c + "Q" + "." * (n - c - 1) for c in self.queens])
            return
        for col in range(n):
            d = abs(row - col)
            a = row + col
            if self.col_used[col] or self.diag_used[d] or self.anti_used[a]:
                continue
            self.col_used[col] = self.diag_used[d] = self.anti_used[a] = True
            self.queens.append(col)
            self.go(row + 1)
            self.queens.pop()
            self.col_used[col] = self.diag_used[d] = self.anti_used[a] = False

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
