class Solution:
    def totalNQueens(self, n):
        cols, diag, anti = set(), set(), set()

        def count(row):
            if row == n:
                return 1
            total = 0
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row + col)
                diag.discard(row - col)
                total += count(row + 1)
                cols.remove(col)
                diag.discard(row - col)
                anti.remove(row + col)
            return total

        return count(0)
