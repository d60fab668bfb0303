from typing import List


class Solution:
    def _solutions(self, n: int):
        def extend(queens):
            row = len(queens)
            if row == n:
                yield tuple(queens)
                return
            checks = [lambda r, c: c != qc and abs(c - qc) != r - qr
                      for qr, qc in enumerate(queens)]
            for c in range(n):
                if all(ok(row, c) for ok in checks):
                    queens.append(c)
                    yield from extend(queens)
                    queens.pop()

        return extend([])

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [[''.join('Q' if j == c else '.' for j in range(n)) for c in sol]
                for sol in self._solutions(n)]

    def totalNQueens(self, n: int) -> int:
        return sum(1 for _ in self._solutions(n))
