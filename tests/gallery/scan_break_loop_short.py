from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [["."] * n for _ in range(n)]
        res = []

        def safe(row, col):
            for i in range(row):
                for j in range(n):
                    if board[i][j] == "Q":
                        break
                if j == col or abs(j - col) == row - i:
                    return False
            return True

        def backtrack(row, start):
            if row == n:
                res.append(["".join(r) for r in board])
                return
            for col in range(start, n):
                if safe(row, col):
                    board[row][col] = "Q"
                    backtrack(row + 1, col)
                    board[row][col] = "."

        backtrack(0, 0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
