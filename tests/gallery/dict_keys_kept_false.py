"""Dictionaries of taken lines.

Each column and diagonal taken is a key in a dict; a square is free when none of
its three lines is a key.

Time: O(n!).
Space: O(n).
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        cols, diag, anti = {}, {}, {}
        queens = []

        def place(row):
            if row == n:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols[col] = diag[row - col] = anti[row + col] = True
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols[col] = diag[row - col] = anti[row + col] = False

        place(0)
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
