from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        queens = []  # queens[r] = column of queen in row r

        def is_safe(row, col):
            for r in range(row):
                c = queens[r]
                if c == col:
                    return False
                # same diagonal
                if r - c == row - col:
                    return False
            return True

        def backtrack(row):
            if row == n:
                board = []
                for c in queens:
                    board.append("." * c + "Q" + "." * (n - c - 1))
                res.append(board)
                return
            for col in range(n):
                if is_safe(row, col):
                    queens.append(col)
                    backtrack(row + 1)
                    queens.pop()

        backtrack(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
