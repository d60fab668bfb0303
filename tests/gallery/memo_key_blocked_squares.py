from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        def dfs(row, cols, ld, rd, path):
            if row == n:
                res.append(["." * c + "Q" + "." * (n - c - 1) for c in path])
                return
            free = ((1 << n) - 1) & ~(cols | ld | rd)
            while free:
                bit = free & -free
                free -= bit
                c = bit.bit_length() - 1
                dfs(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1, path + [c])
        dfs(0, 0, 0, 0, [])
        return res

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1
        memo = {}
        def count(row, cols, ld, rd):
            if cols == full:
                return 1
            key = (row, cols | ld | rd)
            if key in memo:
                return memo[key]
            total = 0
            free = full & ~(cols | ld | rd)
            while free:
                bit = free & -free
                free -= bit
                total += count(row + 1, cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1)
            memo[key] = total
            return total
        return count(0, 0, 0, 0)
