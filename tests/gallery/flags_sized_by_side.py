"""Three lists of flags: columns, `\\` diagonals and `/` diagonals.

Time: O(n!)
Space: O(n)
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        cols, down, up = [False] * n, [False] * n, [False] * n
        queens = []

        def go(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                d, u = row - col + n - 1, row + col
                if cols[col] or down[d] or up[u]:
                    continue
                cols[col] = down[d] = up[u] = True
                queens.append(col)
                go(row + 1)
                queens.pop()
                cols[col] = down[d] = up[u] = False

        go(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
