from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        def go(qs):
            r = len(qs)
            if r == n:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in qs])
                return
            for c in range(n):
                if all(c != x and abs(c - x) != r - y for y, x in enumerate(qs)):
                    go(qs + [c])
        go([])
        return out

    def totalNQueens(self, n: int) -> int:
        count = 0
        cols, d1, d2 = set(), set(), set()
        def go(r):
            if r == n:
                count += 1
                return
            for c in range(n):
                if c in cols or r - c in d1 or r + c in d2:
                    continue
                cols.add(c); d1.add(r - c); d2.add(r + c)
                go(r + 1)
                cols.remove(c); d1.remove(r - c); d2.remove(r + c)
        go(0)
        return count
