class Solution:
    def solveNQueens(self, n):
        found = []
        rows = []

        def fits(col):
            for row in rows:
                if row[col] == "Q":
                    return False
            if rows:
                prev = rows[-1]
                if col >= 1 and prev[col - 1] == "Q":
                    return False
                if col + 1 < n and prev[col + 1] == "Q":
                    return False
            return True

        def grow():
            if len(rows) == n:
                found.append(rows[:])
                return
            for col in range(n):
                if fits(col):
                    rows.append("." * col + "Q" + "." * (n - col - 1))
                    grow()
                    rows.pop()

        grow()
        return found

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
