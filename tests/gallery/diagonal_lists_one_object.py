"""Diagonal flags in lists, one list for each kind of diagonal.

Time: O(n!)
Space: O(n)
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []
        cols = [False] * n
        main_diag = anti_diag = [False] * (2 * n - 1)

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if cols[col] or main_diag[row - col + n - 1] or anti_diag[row + col]:
                    continue
                cols[col] = main_diag[row - col + n - 1] = anti_diag[row + col] = True
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols[col] = main_diag[row - col + n - 1] = anti_diag[row + col] = False

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
