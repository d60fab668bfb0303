class Solution:
    def totalNQueens(self, n):
        self.n = n
        self.cols = self.d1 = self.d2 = 0
        return self.place(0)

    def place(self, row):
        if row == self.n:
            return 1
        n, total = self.n, 0
        for col in range(n):
            if self.cols >> col & 1 or self.d1 >> row + col & 1 or self.d2 >> row - col + n & 1:
                continue
            self.cols |= 1 << col
            self.d1 |= 1 << (row + col)
            self.d2 |= 1 << (row - col + n)
            total += self.place(row + 1)
            self.cols &= ~1 << col
            self.d1 &= ~(1 << (row + col))
            self.d2 &= ~(1 << (row - col + n))
        return total
