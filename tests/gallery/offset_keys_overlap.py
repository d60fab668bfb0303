from typing import List


class Solution:
    def _columns(self, n):
        blocked = set()
        out, picked = [], []

        def place(row):
            if row == n:
                out.append(list(picked))
                return
            for col in range(n):
                marks = (col, n + row + col, 2 * n + row - col)
                if any(m in blocked for m in marks):
                    continue
                blocked.update(marks)
                picked.append(col)
                place(row + 1)
                picked.pop()
                blocked.difference_update(marks)

        place(0)
        return out

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in cols] for cols in self._columns(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._columns(n))
