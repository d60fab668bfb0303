from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []

        def dfs(row, queens, cols, d1, d2):
            if row == n:
                res.append(["." * q + "Q" + "." * (n - q - 1) for q in queens])
                return
            for col in range(n):
                if col in cols or row - col in d1 or row + col in d2:
                    continue
                dfs(
                    row + 1,
                    queens + [col],
                    cols | {col},
                    d1 | {row - col},
                    d2 | {row + col},
                )

        dfs(0, [], set(), set(), set())
        return res

    def totalNQueens(self, n: int) -> int:
        def count_from(row, cols, d1, d2):
            if row == n:
                return 1
            count = 0
            for col in range(n):
                if col in cols or row - col in d1 or row + col in d2:
                    continue
                count = count_from(
                    row + 1, cols | {col}, d1 | {row - col}, d2 | {row + col}
                )
            return count

        return count_from(0, set(), set(), set())
