class Solution:
    def totalNQueens(self, n):
        full = (1 << n) - 1

        def count(cols, ld, rd):
            if cols == full:
                return 1
            total = 0
            free = full & ~(cols | ld | rd)
            while free:
                bit = free & -free
                free -= bit
                total += count(cols | bit, (ld | bit) >> 1, (rd | bit) >> 1)
            return total

        return count(0, 0, 0)
