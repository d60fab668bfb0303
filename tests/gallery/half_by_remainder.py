class Solution:
    def solveNQueens(self, n):
        res = []
        cols = [0] * n

        def bt(r, used, d1, d2):
            if r == n:
                res.append(["." * c + "Q" + "." * (n - c - 1) for c in cols])
                return
            for c in range(n):
                if c in used or r - c in d1 or r + c in d2:
                    continue
                cols[r] = c
                bt(r + 1, used | {c}, d1 | {r - c}, d2 | {r + c})

        bt(0, set(), set(), set())
        return res

    def totalNQueens(self, n):
        def count(r, used, d1, d2):
            if r == n:
                return 1
            total = 0
            for c in range(n):
                if c not in used and r - c not in d1 and r + c not in d2:
                    total += count(r + 1, used | {c}, d1 | {r - c}, d2 | {r + c})
            return total

        half = n % 2
        ways = 0
        for c in range(half):
            ways += 2 * count(1, {c}, {-c}, {c})
        if n % 2:
            ways += count(1, {half}, {-half}, {half})
        return ways
