"""A search by hand, one row at a time, each row's queen stepped along its row.

Time: O(n!)
Space: O(n)
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in qs] for qs in self.walk(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self.walk(n))

    def walk(self, n):
        found = []
        queens = [-1] * n
        cols, down, up = [False] * n, [False] * (2 * n), [False] * (2 * n)
        row = 0
        while row >= 0:
            queens[row] += 1
            if queens[row] > 0:  # lift the queen the row had
                col = queens[row]
                cols[col] = down[row - col + n] = up[row + col] = False
            while queens[row] < n:
                col = queens[row]
                if not (cols[col] or down[row - col + n] or up[row + col]):
                    break
                queens[row] += 1
            if queens[row] == n:
                queens[row] = -1
                row -= 1
                continue
            col = queens[row]
            cols[col] = down[row - col + n] = up[row + col] = True
            if row == n - 1:
                found.append(queens[:])
            else:
                row += 1
        return found
