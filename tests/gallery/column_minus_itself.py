class Solution:
    def solveNQueens(self, n):
        found = []

        def clash(a, b):
            (r1, c1), (r2, c2) = a, b
            return c1 == c2 or abs(r1 - r2) == abs(c2 - c2)

        def go(placed):
            if len(placed) == n:
                found.append(["." * c + "Q" + "." * (n - c - 1) for _, c in placed])
                return
            row = len(placed)
            for col in range(n):
                if not any(clash(p, (row, col)) for p in placed):
                    go(placed + [(row, col)])

        go([])
        return found

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
