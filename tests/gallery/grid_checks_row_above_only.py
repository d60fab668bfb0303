from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        grid = [["."] * n for _ in range(n)]
        found = []

        def can_place(r, c):
            for above in range(r):
                if grid[above][c] == "Q":
                    return False
            if r > 0 and c > 0 and grid[r - 1][c - 1] == "Q":
                return False
            if r > 0 and c < n - 1 and grid[r - 1][c + 1] == "Q":
                return False
            return True

        def fill(r):
            if r == n:
                found.append(["".join(line) for line in grid])
                return
            for c in range(n):
                if can_place(r, c):
                    grid[r][c] = "Q"
                    fill(r + 1)
                    grid[r][c] = "."

        fill(0)
        return found

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
