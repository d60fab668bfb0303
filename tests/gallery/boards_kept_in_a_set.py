class Solution:
    def solveNQueens(self, n):
        found = set()
        queens = []

        def place(row):
            if row == n:
                found.add(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if all(col != q and abs(col - q) != row - r for r, q in enumerate(queens)):
                    queens.append(col)
                    place(row + 1)
                    queens.pop()

        place(0)
        return [list(board) for board in found]

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
