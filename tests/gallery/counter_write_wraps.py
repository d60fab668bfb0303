class Solution:
    def solveNQueens(self, n):
        hits = [[0] * n for _ in range(n)]
        queens, boards = [], []

        def mark(row, col, step):
            for below in range(row + 1, n):
                d = below - row
                hits[below][col] += step
                hits[below][col - d] += step
                if col + d < n:
                    hits[below][col + d] += step

        def go(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if hits[row][col] == 0:
                    queens.append(col)
                    mark(row, col, 1)
                    go(row + 1)
                    mark(row, col, -1)
                    queens.pop()

        go(0)
        return boards

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
