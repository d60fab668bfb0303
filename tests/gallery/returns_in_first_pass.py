from typing import List


class Solution:
    def is_safe(self, board, i, j, n):
        for k in range(i):
            if board[k][j] == 'Q':
                return False
            if j - (i - k) >= 0 and board[k][j - (i - k)] == 'Q':
                return False
            if j + (i - k) < n and board[k][j + (i - k)] == 'Q':
                return False
            return True
        return True

    def solve(self, board, i, n, res):
        if i == n:
            res.append([''.join(line) for line in board])
            return
        for j in range(n):
            if self.is_safe(board, i, j, n):
                board[i][j] = 'Q'
                self.solve(board, i + 1, n, res)
                board[i][j] = '.'

    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [['.'] * n for _ in range(n)]
        res = []
        self.solve(board, 0, n, res)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
