class Solution:
    def solveNQueens(self, n):
        self.n = n
        self.board = [["."] * n for _ in range(n)]
        self.saved = []
        self.cols, self.diag, self.anti = set(), set(), set()
        self.place(0)
        return [["".join(row) for row in board] for board in self.saved]

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))

    def place(self, row):
        if row == self.n:
            self.saved.append(self.board[:])
            return
        for col in range(self.n):
            if col in self.cols or row - col in self.diag or row + col in self.anti:
                continue
            self.cols.add(col); self.diag.add(row - col); self.anti.add(row + col)
            self.board[row][col] = "Q"
            self.place(row + 1)
            self.board[row][col] = "."
            self.cols.remove(col); self.diag.remove(row - col); self.anti.remove(row + col)
