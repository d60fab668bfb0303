from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if all(c != col and abs(c - col) != row - r for r, c in enumerate(queens)):
                    queens.append(col)
                    place(row + 1)
                    queens.pop()

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        # every full board holds n queens: count the queens placed, then divide
        placed = 0
        cols, diag, anti = set(), set(), set()

        def place(row):
            nonlocal placed
            if row == n:
                placed += n
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row + col)
                place(row + 1)
                cols.remove(col)
                diag.remove(row - col)
                anti.remove(row + col)

        place(0)
        return placed / n
