class Solution:
    def solveNQueens(self, n):
        ans, qs = [], []
        cols, hill, dale = set(), set(), set()
        def rec(r):
            if r == n:
                ans.append(["." * c + "Q" + "." * (n - c - 1) for c in qs])
                return
            for c in range(n):
                if c in cols or r - c in hill or r + c in dale:
                    continue
                cols.add(c); hill.add(r - c); dale.add(r + c); qs.append(c)
                rec(r + 1)
                cols.discard(c); hill.discard(c - r); dale.discard(r + c); qs.pop()
        rec(0)
        return ans
    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
