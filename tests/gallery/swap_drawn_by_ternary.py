from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        perm = list(range(n))  # perm[row] = column of the queen in that row
        boards = []

        def ok(k):
            # rows and columns are distinct by construction; only diagonals can clash
            for i in range(k):
                if abs(perm[i] - perm[k]) == k - i:
                    return False
            return True

        def permute(k):
            if k == n:
                boards.append(["".join("Q" if perm[r] == c else "." for c in range(n))
                               for r in range(n)])
                return
            for i in range(k, n):
                perm[k], perm[i] = perm[i], perm[k]
                if ok(k):
                    permute(k + 1)

        permute(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
