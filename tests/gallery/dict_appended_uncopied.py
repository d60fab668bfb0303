from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        placement = {}   # row -> col
        used_cols = {}   # col -> row
        used_d1 = {}     # r + c -> row
        used_d2 = {}     # r - c -> row
        found = []

        def go(r):
            if r == n:
                found.append(placement)
                return
            for c in range(n):
                if c in used_cols or (r + c) in used_d1 or (r - c) in used_d2:
                    continue
                placement[r] = c
                used_cols[c] = r
                used_d1[r + c] = r
                used_d2[r - c] = r
                go(r + 1)
                del used_cols[c]
                del used_d1[r + c]
                del used_d2[r - c]

        go(0)
        return [[''.join('Q' if p[r] == c else '.' for c in range(n)) for r in range(n)]
                for p in found]

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
