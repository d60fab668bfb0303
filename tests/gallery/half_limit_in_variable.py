from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        found = []
        queens = []
        cols, diag, anti = set(), set(), set()

        def go(row):
            if row == n:
                board = ["." * c + "Q" + "." * (n - c - 1) for c in queens]
                found.append(board)
                found.append([line[::-1] for line in board])
                return
            stop = (n + 1) // 2 if row == 0 else n
            for col in range(stop):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col); diag.add(row - col); anti.add(row + col); queens.append(col)
                go(row + 1)
                cols.remove(col); diag.remove(row - col); anti.remove(row + col); queens.pop()

        go(0)
        return found

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
