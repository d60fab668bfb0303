from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        board = ["." * n for _ in range(n)]

        def attacked(row, col):
            for r in range(row):
                c = board[r].index("Q")
                if c == col or abs(c - col) == row - r:
                    return True
            return False

        def place(row):
            if row == n:
                boards.append(board)
                return
            for col in range(n):
                if attacked(row, col):
                    continue
                board[row] = "." * col + "Q" + "." * (n - col - 1)
                place(row + 1)

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
