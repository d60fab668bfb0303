from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        for queens in self.all_placements(n):
            boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.all_placements(n))

    def all_placements(self, n):
        layer = [[]]
        for row in range(n):
            for partial in layer:
                next_layer = []
                for col in range(n):
                    if self.fits(partial, row, col):
                        next_layer.append(partial + [col])
            layer = next_layer
        return layer

    def fits(self, partial, row, col):
        for r, c in enumerate(partial):
            if c == col or abs(c - col) == abs(r - row):
                return False
        return True
