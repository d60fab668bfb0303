from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        cols = set()
        diags = set()
        pos = []

        def go(r):
            if r == n:
                out.append(['.' * c + 'Q' + '.' * (n - c - 1) for c in pos])
                return
            for c in range(n):
                if c in cols or r - c in diags or r + c in diags:
                    continue
                cols.add(c)
                diags.add(r - c)
                diags.add(r + c)
                pos.append(c)
                go(r + 1)
                pos.pop()
                cols.discard(c)
                diags.discard(r - c)
                diags.discard(r + c)

        go(0)
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
