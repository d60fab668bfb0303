from typing import List


class Solution:
    def check(self, q, i, j):
        for k in range(i):
            if q[k] == j or abs(q[k] - j) == i - k:
                return False
            else:
                return True
        return True

    def solveNQueens(self, n: int) -> List[List[str]]:
        q = [0] * n
        res = []

        def dfs(i):
            if i == n:
                res.append(["." * j + "Q" + "." * (n - j - 1) for j in q])
                return
            for j in range(n):
                if self.check(q, i, j):
                    q[i] = j
                    dfs(i + 1)

        dfs(0)
        return res

    def totalNQueens(self, n: int) -> int:
        q = [0] * n

        def dfs(i):
            if i == n:
                return 1
            s = 0
            for j in range(n):
                if self.check(q, i, j):
                    q[i] = j
                    s += dfs(i + 1)
            return s

        return dfs(0)
