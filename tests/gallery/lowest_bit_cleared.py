from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.n = n
        self.full = (1 << n) - 1
        self.placements = []
        self.search(0, 0, 0, 0, [])
        return [self.render(p) for p in self.placements]

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))

    def search(self, row, cols, left, right, path):
        if row == self.n:
            self.placements.append(path[:])
            return
        avail = self.full & ~(cols | left | right)
        while avail:
            bit = avail & (avail - 1)
            avail &= avail - 1
            path.append(bit.bit_length() - 1)
            self.search(
                row + 1,
                cols | bit,
                ((left | bit) << 1) & self.full,
                (right | bit) >> 1,
                path,
            )
            path.pop()

    def render(self, path):
        return ["." * c + "Q" + "." * (self.n - c - 1) for c in path]
