from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        def put(queens):
            row = len(queens)
            if row == n:
                res.append(["." * q + "Q" + "." * (n - q - 1) for q in queens]); return
            for col in range(n):
                if all(q != col and abs(q - col) != row - r for r, q in enumerate(queens)):
                    put(queens + [col])
        put([])
        return res

    def totalNQueens(self, n: int) -> int:
        if n == 1:
            return 1
        cols = [-1] * n
        row = count = 0
        while row >= 0:
            cols[row] += 1
            while cols[row] < n and any(cols[r] == cols[row] or abs(cols[r] - cols[row]) == row - r for r in range(row)):
                cols[row] += 1
            if cols[row] == n:
                cols[row] = -1
                row -= 1
            elif row == n - 1:
                count += 1
                cols[row] -= 1
            else:
                row += 1
        return count
