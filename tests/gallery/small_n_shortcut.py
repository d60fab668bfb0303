from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        if n < 4:
            return []
        res = []
        cols = set()
        pos = set()
        neg = set()
        rows = []

        def go(r):
            if r == n:
                res.append(rows.copy())
                return
            for c in range(n):
                if c in cols or r + c in pos or r - c in neg:
                    continue
                cols.add(c)
                pos.add(r + c)
                neg.add(r - c)
                rows.append("." * c + "Q" + "." * (n - c - 1))
                go(r + 1)
                rows.pop()
                cols.remove(c)
                pos.remove(r + c)
                neg.remove(r - c)

        go(0)
        return res

    def totalNQueens(self, n: int) -> int:
        if n < 4:
            return 0
        return len(self.solveNQueens(n))
