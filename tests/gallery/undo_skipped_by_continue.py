from typing import List

class Solution:
    def totalNQueens(self, n: int) -> int:
        used = [False] * n
        d1 = [False] * (2 * n - 1)
        d2 = [False] * (2 * n - 1)
        count = 0
        def go(r):
            nonlocal count
            for c in range(n):
                if d1[r + c] or d2[r - c + n - 1] or used[c]:
                    continue
                used[c] = d1[r + c] = d2[r - c + n - 1] = True
                if r == n - 1:
                    count += 1
                    continue
                go(r + 1)
                used[c] = d1[r + c] = d2[r - c + n - 1] = False
        go(0)
        return count
