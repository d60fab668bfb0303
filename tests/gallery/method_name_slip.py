from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        cols, d1, d2 = set(), set(), set()
        board = []

        def go(r):
            if r == n:
                res.append(["." * c + "Q" + "." * (n - c - 1) for c in board])
                return
            for c in range(n):
                if c in cols or r - c in d1 or r + c in d2:
                    continue
                cols.add(c); d1.add(r - c); d2.add(r + c); board.append(c)
                go(r + 1)
                cols.remove(c); d1.remove(r - c); d2.remove(r + c); board.pop()

        go(0)
        return res

    def totalNQueen(self, n):
        return len(self.solveNQueens(n))
