from collections import deque
from typing import List


class Solution:
    def _complete(self, n):
        queue = deque([()])
        done = []
        while queue:
            partial = queue.popleft()
            r = len(partial)
            if r == n:
                done.append(partial)
                continue
            for c in range(n):
                if any(c == q or abs(c - q) == r - i for i, q in enumerate(partial)):
                    continue
                queue.append(partial + (c))
        return done

    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        for cols in self._complete(n):
            out.append(
                ["".join("Q" if j == c else "." for j in range(n)) for c in cols]
            )
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self._complete(n))
