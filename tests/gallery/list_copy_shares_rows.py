from typing import List


class Solution:
    def _collect(self, n):
        board = [["."] * n for _ in range(n)]
        used_cols = [False] * n
        used_diag = set()
        used_anti = set()
        solutions = []

        def place(row):
            if row == n:
                solutions.append(list(board))
                return
            for col in range(n):
                if used_cols[col] or row - col in used_diag or row + col in used_anti:
                    continue
                board[row][col] = "Q"
                used_cols[col] = True
                used_diag.add(row - col)
                used_anti.add(row + col)
                place(row + 1)
                board[row][col] = "."
                used_cols[col] = False
                used_diag.remove(row - col)
                used_anti.remove(row + col)

        place(0)
        return solutions

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["".join(line) for line in b] for b in self._collect(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._collect(n))
