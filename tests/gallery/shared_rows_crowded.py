from typing import List


class Solution:
    def isValid(self, board, row, col, n):
        for r in range(row):
            if board[r][col] == 'Q':
                return False
        r, c = row - 1, col - 1
        while r >= 0 and c >= 0:
            if board[r][c] == 'Q':
                return False
            r -= 1
            c -= 1
        r, c = row - 1, col + 1
        while r >= 0 and c < n:
            if board[r][c] == 'Q':
                return False
            r -= 1
            c += 1
        return True

    def dfs(self, board, row, n, result):
        if row == n:
            result.append([''.join(line) for line in board])
            return
        for col in range(n):
            if self.isValid(board, row, col, n):
                board[row][col] = 'Q'
                self.dfs(board, row + 1, n, result)
                board[row][col] = '.'

    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [['.'] * n] * n
        result = []
        self.dfs(board, 0, n, result)
        return result

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
