"""Try me: string rows.

Each row of the board is a string; a queen is written into its row with slices, and
a square is safe when no earlier row has a queen on its column or diagonals.

Time: O(n!).
Space: O(n^2).
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        board = ["." * n for _ in range(n)]
        found = []

        def safe(row, col):
            for r in range(row):
                c = board[r].index("Q")
                if c == col or abs(c - col) == row - r:
                    return False
            return True

        def place(row):
            if row == n:
                found.append(board[:])
                return
            for col in range(n):
                if safe(row, col):
                    board[row] = board[row][:col] + "Q" + board[row][col + 1 :]
                    place(row + 1)

        place(0)
        return found

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
