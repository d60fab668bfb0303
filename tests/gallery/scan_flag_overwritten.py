class Solution:
    def solveNQueens(self, n):
        grid = [["."] * n for _ in range(n)]
        out = []

        def free(r, c):
            ok = True
            for k in range(r):
                if grid[k][c] == "Q":
                    ok = False
            for k in range(1, r + 1):
                if c - k >= 0:
                    ok = grid[r - k][c - k] != "Q"
                if c + k < n and grid[r - k][c + k] == "Q":
                    ok = False
            return ok

        def go(r):
            if r == n:
                out.append(["".join(row) for row in grid])
                return
            for c in range(n):
                if free(r, c):
                    grid[r][c] = "Q"
                    go(r + 1)
                    grid[r][c] = "."

        go(0)
        return out

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
