class Solution:
    found = {}

    def layouts(self, n, queens=()):
        row = len(queens)
        if row == n:
            yield queens
            return
        for col in range(n):
            if all(col != q and abs(col - q) != row - r for r, q in enumerate(queens)):
                yield from self.layouts(n, queens + (col,))

    def cached(self, n):
        if n not in self.found:
            self.found[n] = self.layouts(n)
        return self.found[n]

    def solveNQueens(self, n):
        return [["." * c + "Q" + "." * (n - c - 1) for c in qs] for qs in self.cached(n)]

    def totalNQueens(self, n):
        return sum(1 for _ in self.cached(n))
