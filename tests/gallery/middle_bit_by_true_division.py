class Solution:
    def solveNQueens(self, n):
        out = []

        def go(row, queens):
            if row == n:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for c in range(n):
                if all(c != q and abs(c - q) != row - r for r, q in enumerate(queens)):
                    go(row + 1, queens + [c])

        go(0, [])
        return out

    def totalNQueens(self, n):
        full = (1 << n) - 1

        def count(cols, left, right):
            if cols == full:
                return 1
            total, free = 0, full & ~(cols | left | right)
            while free:
                bit = free & -free
                free ^= bit
                total += count(cols | bit, (left | bit) << 1 & full, (right | bit) >> 1)
            return total

        half = sum(count(1 << c, 1 << c << 1 & full, 1 << c >> 1) for c in range(n // 2))
        if n % 2 == 0:
            return 2 * half
        mid = 1 << (n / 2)
        return 2 * half + count(mid, mid << 1 & full, mid >> 1)
