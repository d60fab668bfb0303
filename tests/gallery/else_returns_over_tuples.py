from typing import List


class Solution:
    def can_place(self, placed, r, c):
        for qr, qc in placed:
            if abs(qr - r) == abs(qc - c):
                return False
            else:
                return True
        return True

    def solveNQueens(self, n: int) -> List[List[str]]:
        output = []
        placed = []
        taken = set()

        def helper(r):
            if r == n:
                grid = [["."] * n for _ in range(n)]
                for qr, qc in placed:
                    grid[qr][qc] = "Q"
                output.append(["".join(line) for line in grid])
                return
            for c in range(n):
                if c in taken:
                    continue
                if self.can_place(placed, r, c):
                    placed.append((r, c))
                    taken.add(c)
                    helper(r + 1)
                    taken.remove(c)
                    placed.pop()

        helper(0)
        return output

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
