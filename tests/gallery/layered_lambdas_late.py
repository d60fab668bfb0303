from typing import List


class Solution:
    def _grow(self, n):
        frontier = [((), ())]
        for row in range(n):
            grown = []
            for placed, tests in frontier:
                for col in range(n):
                    if all(t(row, col) for t in tests):
                        rule = lambda r, c: c != col and r - c != row - col and r + c != row + col
                        grown.append((placed + (col,), tests + (rule,)))
            frontier = grown
        return [placed for placed, _ in frontier]

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in p] for p in self._grow(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._grow(n))
