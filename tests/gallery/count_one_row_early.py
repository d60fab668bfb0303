from typing import List


class Solution:
    def _gen(self, n, row, placed):
        if row == n:
            yield list(placed)
            return
        for c in range(n):
            if all(c != pc and abs(c - pc) != row - pr for pr, pc in enumerate(placed)):
                placed.append(c)
                yield from self._gen(n, row + 1, placed)
                placed.pop()

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in sol] for sol in self._gen(n, 0, [])]

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        def count(row, cols, ld, rd):
            if row == n - 1:
                return 1
            total = 0
            free = full & ~(cols | ld | rd)
            while free:
                bit = free & -free
                free -= bit
                total += count(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1)
            return total

        return count(0, 0, 0, 0)
