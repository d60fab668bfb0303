from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        pos = [0] * n

        def safe(row, col):
            for r in range(row - 1):
                if pos[r] == col or abs(pos[r] - col) == row - r:
                    return False
            return True

        def go(row):
            if row == n:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in pos])
                return
            for col in range(n):
                if safe(row, col):
                    pos[row] = col
                    go(row + 1)

        go(0)
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
