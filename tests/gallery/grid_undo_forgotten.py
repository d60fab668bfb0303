from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        result = []
        board = [['.' for _ in range(n)] for _ in range(n)]
        columns = set()
        pos_diag = set()   # r + c
        neg_diag = set()   # r - c

        def dfs(r):
            if r == n:
                copy = ["".join(row) for row in board]
                result.append(copy)
                return

            for c in range(n):
                if c in columns or (r + c) in pos_diag or (r - c) in neg_diag:
                    continue

                columns.add(c)
                pos_diag.add(r + c)
                neg_diag.add(r - c)
                board[r][c] = 'Q'

                dfs(r + 1)

                columns.remove(c)
                pos_diag.remove(r + c)
                neg_diag.remove(r - c)

        dfs(0)
        return result

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
