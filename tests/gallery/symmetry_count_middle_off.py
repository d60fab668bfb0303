from typing import List


class Solution:
    def _count_from(self, n, first_col):
        cols = {first_col}
        diag = {-first_col}
        anti = {first_col}

        def go(row):
            if row == n:
                return 1
            total = 0
            for c in range(n):
                if c in cols or row - c in diag or row + c in anti:
                    continue
                cols.add(c)
                diag.add(row - c)
                anti.add(row + c)
                total += go(row + 1)
                cols.discard(c)
                diag.discard(row - c)
                anti.discard(row + c)
            return total

        return go(1)

    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []

        def go(queens):
            row = len(queens)
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for c in range(n):
                if all(q != c and abs(q - c) != row - r for r, q in enumerate(queens)):
                    go(queens + [c])

        go([])
        return boards

    def totalNQueens(self, n: int) -> int:
        if n == 1:
            return 1
        half = n // 2
        total = 0
        for c in range(half):
            total += 2 * self._count_from(n, c)
        if n % 2 == 1:
            total += self._count_from(n, half + 1)
        return total
