from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        queens = [0]*n
        res = []
        def ok(r, c):
            for i in range(n):
                if queens[i] == c or abs(queens[i] - c) == abs(r - i):
                    return False
            return True
        def solve(r):
            if r == n:
                res.append(['.'*q + 'Q' + '.'*(n-q-1) for q in queens])
                return
            for c in range(n):
                if ok(r, c):
                    queens[r] = c
                    solve(r+1)
        solve(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
