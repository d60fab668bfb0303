from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []

        def place(row, cols, diag, anti):
            if row == n:
                boards.append(["." * q + "Q" + "." * (n - q - 1) for q in queens])
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                queens.append(col)
                place(row + 1, cols | {col}, diag | {row - col}, anti | {row + col})
                queens.pop()

        place(0, set(), set(), set())
        return boards

    def totalNQueens(self, n: int) -> int:
        def ways(row, cols, diag, anti):
            if row == n:
                return 1
            found = 0
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                ways(row + 1, cols | {col}, diag | {row - col}, anti | {row + col})
            return found

        return ways(0, set(), set(), set())
