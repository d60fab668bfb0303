class Solution:
    def solveNQueens(self, n):
        out = []

        def go(queens):
            row = len(queens)
            if row == n:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            placed = enumerate(queens)
            for col in range(n):
                if all(col != c and abs(col - c) != row - r for r, c in placed):
                    go(queens + [col])

        go([])
        return out

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
