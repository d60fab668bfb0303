from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        cols = set()
        anti = set()
        queens = []
        def bt(r):
            if r == n:
                res.append(['.'*c + 'Q' + '.'*(n-c-1) for c in queens])
                return
            for c in range(n):
                if c in cols or r+c in anti: continue
                cols.add(c); anti.add(r+c); queens.append(c)
                bt(r+1)
                cols.remove(c); anti.remove(r+c); queens.pop()
        bt(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
