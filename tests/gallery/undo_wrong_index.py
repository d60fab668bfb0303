from typing import List


class Solution:
    def _solve(self, n: int) -> List[List[int]]:
        cols = [False] * n
        diag = [False] * (2 * n - 1)
        anti = [False] * (2 * n - 1)
        queens = []
        found = []

        def backtrack(row: int) -> None:
            if row == n:
                found.append(queens[:])
                return
            for col in range(n):
                if cols[col] or diag[row - col + n - 1] or anti[row + col]:
                    continue
                cols[col] = diag[row - col + n - 1] = anti[row + col] = True
                queens.append(col)
                backtrack(row + 1)
                queens.pop()
                cols[col] = diag[col - row + n - 1] = anti[row + col] = False

        backtrack(0)
        return found

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in qs] for qs in self._solve(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._solve(n))
