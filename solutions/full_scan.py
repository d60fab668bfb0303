"""Full scan: keep the whole board and look along its lines.

The board itself is the only state: an n x n grid of '.' and 'Q', filled one
row at a time from the top. Before a queen goes on a square, walk up its column
and its two upward diagonals looking for a 'Q'; the rows below are still empty,
so they need no look.

Time: O(n^2 * n!): under e * n! placements, each trying n squares with an O(n) walk.
Space: O(n^2) for the grid, plus the boards returned.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        board = [["."] * n for _ in range(n)]

        def place(row: int) -> None:
            if row == n:
                boards.append(["".join(line) for line in board])
                return
            for col in range(n):
                if self._attacked(board, row, col):
                    continue
                board[row][col] = "Q"
                place(row + 1)
                board[row][col] = "."

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        board = [["."] * n for _ in range(n)]

        def count(row: int) -> int:
            if row == n:
                return 1
            total = 0
            for col in range(n):
                if self._attacked(board, row, col):
                    continue
                board[row][col] = "Q"
                total += count(row + 1)
                board[row][col] = "."
            return total

        return count(0)

    @staticmethod
    def _attacked(board: List[List[str]], row: int, col: int) -> bool:
        """Is there a 'Q' straight above (row, col), or up either diagonal?"""
        for step in range(1, row + 1):
            line = board[row - step]
            if line[col] == "Q":
                return True
            if col - step >= 0 and line[col - step] == "Q":
                return True
            if col + step < len(line) and line[col + step] == "Q":
                return True
        return False
