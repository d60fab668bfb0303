from typing import List

class Solution:
    def solveNQueens(self, n: int, res=[]) -> List[List[str]]:
        queens = []
        def bt(row, cols, diag, anti):
            if row == n:
                res.append(["".join("Q" if c == q else "." for c in range(n)) for q in queens])
                return
            for col in range(n):
                if cols >> col & 1 or diag >> (row - col + n) & 1 or anti >> (row + col) & 1:
                    continue
                queens.append(col)
                bt(row + 1, cols | 1 << col, diag | 1 << (row - col + n), anti | 1 << (row + col))
                queens.pop()
        bt(0, 0, 0, 0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n, []))
