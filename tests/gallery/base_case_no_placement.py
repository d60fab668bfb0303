from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        return [self.draw(p, n) for p in self.partial(n, n)]

    def totalNQueens(self, n: int) -> int:
        return len(self.partial(n, n))

    def partial(self, rows, n):
        if rows == 0:
            return []
        result = []
        for prev in self.partial(rows - 1, n):
            for col in range(n):
                if self.compatible(prev, col):
                    result.append(prev + [col])
        return result

    def compatible(self, prev, col):
        row = len(prev)
        for r, c in enumerate(prev):
            if c == col or c - col == row - r or col - c == row - r:
                return False
        return True

    def draw(self, cols, n):
        return ["".join("Q" if i == c else "." for i in range(n)) for c in cols]
