from typing import List


class Solution:
    def _search(self, n, first):
        # all solutions whose row-0 queen is in column `first`
        out = []
        queens = [first]
        cols, d1, d2 = {first}, {first}, {-first}

        def bt(r):
            if r == n:
                out.append(queens[:])
                return
            for c in range(n):
                if c in cols or r + c in d1 or r - c in d2:
                    continue
                queens.append(c); cols.add(c); d1.add(r + c); d2.add(r - c)
                bt(r + 1)
                queens.pop(); cols.remove(c); d1.remove(r + c); d2.remove(r - c)

        bt(1)
        return out

    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        for first in range((n + 1) // 2):
            for q in self._search(n, first):
                board = ["." * c + "Q" + "." * (n - 1 - c) for c in q]
                boards.append(board)
                boards.append([row[::-1] for row in board])  # mirror image
        return boards

    def totalNQueens(self, n: int) -> int:
        total = 0
        for first in range((n + 1) // 2):
            total += len(self._search(n, first))
        return total * 2
