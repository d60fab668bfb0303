from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [['.' for _ in range(n)] for _ in range(n)]
        output = []
        self.solve(board, 0, n, output)
        return output

    def totalNQueens(self, n: int) -> int:
        board = [['.' for _ in range(n)] for _ in range(n)]
        output = []
        self.solve(board, 0, n, output)
        return len(output)

    def solve(self, board, row, n, output):
        if row == n:
            output.append([''.join(r) for r in board])
            return
        for col in range(n):
            if self.isSafe(board, row, col, n):
                board[row][col] = 'Q'
                self.solve(board, row + 1, n, output)
                board[row][col] = '.'

    def isSafe(self, board, row, col, n):
        for i in range(row):
            if board[row][i] == 'Q':
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
