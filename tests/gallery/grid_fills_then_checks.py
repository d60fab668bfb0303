from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [["."] * n for _ in range(n)]
        solutions = []

        def attacks(row, col):
            for r in range(n):
                if r != row and board[r][col] == "Q":
                    return True
            for r in range(n):
                d = r - row
                if d == 0:
                    continue
                for c in (col - d, col + d):
                    if 0 <= c < n and board[r][c] == "Q":
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
