from itertools import permutations
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        for queens in permutations(range(n)):
            if len({r - c for r, c in enumerate(queens)}) == n and len({r + c for r, c in enumerate(queens)}) == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
