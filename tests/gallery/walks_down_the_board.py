from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        grid = [['.' for _ in range(n)] for _ in range(n)]
        out = []
        self.dfs(grid, 0, n, out)
        return out

    def totalNQueens(self, n: int) -> int:
        grid = [['.' for _ in range(n)] for _ in range(n)]
        out = []
        self.dfs(grid, 0, n, out)
        return len(out)

    def dfs(self, grid, r, n, out):
        if r == n:
            out.append([''.join(line) for line in grid])
            return
        for c in range(n):
            if self.safe(grid, r, c, n):
                grid[r][c] = 'Q'
                self.dfs(grid, r + 1, n, out)
                grid[r][c] = '.'

    def safe(self, grid, r, c, n):
        for k in range(n):
            if grid[k][c] == 'Q':
                return False
        # check both diagonals
        x, y = r + 1, c - 1
        while x < n and y >= 0:
            if grid[x][y] == 'Q':
                return False
            x += 1
            y -= 1
        x, y = r + 1, c + 1
        while x < n and y < n:
            if grid[x][y] == 'Q':
                return False
            x += 1
            y += 1
        return True
