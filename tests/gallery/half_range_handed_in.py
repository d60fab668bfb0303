from typing import List


class Solution:
    def _search(self, n, starts):
        found, queens = [], []
        cols, diag, anti = set(), set(), set()

        def go(row):
            if row == n:
                found.append(queens[:])
                return
            for col in starts if row == 0 else range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col); diag.add(row - col); anti.add(row + col); queens.append(col)
                go(row + 1)
                cols.remove(col); diag.remove(row - col); anti.remove(row + col); queens.pop()

        go(0)
        return found

    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        for queens in self._search(n, range((n + 1) // 2)):
            boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
            boards.append(["." * (n - c - 1) + "Q" + "." * c for c in queens])
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
