from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        q = [0] * n

        def valid(r, c):
            for pr in range(r):
                if q[pr] == c or abs(q[pr] - c) == r - pr:
                    return False
            return True

        def bt(r):
            if r == n:
                res.append(['.' * x + 'Q' + '.' * (n - x - 1) for x in q])
                return
            for c in range(n):
                if valid(r, c):
                    q[r] = c
                    bt(r + 1)

        bt(0)
        return res

    def totalNQueens(self, n: int) -> int:
        q = [0] * n

        def valid(r, c):
            for pr in range(r):
                if q[pr] == c or abs(q[pr] - c) == r - pr:
                    return False
            return True

        def count(r):
            if r == n:
                return 1
            total = 0
            for c in range(n):
                if valid(r, c):
                    q[r] = c
                    total += count(r + 1)
                return total
            return total

        return count(0)
