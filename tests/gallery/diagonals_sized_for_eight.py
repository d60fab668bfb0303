from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n = n
        self.boards = []
        self.search(0, [], [False] * n, [False] * 15, [False] * 15)
        return self.boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def search(self, row, queens, cols, diag, anti):
        n = self.n
        if row == n:
            self.boards.append(["." * c + "Q" + "." * (n - 1 - c) for c in queens])
            return
        for col in range(n):
            d, a = row - col + n - 1, row + col
            if cols[col] or diag[d] or anti[a]:
                continue
            cols[col] = diag[d] = anti[a] = True
            queens.append(col)
            self.search(row + 1, queens, cols, diag, anti)
            queens.pop()
            cols[col] = diag[d] = anti[a] = False
