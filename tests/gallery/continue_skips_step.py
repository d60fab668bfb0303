from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        queens = [-1] * n
        cols = [False] * n
        d1 = [False] * (2 * n)
        d2 = [False] * (2 * n)

        def backtrack(row):
            if row == n:
                board = []
                for r in range(n):
                    board.append("." * queens[r] + "Q" + "." * (n - queens[r] - 1))
                res.append(board)
                return
            col = 0
            while col < n:
                if cols[col] or d1[row - col + n] or d2[row + col]:
                    continue
                queens[row] = col
                cols[col] = True
                d1[row - col + n] = True
                d2[row + col] = True
                backtrack(row + 1)
                cols[col] = False
                d1[row - col + n] = False
                d2[row + col] = False
                queens[row] = -1
                col += 1

        backtrack(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
