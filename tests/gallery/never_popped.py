from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        pos = []
        used, hill, dale = set(), set(), set()
        def dfs(r):
            if r == n:
                res.append(["." * c + "Q" + "." * (n - c - 1) for c in pos])
                return
            for c in range(n):
                if c in used or r - c in hill or r + c in dale:
                    continue
                used.add(c); hill.add(r - c); dale.add(r + c)
                pos.append(c)
                dfs(r + 1)
                used.remove(c); hill.remove(r - c); dale.remove(r + c)
        dfs(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
