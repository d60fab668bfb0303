from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        def place(queens):
            row = len(queens)
            if row == n:
                yield ["." * c + "Q" + "." * (n - c - 1) for c in queens]
                return
            for col in range(n):
                if all(c != col and abs(c - col) != row - r for r, c in enumerate(queens)):
                    yield from place(queens + [col])

        return place([])

    def totalNQueens(self, n: int) -> int:
        return sum(1 for _ in self.solveNQueens(n))
