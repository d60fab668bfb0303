from typing import List


class Solution:
    def _search(self, n):
        found = []
        stack = [()]
        while stack:
            placed = stack.pop()
            k = len(placed)          # next row to fill
            if k == n:
                found.append(placed)
                continue
            for col in range(n):
                good = True
                for r in range(k - 1):
                    c = placed[r]
                    if c == col or k - r == abs(col - c):
                        good = False
                        break
                if good:
                    stack.append(placed + (col,))
        return found

    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        for sol in self._search(n):
            out.append(["." * c + "Q" + "." * (n - c - 1) for c in sol])
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self._search(n))
