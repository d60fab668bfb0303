from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        sols = []
        queens = [0] * n

        def safe(i, j):
            for k in range(i):
                if queens[k] == j or queens[k] - j == i - k:
                    return False
            return True

        def place(i):
            if i == n:
                sols.append(["." * j + "Q" + "." * (n - j - 1) for j in queens])
                return
            for j in range(n):
                if safe(i, j):
                    queens[i] = j
                    place(i + 1)

        place(0)
        return sols

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
