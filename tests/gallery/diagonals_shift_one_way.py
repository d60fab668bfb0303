class Solution:
    def solveNQueens(self, n):
        full = (1 << n) - 1
        out, qs = [], []
        def go(row, cols, ld, rd):
            if row == n:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in qs])
                return
            free = full & ~(cols | ld | rd)
            while free:
                bit = free & -free
                free ^= bit
                qs.append(bit.bit_length() - 1)
                go(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) << 1)
                qs.pop()
        go(0, 0, 0, 0)
        return out

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
