from typing import List


class Solution:
    def make_board(self, queens, n):
        board = []
        blank = ['.'] * n
        for q in queens:
            row = blank
            row[q] = 'Q'
            board.append(''.join(row))
        return board

    def solveNQueens(self, n: int) -> List[List[str]]:
        self.res = []
        self.backtrack(n, 0, [], set(), set(), set())
        return self.res

    def backtrack(self, n, row, queens, cols, pos_diag, neg_diag):
        if row == n:
            self.res.append(self.make_board(queens, n))
            return
        for col in range(n):
            if col in cols or (row + col) in pos_diag or (row - col) in neg_diag:
                continue
            cols.add(col)
            pos_diag.add(row + col)
            neg_diag.add(row - col)
            queens.append(col)
            self.backtrack(n, row + 1, queens, cols, pos_diag, neg_diag)
            queens.pop()
            cols.remove(col)
            pos_diag.remove(row + col)
            neg_diag.remove(row - col)

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
