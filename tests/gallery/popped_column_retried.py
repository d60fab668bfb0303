from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []

        def place(queens):
            if len(queens) == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if self.safe(queens, col):
                    place(queens + [col])

        place([])
        return boards

    def totalNQueens(self, n: int) -> int:
        # the same search without recursion: cols is the stack of queens placed
        count = 0
        cols = []
        col = 0
        while True:
            if len(cols) == n:
                count += 1
                if not cols:
                    return count
                col = cols.pop() + 1
            elif col < n and self.safe(cols, col):
                cols.append(col)
                col = 0
            elif col < n:
                col += 1
            elif cols:
                col = cols.pop()  # back up one row
            else:
                return count

    def safe(self, cols, col):
        row = len(cols)
        for r in range(row):
            if cols[r] == col or abs(cols[r] - col) == row - r:
                return False
        return True
