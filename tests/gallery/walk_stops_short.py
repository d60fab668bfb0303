from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        grid = [["."] * n for _ in range(n)]
        found = []

        def free(row, col):
            for r in range(row):
                if grid[r][col] == "Q":
                    return False
            r, c = row - 1, col - 1
            while r > 0 and c > 0:
                if grid[r][c] == "Q":
                    return False
                r -= 1
                c -= 1
            r, c = row - 1, col + 1
            while r >= 0 and c < n:
                if grid[r][c] == "Q":
                    return False
                r -= 1
                c += 1
            return True

        def place(row):
            if row == n:
                found.append(["".join(line) for line in grid])
                return
            for col in range(n):
                if free(row, col):
                    grid[row][col] = "Q"
                    place(row + 1)
                    grid[row][col] = "."

        place(0)
        return found

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
