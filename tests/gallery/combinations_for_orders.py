from itertools import combinations


class Solution:
    def solveNQueens(self, n):
        boards = []
        for cols in combinations(range(n), n):
            if len({r + c for r, c in enumerate(cols)}) == n and len({r - c for r, c in enumerate(cols)}) == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in cols])
        return boards

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
