class Solution:
    def solveNQueens(self, n):
        out = []
        queens = [0] * n
        def place(row, used, d1, d2):
            if row == n:
                out.append(["." * q + "Q" + "." * (n - 1 - q) for q in queens])
                return
            for col in range(1, n):
                if col in used or row - col in d1 or row + col in d2:
                    continue
                queens[row] = col
                place(row + 1, used | {col}, d1 | {row - col}, d2 | {row + col})
        place(0, set(), set(), set())
        return out

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
