from typing import List


class Solution:
    def _from_first(self, n: int, first: int) -> List[List[int]]:
        sols = []
        qs = [first]
        cols = {first}
        d1 = {first}
        d2 = {-first}

        def dfs(r: int) -> None:
            if r == n:
                sols.append(qs[:])
                return
            for c in range(n):
                if c in cols or r + c in d1 or r - c in d2:
                    continue
                qs.append(c)
                cols.add(c)
                d1.add(r + c)
                d2.add(r - c)
                dfs(r + 1)
                qs.pop()
                cols.remove(c)
                d1.remove(r + c)
                d2.remove(r - c)

        dfs(1)
        return sols

    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        for first in range((n + 1) // 2):
            for s in self._from_first(n, first):
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in s])
                out.append(["." * (n - c - 1) + "Q" + "." * c for c in s])
        return out

    def totalNQueens(self, n: int) -> int:
        return sum(2 * len(self._from_first(n, f)) for f in range((n + 1) // 2))
