from typing import List, Dict


class Solution:
    def _attacks(self, placed: Dict[int, int], r: int, c: int) -> bool:
        if c in placed:
            return True
        return any(abs(qc - c) == r - qr for qr, qc in placed.items())

    def _solve(self, n):
        out = []
        placed = {}

        def rec(r):
            if r == n:
                out.append(dict(placed))
                return
            for c in range(n):
                if self._attacks(placed, r, c):
                    continue
                placed[r] = c
                rec(r + 1)
                del placed[r]

        rec(0)
        return out

    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        for sol in self._solve(n):
            res.append(["".join("Q" if sol[r] == c else "." for c in range(n)) for r in range(n)])
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self._solve(n))
