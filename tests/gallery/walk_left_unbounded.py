from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [["."] * n for _ in range(n)]
        res = []

        def safe(row, col):
            # look straight up
            r = row - 1
            while r >= 0:
                if board[r][col] == "Q":
                    return False
                r -= 1
            # look up and to the left
            r, c = row - 1, col - 1
            while r >= 0:
                if board[r][c] == "Q":
                    return False
                r -= 1
                c -= 1
            # look up and to the right
            r, c = row - 1, col + 1
            while r >= 0 and c < n:
                if board[r][c] == "Q":
                    return False
                r -= 1
                c += 1
            return True

        def place(row):
            if row == n:
                res.append(["".join(line) for line in board])
                return
            for col in range(n):
                if safe(row, col):
                    board[row][col] = "Q"
                    place(row + 1)
                    board[row][col] = "."

        place(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
