from typing import List


class Solution:
    def _setup(self, n):
        self.n = n
        self.col = [False] * n
        self.d1 = [False] * (2 * n - 1)
        self.d2 = [False] * (2 * n - 1)
        self.pos = [0] * n

    def _flip(self, r, c, v):
        self.col[c] = v
        self.d1[r + c] = v
        self.d2[r - c + self.n - 1] = v

    def _free(self, r, c):
        return not (self.col[c] or self.d1[r + c] or self.d2[r - c + self.n - 1])

    def _count(self, r):
        if r == self.n:
            return 1
        s = 0
        for c in range(self.n):
            if self._free(r, c):
                self._flip(r, c, True)
                s += self._count(r + 1)
                self._flip(r, c, False)
        return s

    def _collect(self, r, out):
        if r == self.n:
            out.append(['.' * c + 'Q' + '.' * (self.n - c - 1) for c in self.pos])
            return
        for c in range(self.n):
            if self._free(r, c):
                self._flip(r, c, True)
                self.pos[r] = c
                self._collect(r + 1, out)
                self._flip(r, c, False)

    def totalNQueens(self, n: int) -> int:
        # board is symmetric left/right: only try the left half of row 0, then double
        self._setup(n)
        total = 0
        for c in range(n // 2):
            self._flip(0, c, True)
            total += self._count(1)
            self._flip(0, c, False)
        return total * 2

    def solveNQueens(self, n: int) -> List[List[str]]:
        self._setup(n)
        left = []
        for c in range(n // 2):
            self._flip(0, c, True)
            self.pos[0] = c
            self._collect(1, left)
            self._flip(0, c, False)
        mirrored = [[row[::-1] for row in b] for b in left]
        return left + mirrored
