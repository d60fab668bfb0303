from typing import List


class Solution:
    def __init__(self):
        self.res = []

    def solveNQueens(self, n: int) -> List[List[str]]:
        cols = set()
        diag = set()
        anti = set()
        board = [["."] * n for _ in range(n)]

        def backtrack(row):
            if row == n:
                self.res.append(["".join(r) for r in board])
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row + col)
                board[row][col] = "Q"
                backtrack(row + 1)
                cols.remove(col)
                diag.remove(row - col)
                anti.remove(row + col)
                board[row][col] = "."

        backtrack(0)
        return self.res

    def totalNQueens(self, n: int) -> int:
        def count(row, cols, diag, anti):
            if row == n:
                return 1
            total = 0
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                total += count(row + 1, cols | {col}, diag | {row - col}, anti | {row + col})
            return total

        return count(0, set(), set(), set())
