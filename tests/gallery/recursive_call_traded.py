from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        self.place(0, n, set(), set(), set(), [], out)
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def place(self, row, n, cols, diag, anti, queens, out):
        if row == n:
            out.append(["." * q + "Q" + "." * (n - q - 1) for q in queens])
            return
        for col in range(n):
            if col in cols or row - col in diag or row + col in anti:
                continue
            cols.add(col)
            diag.add(row - col)
            anti.add(row + col)
            queens.append(col)
            self.place(row + 1, n, cols, anti, diag, queens, out)
            queens.pop()
            cols.remove(col)
            diag.remove(row - col)
            anti.remove(row + col)
