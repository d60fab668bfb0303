from typing import List


class Solution:
    def _attacked(self, board: List[List[str]], row: int, col: int, n: int) -> bool:
        for r in range(row):
            if board[r][col] == "Q":
                return True
        r, c = row - 1, col - 1
        while r >= 0 and c >= 0:
            if board[r][c] == "Q":
                return True
            r, c = r - 1, c - 1
        r, c = row - 1, col + 1
        while r >= 0 and c < n:
            if board[r][c] == "Q":
                return True
            r, c = r - 1, c + 1
        return False

    def _search(self, n: int, on_full) -> None:
        board = [["."] * n for _ in range(n)]

        def backtrack(row: int) -> None:
            if row == n:
                on_full(board)
                return
            for col in range(n):
                if not self._attacked(board, row, col, n):
                    board[row][col] = "Q"
                    backtrack(row + 1)
                    board[row][col] = "."

        backtrack(0)

    def solveNQueens(self, n: int) -> List[List[str]]:
        snapshots = []
        self._search(n, lambda board: snapshots.append(board[:]))
        return [["".join(line) for line in snap] for snap in snapshots]

    def totalNQueens(self, n: int) -> int:
        hits = [0]

        def bump(board):
            hits[0] += 1

        self._search(n, bump)
        return hits[0]
