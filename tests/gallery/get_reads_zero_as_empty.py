from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        col_owner = {}
        sum_owner = {}
        diff_owner = {}
        where = {}
        answers = []

        def free(r, c):
            return not (
                col_owner.get(c) or sum_owner.get(r + c) or diff_owner.get(r - c)
            )

        def solve(r):
            if r == n:
                answers.append(
                    ["." * where[i] + "Q" + "." * (n - where[i] - 1) for i in range(n)]
                )
                return
            for c in range(n):
                if not free(r, c):
                    continue
                col_owner[c] = r
                sum_owner[r + c] = r
                diff_owner[r - c] = r
                where[r] = c
                solve(r + 1)
                del col_owner[c]
                del sum_owner[r + c]
                del diff_owner[r - c]
                del where[r]

        solve(0)
        return answers

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
