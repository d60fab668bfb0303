from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        sols = []
        cols = [0] * n

        def ok(r, c):
            for pr in range(r):
                if cols[pr] == c or abs(cols[pr] - c) == r - pr:
                    return False
            return True

        def rec(r):
            if r == n:
                sols.append(["".join("Q" if i == cols[k] else "." for i in range(n)) for k in range(n)])
                return
            for c in range(n):
                if ok(r, c):
                    cols[r] = c
                    rec(r + 1)

        rec(0)
        return sols

    def totalNQueens(self, n: int) -> int:
        used = set()
        d1 = set()
        d2 = set()

        def dfs(r):
            if r == n:
                self.total += 1
                return
            for c in range(n):
                if c in used or r + c in d1 or r - c in d2:
                    continue
                used.add(c)
                d1.add(r + c)
                d2.add(r - c)
                dfs(r + 1)
                used.remove(c)
                d1.remove(r + c)
                d2.remove(r - c)

        answer = 0
        for c in range((n + 1) // 2):
            self.total = 0
            used.add(c)
            d1.add(c)
            d2.add(-c)
            dfs(1)
            used.remove(c)
            d1.remove(c)
            d2.remove(-c)
            answer += 2 * self.total
        return answer
