from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        self._place(n, 0, [], {}, {}, {}, out)
        return [["." * c + "Q" + "." * (n - c - 1) for c in queens] for queens in out]

    def totalNQueens(self, n: int) -> int:
        out = []
        self._place(n, 0, [], {}, {}, {}, out)
        return len(out)

    def _place(self, n, row, queens, cols, diag, anti, out):
        if row == n:
            out.append(list(queens))
            return
        for col in range(n):
            d = row - col
            a = col - row
            if cols.get(col) or diag.get(d) or anti.get(a):
                continue
            cols[col] = diag[d] = anti[a] = True
            queens.append(col)
            self._place(n, row + 1, queens, cols, diag, anti, out)
            queens.pop()
            cols[col] = diag[d] = anti[a] = False
