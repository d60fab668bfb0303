class Solution:
    def solveNQueens(self, n):
        out = []
        def place(row, cols, ld, rd, picked):
            if row == n:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in picked])
                return
            for c in range(n):
                bit = 1 << c
                if cols & bit or ld & bit or rd & bit:
                    continue
                place(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1, picked + [c])
        place(0, 0, 0, 0, [])
        return out

    def totalNQueens(self, n):
        full = (1 << n) - 1
        seen = {}
        def count(row, cols, ld, rd):
            if row == n:
                return 1
            key = (row, cols | ld | rd)
            if key in seen:
                total = seen[key]
            else:
                total = 0
                free = full & ~(cols | ld | rd)
                while free:
                    bit = free & -free
                    free ^= bit
                    total += count(row + 1, cols | bit, (ld | bit) << 1 & full, (rd | bit) >> 1)
                seen[key] = total
            return total
        return count(0, 0, 0, 0)
