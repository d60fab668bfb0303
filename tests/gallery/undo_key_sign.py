from collections import defaultdict
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        col_count = defaultdict(int)
        diag = defaultdict(int)
        anti = defaultdict(int)
        where = {}
        out = []

        def dfs(row):
            if row == n:
                out.append(["".join("Q" if where[r] == c else "." for c in range(n)) for r in range(n)])
                return
            for c in range(n):
                if col_count[c] or diag[row - c] or anti[row + c]:
                    continue
                where[row] = c
                col_count[c] += 1
                diag[row - c] += 1
                anti[row + c] += 1
                dfs(row + 1)
                col_count[c] -= 1
                diag[row - c] -= 1
                anti[row - c] -= 1
                del where[row]

        dfs(0)
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
