class Solution:
    def solveNQueens(self, n):
        out, queens = [], []
        cols, diag, anti = set(), set(), set()

        def go(row):
            if row == n:
                out.append(["Q".rjust(c, ".").ljust(n, ".") for c in queens])
                return
            for c in range(n):
                if c in cols or row - c in diag or row + c in anti:
                    continue
                cols.add(c); diag.add(row - c); anti.add(row + c); queens.append(c)
                go(row + 1)
                cols.remove(c); diag.remove(row - c); anti.remove(row + c); queens.pop()

        go(0)
        return out

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
