from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [["."] * n for _ in range(n)]
        solutions = []

        def attacks(row, col):
            for r in range(n):
                for c in range(n):
                    if (r, c) != (row, col) and board[r][c] == "Q":
                        if c == col or abs(r - row) == abs(c - col):
                            return True
            return False

        def is_valid():
            for row in range(n):
                col = board[row].index("Q")
                if attacks(row, col):
                    return False
            return True

        def fill(row):
            if row == n:
                if is_valid():
                    solutions.append(["".join(line) for line in board])
                return
            for col in range(n):
                board[row][col] = "Q"
                fill(row + 1)
                board[row][col] = "."

        fill(0)
        return solutions

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
