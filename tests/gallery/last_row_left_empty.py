from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        used_col = [False] * n
        used_d1 = [False] * (2 * n - 1)   # r + c
        used_d2 = [False] * (2 * n - 1)   # r - c + n - 1
        pos = [-1] * n
        out = []

        def go(r):
            if r == n - 1:
                board = []
                for i in range(n):
                    row = ['.'] * n
                    if pos[i] != -1:
                        row[pos[i]] = 'Q'
                    board.append(''.join(row))
                out.append(board)
                return
            for c in range(n):
                if used_col[c] or used_d1[r + c] or used_d2[r - c + n - 1]:
                    continue
                used_col[c] = used_d1[r + c] = used_d2[r - c + n - 1] = True
                pos[r] = c
                go(r + 1)
                pos[r] = -1
                used_col[c] = used_d1[r + c] = used_d2[r - c + n - 1] = False

        go(0)
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
