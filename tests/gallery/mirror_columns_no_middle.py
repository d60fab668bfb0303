from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        halves = []
        queens = []

        def safe(col):
            row = len(queens)
            for r, c in enumerate(queens):
                if c == col or r - c == row - col or r + c == row + col:
                    return False
            return True

        def grow():
            if len(queens) == n:
                halves.append(queens[:])
                return
            for col in range(n):
                if safe(col):
                    queens.append(col)
                    grow()
                    queens.pop()

        for first in range(n // 2):
            queens.append(first)
            grow()
            queens.pop()

        every = []
        for q in halves:
            every.append(q)
            every.append([n - 1 - c for c in q])
        return [["." * c + "Q" + "." * (n - c - 1) for c in q] for q in every]

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
