from typing import List


class Solution:
    def safe(self, pos, row):
        for r in range(row):
            if pos[r] == pos[row] or abs(pos[r] - pos[row]) == row - r:
                return False
        return True

    def draw(self, pos, n):
        return ["." * p + "Q" + "." * (n - p - 1) for p in pos]

    def solveNQueens(self, n: int) -> List[List[str]]:
        pos = [-1] * n
        out = []
        row = 0
        while row >= 0:
            pos[row] += 1
            while pos[row] < n and not self.safe(pos, row):
                pos[row] += 1
            if pos[row] < n:
                if row == n - 1:
                    out.append(self.draw(pos, n))
                else:
                    row += 1
            else:
                pos[row] = 0
                row -= 1
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
