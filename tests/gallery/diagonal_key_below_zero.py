class Solution:
    def solveNQueens(self, n):
        cols = [True] * n
        diag = {k: True for k in range(2 * n - 1)}
        anti = {k: True for k in range(2 * n - 1)}
        queens, boards = [], []

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                d, a = row - col, row + col
                if cols[col] and diag[d] and anti[a]:
                    cols[col] = diag[d] = anti[a] = False
                    queens.append(col)
                    place(row + 1)
                    queens.pop()
                    cols[col] = diag[d] = anti[a] = True

        place(0)
        return boards

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
