from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        ans = []
        cols, hills, dales = set(), set(), set()
        queens = []

        def go(r):
            if r == n:
                ans.append(["." * q + "Q" + "." * (n - q - 1) for q in queens])
                return
            for c in range(n):
                if c in cols or r - c in hills or r + c in dales:
                    continue
                cols.add(c)
                hills.add(r - c)
                dales.add(r + c)
                queens.append(c)
                go(r + 1)
                queens.pop()
                cols.discard(c)
                hills.discard(r - c)
                dales.discard(r + c)

        go(0)
        return ans

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        def go(cols, ld, rd):
            if cols == full:
                return 1
            total = 0
            free = full & ~(cols | ld | rd)
            while free:
                bit = free & -free
                free ^= bit
                total += go(cols | bit, ld | bit << 1, (rd | bit) >> 1)
            return total

        return go(0, 0, 0)
