from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        grid = [["."] * n for _ in range(n)]
        found = []

        def fill(r):
            if r == n:
                found.append(["".join(line) for line in grid])
                return
            safe = True
            for c in range(n):
                for i in range(r):
                    d = r - i
                    for j in (c, c - d, c + d):
                        if 0 <= j < n and grid[i][j] == "Q":
                            safe = False
                if safe:
                    grid[r][c] = "Q"
                    fill(r + 1)
                    grid[r][c] = "."

        fill(0)
        return found

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
