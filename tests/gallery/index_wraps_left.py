from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        results = []
        rows = []

        def ok(col):
            row = len(rows)
            for r, line in enumerate(rows):
                dist = row - r
                if line[col] == "Q":
                    return False
                if line[col - dist] == "Q":
                    return False
                if col + dist < n and line[col + dist] == "Q":
                    return False
            return True

        def build():
            if len(rows) == n:
                results.append(rows[:])
                return
            for col in range(n):
                if ok(col):
                    rows.append("." * col + "Q" + "." * (n - col - 1))
                    build()
                    rows.pop()

        build()
        return results

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
