from typing import List


class Solution:
    def safe(self, board, row, col):
        for r, line in enumerate(board):
            c = line.find("Q")
            if c != -1 and (c == col or abs(c - col) == abs(r - row)):
                return False
        return True

    def fill(self, board, row, found):
        n = len(board)
        if row == n:
            found.append(list(board))
            return
        for col in range(n):
            if self.safe(board, row, col):
                board[row] = board[row][:col] + "Q" + board[row][col + 1 :]
                self.fill(board, row + 1, found)
                board[row].replace("Q", ".")

    def solveNQueens(self, n: int) -> List[List[str]]:
        found = []
        self.fill(["." * n for _ in range(n)], 0, found)
        return found

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
