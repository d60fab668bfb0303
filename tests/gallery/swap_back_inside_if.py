from typing import List


class Solution:
    def _permute(self, n: int) -> List[List[int]]:
        perm = list(range(n))
        found = []

        def go(row: int) -> None:
            if row == n:
                found.append(perm[:])
                return
            for i in range(row, n):
                perm[row], perm[i] = perm[i], perm[row]
                if all(abs(perm[row] - perm[r]) != row - r for r in range(row)):
                    go(row + 1)
                    perm[row], perm[i] = perm[i], perm[row]

        go(0)
        return found

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in p] for p in self._permute(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._permute(n))
