from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        queens = [-1] * n
        row = 0
        while row >= 0:
            queens[row] += 1
            while queens[row] < n and not self.ok(queens, row):
                queens[row] += 1
            if queens[row] < n:
                if row == n - 1:
                    res.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                else:
                    row += 1
            else:
                row -= 1
        return res

    def ok(self, queens, row):
        for i in range(row):
            if queens[i] == queens[row] or abs(queens[i] - queens[row]) == row - i:
                return False
        return True

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
