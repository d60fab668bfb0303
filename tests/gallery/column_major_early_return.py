from typing import List

class Solution:
    def isSafe(self, board, row, col, n):
        # check this row on the left side
        for i in range(col):
            if board[row][i] == 1:
                return False
        # upper diagonal on left side
        for i, j in zip(range(row, -1, -1), range(col, -1, -1)):
            if board[i][j] == 1:
                return False
        # lower diagonal on left side
        for i, j in zip(range(row, n, 1), range(col, -1, -1)):
            if board[i][j] == 1:
                return False
        return True

    def solveUtil(self, board, col, n, result):
        if col >= n:
            result.append(["".join("Q" if x == 1 else "." for x in r) for r in board])
            return True
        for i in range(n):
            if self.isSafe(board, i, col, n):
                board[i][col] = 1
                if self.solveUtil(board, col + 1, n, result):
                    return True
                board[i][col] = 0
        return False

    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [[0] * n for _ in range(n)]
        result = []
        self.solveUtil(board, 0, n, result)
        return result

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
