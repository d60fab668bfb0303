from typing import List


class Solution:
    def _arrangements(self, n):
        perm = list(range(n))
        found = []

        def permute(k):
            if k == n:
                found.append(perm[:])
                return
            for i in range(k, n):
                perm[k], perm[i] = perm[i], perm[k]
                if k == 0 or abs(perm[k] - perm[k - 1]) != 1:
                    permute(k + 1)
                perm[k], perm[i] = perm[i], perm[k]

        permute(0)
        return found

    def solveNQueens(self, n: int) -> List[List[str]]:
        result = []
        for p in self._arrangements(n):
            result.append(
                ["".join("Q" if c == q else "." for c in range(n)) for q in p]
            )
        return result

    def totalNQueens(self, n: int) -> int:
        return len(self._arrangements(n))
