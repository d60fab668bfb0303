from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        board = [['.'] * n for _ in range(n)]
        res = []

        def is_valid(row, col):
            # check column above
            for i in range(row):
                if board[i][col] == 'Q':
                    return False
            # upper left
            i, j = row - 1, col - 1
            while i >= 0 and j >= 0:
                if board[i][j] == 'Q':
                    return False
                i -= 1
                j -= 1
            # upper right
            i, j = row - 1, col + 1
            while i >= 0 and j < n:
                if board[i][j] == 'Q':
                    return False
                i -= 1
                j += 1
            return True

        def backtrack(row):
            if row == n:
                res.append(board)
                return
            for col in range(n):
                if is_valid(row, col):
                    board[row][col] = 'Q'
                    backtrack(row + 1)
                    board[row][col] = '.'

        backtrack(0)
        # convert each board to list of strings
        return [["".join(r) for r in b] for b in res]

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
