from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        cols, d1, d2 = set(), set(), set()
        qs = []

        def bt(r):
            if r == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in qs])
                return
            for c in range(n):
                if c in cols or r + c in d1 or r - c in d2:
                    continue
                cols.add(c); d1.add(r + c); d2.add(r - c); qs.append(c)
                bt(r + 1)
                cols.remove(c); d1.remove(r + c); d2.remove(r - c); qs.pop()

        bt(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        def count(r, cols, d1, d2):
            if r == n:
                return 1
            total = 0
            for c in range(n):
                if c in cols or r + c in d1 or r - c in d2:
                    continue
                total += count(r + 1, cols | {c}, d1 | {r + c}, d2 | {r - c})
            return total

        half = 0
        for c in range((n + 1) // 2):
            half += count(1, {c}, {c}, {-c})
        return 2 * half
