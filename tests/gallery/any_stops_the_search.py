from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        queens = []

        def free(col):
            row = len(queens)
            return all(col != c and abs(col - c) != row - r for r, c in enumerate(queens))

        def try_col(col):
            queens.append(col)
            done = search()
            queens.pop()
            return done

        def search():
            if len(queens) == n:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return True
            return any(try_col(col) for col in range(n) if free(col))

        search()
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
