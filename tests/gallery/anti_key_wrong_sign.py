from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        col_set, diag_set, anti_set = set(), set(), set()
        board = [["."] * n for _ in range(n)]

        def backtrack(row):
            if row == n:
                res.append(["".join(r) for r in board])
                return
            for col in range(n):
                d, a = row - col, col - row
                if col in col_set or d in diag_set or a in anti_set:
                    continue
                col_set.add(col)
                diag_set.add(d)
                anti_set.add(a)
                board[row][col] = "Q"
                backtrack(row + 1)
                board[row][col] = "."
                col_set.remove(col)
                diag_set.remove(d)
                anti_set.remove(a)

        backtrack(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
