from typing import List


class Solution:
    def _draw(self, queens, n, rows=[]):
        for c in queens:
            rows.append("." * c + "Q" + "." * (n - c - 1))
        return rows

    def _search(self, n):
        found = []
        taken = {"col": set(), "d1": set(), "d2": set()}
        queens = []

        def place(r):
            if r == n:
                found.append(queens[:])
                return
            for c in range(n):
                if c in taken["col"] or r + c in taken["d1"] or r - c in taken["d2"]:
                    continue
                taken["col"].add(c); taken["d1"].add(r + c); taken["d2"].add(r - c)
                queens.append(c)
                place(r + 1)
                queens.pop()
                taken["col"].remove(c); taken["d1"].remove(r + c); taken["d2"].remove(r - c)

        place(0)
        return found

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [self._draw(q, n) for q in self._search(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._search(n))
