from typing import List, Optional


class Solution:
    def _next_col(self, queens: List[int], start: int, n: int) -> Optional[int]:
        row = len(queens)
        for col in range(start, n):
            if all(col != c and abs(col - c) != row - r for r, c in enumerate(queens)):
                return col
        return None

    def _solutions(self, n: int) -> List[List[int]]:
        solutions = []
        queens = []
        start = 0
        while True:
            col = self._next_col(queens, start, n)
            if col:
                queens.append(col)
                if len(queens) == n:
                    solutions.append(queens[:])
                    start = queens.pop() + 1
                else:
                    start = 0
            else:
                if not queens:
                    break
                start = queens.pop() + 1
        return solutions

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [
            ["." * c + "Q" + "." * (n - c - 1) for c in sol]
            for sol in self._solutions(n)
        ]

    def totalNQueens(self, n: int) -> int:
        return len(self._solutions(n))
