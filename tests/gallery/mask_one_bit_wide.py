from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        mask = (1 << n + 1) - 1
        result = []
        picks = []

        def dfs(row, cols, ld, rd):
            if row == n:
                result.append(["." * p + "Q" + "." * (n - p - 1) for p in picks])
                return
            avail = mask & ~(cols | ld | rd)
            while avail:
                low = avail & -avail
                avail ^= low
                picks.append(low.bit_length() - 1)
                dfs(row + 1, cols | low, ((ld | low) << 1) & mask, (rd | low) >> 1)
                picks.pop()

        dfs(0, 0, 0, 0)
        return result

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
