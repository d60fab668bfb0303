from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []

        def safe(board, row, col):
            for r in range(row):
                c = board[r].index("Q")
                if c == col or abs(c - col) == row - r:
                    return False
            return True

        def place(board, row):
            if row == n:
                boards.append(board)
                return
            for col in range(n):
                if safe(board, row, col):
                    board[row] = "." * col + "Q" + "." * (n - col - 1)
                    place(board, row + 1)
                    board[row] = "." * n

        # a new board for each column of the first row, so the boards are not shared
        for col in range(n):
            board = ["." * n for _ in range(n)]
            board[0] = "." * col + "Q" + "." * (n - col - 1)
            place(board, 1)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
