from itertools import combinations
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        for cells in combinations(range(n * n), n):
            queens = [(cell // n, cell % n) for cell in cells]
            if self.no_attacks(queens):
                board = [["."] * n for _ in range(n)]
                for r, c in queens:
                    board[r][c] = "Q"
                boards.append(["".join(row) for row in board])
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def no_attacks(self, queens):
        for i in range(len(queens)):
            for j in range(i + 1, len(queens)):
                r1, c1 = queens[i]
                r2, c2 = queens[j]
                if r1 == r2 or c1 == c2 or abs(r1 - r2) == abs(c1 - c2):
                    return False
        return True
