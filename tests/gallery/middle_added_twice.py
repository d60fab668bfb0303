from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []

        def dfs(q, cols, xy_sum, xy_dif):
            r = len(q)
            if r == n:
                res.append(q)
                return
            for c in range(n):
                if c not in cols and r + c not in xy_sum and r - c not in xy_dif:
                    dfs(q + [c], cols | {c}, xy_sum | {r + c}, xy_dif | {r - c})

        dfs([], set(), set(), set())
        return [["." * c + "Q" + "." * (n - c - 1) for c in q] for q in res]

    def totalNQueens(self, n: int) -> int:
        def count(r, cols, s, d):
            if r == n:
                return 1
            total = 0
            for c in range(n):
                if c in cols or r + c in s or r - c in d:
                    continue
                total += count(r + 1, cols | {c}, s | {r + c}, d | {r - c})
            return total

        total = 0
        for c in range((n + 1) // 2):
            total += 2 * count(1, {c}, {c}, {-c})
        if n % 2:
            mid = n // 2
            total += count(1, {mid}, {mid}, {-mid})
        return total
