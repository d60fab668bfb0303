class Solution:
    def solveNQueens(self, n):
        boards = []

        def go(row, queens):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if all(col != q and abs(col - q) != row - r for r, q in enumerate(queens)):
                    go(row + 1, queens + [col])

        go(0, [])
        return boards

    def totalNQueens(self, n):
        def count(row, cols, diag, anti):
            if row == n:
                return 1
            return sum(
                count(row + 1, cols | {c}, diag | {row - c}, anti | {row + c})
                for c in range(n)
                if c not in cols and row - c not in diag and row + c not in anti
            )

        left = sum(count(1, {c}, {-c}, {c}) for c in range(n // 2))
        middle = count(1, {n // 2}, {-(n // 2)}, {n // 2}) if n % 2 else 0
        return 2 * (left + middle)
