from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        row_of_col = {col: None for col in range(n)}
        down = set()
        up = set()
        placement = []
        boards = []

        def go(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - 1 - c) for c in placement])
                return
            for col in range(n):
                if row_of_col[col] or row - col in down or row + col in up:
                    continue
                row_of_col[col] = row
                down.add(row - col)
                up.add(row + col)
                placement.append(col)
                go(row + 1)
                placement.pop()
                row_of_col[col] = None
                down.remove(row - col)
                up.remove(row + col)

        go(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
