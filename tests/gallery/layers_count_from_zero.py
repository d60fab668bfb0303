class Solution:
    def solveNQueens(self, n):
        layer = [(c,) for c in range(n)]
        for row in range(n - 1):
            layer = [
                qs + (c,)
                for qs in layer
                for c in range(n)
                if all(c != q and abs(c - q) != row - r for r, q in enumerate(qs))
            ]
        return [["." * c + "Q" + "." * (n - c - 1) for c in qs] for qs in layer]

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
