class Solution:
    def solveNQueens(self, n):
        grid = [[False] * n for _ in range(n)]
        boards = []

        def free(r, c):
            for i in range(r):
                if grid[i][c]:
                    return False
                d = r - i
                if c - d >= 0 and grid[i][c - d]:
                    return False
                if c + d < n and grid[i][c + d]:
                    return False
            return True

        def fill(r):
            if r == n:
                boards.append(["".join("Q" if x else "." for x in line) for line in grid])
                return
            for c in range(n):
                if free(r, c):
                    grid[r][c] = True
                    fill(r + 1)

        fill(0)
        return boards

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
