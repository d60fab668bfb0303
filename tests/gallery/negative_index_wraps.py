from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        self._search(n, lambda queens: boards.append(
            ["".join("Q" if c == col else "." for c in range(n)) for col in queens]))
        return boards

    def totalNQueens(self, n: int) -> int:
        count = 0

        def tally(_):
            nonlocal count
            count += 1

        self._search(n, tally)
        return count

    def _search(self, n: int, visit) -> None:
        cols, diag, anti = [False] * n, [False] * n, [False] * (2 * n - 1)
        queens = [0] * n

        def place(row: int) -> None:
            if row == n:
                visit(queens)
                return
            for col in range(n):
                if cols[col] or diag[row - col] or anti[row + col]:
                    continue
                queens[row] = col
                cols[col] = diag[row - col] = anti[row + col] = True
                place(row + 1)
                cols[col] = diag[row - col] = anti[row + col] = False

        place(0)
