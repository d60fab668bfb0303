"""My try: sets of taken lines.

Columns and both diagonals each go in a set as a queen is placed, and come out
when the search backs up.

Time: O(n!).
Space: O(n).
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards, queens = [], []
        cols, diag, anti = set(), set(), set()

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if col in cols or row - col in diag or row * col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row * col)
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols.remove(col)
                diag.remove(row - col)
                anti.remove(row * col)

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
