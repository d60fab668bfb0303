from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        rows = ["." * n] * n
        cols, diag, anti = set(), set(), set()

        def bt(row):
            if row == n:
                res.append(rows[:])
                return
            for col in range(n):
                if col in cols or col - row in diag or row + col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row + col)
                rows[row] = "." * col + "Q" + "." * (n - col - 1)
                bt(row + 1)
                cols.remove(col)
                diag.remove(row - col)
                anti.remove(row + col)
            rows[row] = "." * n

        bt(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
