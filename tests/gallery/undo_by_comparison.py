from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [["."] * n for _ in range(n)]
        taken = [False] * n
        boards = []

        def safe(row, col):
            if taken[col]:
                return False
            for r in range(row):
                for c in range(n):
                    if board[r][c] == "Q" and abs(r - row) == abs(c - col):
                        return False
            return True

        def place(row):
            if row == n:
                boards.append(["".join(line) for line in board])
                return
            for col in range(n):
                if safe(row, col):
                    board[row][col] = "Q"
                    taken[col] = True
                    place(row + 1)
                    board[row][col] == "."
                    taken[col] = False

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
