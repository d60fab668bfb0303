from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        result = []
        used_col = [False] * n
        diag = [False] * (2 * n)
        anti = [False] * (2 * n)
        pos = [0] * n

        def go(row):
            if row == n:
                result.append(["." * p + "Q" + "." * (n - p - 1) for p in pos])
                return
            for col in range(n):
                if used_col[col] or diag[row - col + n] or anti[row - col + n]:
                    continue
                used_col[col] = diag[row - col + n] = anti[row - col + n] = True
                pos[row] = col
                go(row + 1)
                used_col[col] = diag[row - col + n] = anti[row - col + n] = False

        go(0)
        return result

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
