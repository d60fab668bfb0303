from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        self.ans = []
        grid = [["."] * n for _ in range(n)]
        self.place(grid, 0, n)
        out = []
        for g in self.ans:
            out.append(["".join(line) for line in g])
        return out

    def place(self, grid, r, n):
        if r == n:
            self.ans.append(grid.copy())
            return
        for c in range(n):
            if self.safe(grid, r, c, n):
                grid[r][c] = "Q"
                self.place(grid, r + 1, n)
                grid[r][c] = "."

    def safe(self, grid, r, c, n):
        for i in range(r):
            if grid[i][c] == "Q": return False
            d = r - i
            if c - d >= 0 and grid[i][c - d] == "Q": return False
            if c + d < n and grid[i][c + d] == "Q": return False
        return True

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
