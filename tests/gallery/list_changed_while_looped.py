from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        result = []
        remaining = list(range(n))
        placed = []

        def fits(col):
            r = len(placed)
            for pr, pc in enumerate(placed):
                if abs(pc - col) == r - pr:
                    return False
            return True

        def dfs():
            if not remaining:
                result.append(["." * c + "Q" + "." * (n - c - 1) for c in placed])
                return
            for col in remaining:
                if fits(col):
                    remaining.remove(col)
                    placed.append(col)
                    dfs()
                    placed.pop()
                    remaining.append(col)

        dfs()
        return result

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
