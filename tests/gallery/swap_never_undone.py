from typing import List


class Solution:
    def _search(self, perm: List[int], k: int, found: List[List[int]]) -> None:
        n = len(perm)
        if k == n:
            found.append(perm[:])
            return
        for i in range(k, n):
            perm[k], perm[i] = perm[i], perm[k]
            ok = True
            for j in range(k):
                if abs(perm[j] - perm[k]) == k - j:
                    ok = False
                    break
            if ok:
                self._search(perm, k + 1, found)

    def solveNQueens(self, n: int) -> List[List[str]]:
        found = []
        self._search(list(range(n)), 0, found)
        boards = []
        for perm in found:
            boards.append(["".join("Q" if c == q else "." for c in range(n)) for q in perm])
        return boards

    def totalNQueens(self, n: int) -> int:
        found = []
        self._search(list(range(n)), 0, found)
        return len(found)
