from typing import List


class Solution:
    def _draw(self, cols: List[int], n: int) -> List[str]:
        board = []
        line = "." * n
        for c in cols:
            line = line[:c] + "Q" + line[c + 1 :]
            board.append(line)
        return board

    def _fits(self, cols: List[int], col: int) -> bool:
        row = len(cols)
        return all(c != col and abs(c - col) != row - r for r, c in enumerate(cols))

    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []

        def build(cols):
            if len(cols) == n:
                boards.append(self._draw(cols, n))
                return
            for col in range(n):
                if self._fits(cols, col):
                    build(cols + [col])

        build([])
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
