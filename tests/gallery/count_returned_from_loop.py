from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        cols = [0] * n

        def safe(row, col):
            return all(
                cols[r] != col and abs(cols[r] - col) != row - r for r in range(row)
            )

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in cols])
                return
            for col in range(n):
                if safe(row, col):
                    cols[row] = col
                    place(row + 1)

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        def count(row, used, diag, anti):
            if row == n:
                return 1
            for col in range(n):
                if used >> col & 1 or diag >> (row + col) & 1 or anti >> (row - col + n) & 1:
                    continue
                return count(row + 1, used | 1 << col, diag | 1 << (row + col), anti | 1 << (row - col + n))
            return 0

        return count(0, 0, 0, 0)
