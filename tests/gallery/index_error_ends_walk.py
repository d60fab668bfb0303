from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [["."] * n for _ in range(n)]
        res = []

        def place(row):
            if row == n:
                res.append(["".join(r) for r in board])
                return
            for col in range(n):
                if safe(row, col):
                    board[row][col] = "Q"
                    place(row + 1)
                    board[row][col] = "."

        def safe(row, col):
            try:
                for k in range(1, row + 1):
                    if board[row - k][col] == "Q":
                        return False
                    if col - k >= 0 and board[row - k][col - k] == "Q":
                        return False
                    if board[row - k][col + k] == "Q":
                        return False
            except IndexError:
                pass
            return True

        place(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
