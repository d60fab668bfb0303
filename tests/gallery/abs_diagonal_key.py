from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res, queens = [], []
        cols, diag, anti = set(), set(), set()
        def go(r):
            if r == n:
                res.append(['.'*c + 'Q' + '.'*(n-c-1) for c in queens]); return
            for c in range(n):
                if c in cols or abs(r - c) in diag or r + c in anti: continue
                cols.add(c); diag.add(abs(r - c)); anti.add(r + c); queens.append(c)
                go(r + 1)
                cols.discard(c); diag.discard(abs(r - c)); anti.discard(r + c); queens.pop()
        go(0)
        return res
    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
