"""Placed pairs: the queens kept as (row, col) pairs, each square checked against
every pair before a queen goes on it.

Time: O(n! * n)
Space: O(n)
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        placed = []

        def attacked(r, c):
            return any(
                c == qc or r - c == qr - qc or r + c == qr - qc for qr, qc in placed
            )

        def place(r):
            if r == n:
                cols = [c for _, c in placed]
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in cols])
                return
            for c in range(n):
                if not attacked(r, c):
                    placed.append((r, c))
                    place(r + 1)
                    placed.pop()

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
