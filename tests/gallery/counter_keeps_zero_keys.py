from collections import Counter
from typing import List


class Solution:
    def _boards(self, n: int) -> List[List[int]]:
        taken = Counter()
        queens = []
        out = []

        def dfs(row: int) -> None:
            if row == n:
                out.append(list(queens))
                return
            for col in range(n):
                lines = (("col", col), ("diag", row - col), ("anti", row + col))
                if any(line in taken for line in lines):
                    continue
                taken.update(lines)
                queens.append(col)
                dfs(row + 1)
                queens.pop()
                taken.subtract(lines)

        dfs(0)
        return out

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in qs] for qs in self._boards(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._boards(n))
