class Solution:
    def solveNQueens(self, n):
        res, queens = [], []
        cols, diag, anti = set(), set(), set()

        def place(row):
            if row == n:
                res.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if col in cols or row - col in diag and row + col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row + col)
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols.remove(col)
                diag.remove(row - col)
                anti.remove(row + col)

        place(0)
        return res

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
