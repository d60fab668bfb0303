from functools import lru_cache
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        queens = []
        def go(row):
            if row == n:
                res.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if any(c == col or abs(c - col) == row - r for r, c in enumerate(queens)):
                    continue
                queens.append(col)
                go(row + 1)
                queens.pop()
        go(0)
        return res

    def totalNQueens(self, n: int) -> int:
        cols, hills, dales = set(), set(), set()

        @lru_cache(maxsize=None)
        def count(row):
            if row == n:
                return 1
            ways = 0
            for col in range(n):
                if col in cols or row - col in hills or row + col in dales:
                    continue
                cols.add(col); hills.add(row - col); dales.add(row + col)
                ways += count(row + 1)
                cols.remove(col); hills.remove(row - col); dales.remove(row + col)
            return ways

        return count(0)
