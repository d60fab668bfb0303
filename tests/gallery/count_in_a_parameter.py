from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        q = [-1] * n

        def safe(r, c):
            for i in range(r):
                if q[i] == c or abs(q[i] - c) == r - i:
                    return False
            return True

        def bt(r):
            if r == n:
                res.append(["".join("Q" if q[i] == j else "." for j in range(n)) for i in range(n)])
                return
            for c in range(n):
                if safe(r, c):
                    q[r] = c
                    bt(r + 1)
                    q[r] = -1

        bt(0)
        return res

    def totalNQueens(self, n: int) -> int:
        cols, d1, d2 = set(), set(), set()
        count = 0

        def dfs(r, count):
            if r == n:
                count += 1
                return
            for c in range(n):
                if c in cols or r + c in d1 or r - c in d2:
                    continue
                cols.add(c); d1.add(r + c); d2.add(r - c)
                dfs(r + 1, count)
                cols.discard(c); d1.discard(r + c); d2.discard(r - c)

        dfs(0, count)
        return count
