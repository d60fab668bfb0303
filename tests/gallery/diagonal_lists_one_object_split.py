from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        queens = []
        cols = [False] * n
        main_diag = anti_diag = [False] * (2 * n - 1)

        def place(row):
            if row == n:
                res.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if cols[col]:
                    continue
                if main_diag[row - col + n - 1]:
                    continue
                if anti_diag[row + col]:
                    continue
                cols[col] = True
                main_diag[row - col + n - 1] = True
                anti_diag[row + col] = True
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols[col] = False
                main_diag[row - col + n - 1] = False
                anti_diag[row + col] = False

        place(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
