class Solution:
    def boards(self, n):
        partial = [()]
        for row in range(n):
            partial = (
                qs + (col,)
                for qs in partial
                for col in range(n)
                if all(col != q and abs(col - q) != row - r for r, q in enumerate(qs))
            )
        return partial

    def solveNQueens(self, n):
        return [["." * c + "Q" + "." * (n - c - 1) for c in qs] for qs in self.boards(n)]

    def totalNQueens(self, n):
        return sum(1 for _ in self.boards(n))
