from typing import List, Optional


class Solution:
    def _search(self, n: int, row: int, queens: List[int], boards: Optional[list]) -> int:
        if row == n:
            if boards:
                boards.append(["." * q + "Q" + "." * (n - q - 1) for q in queens])
            return 1
        found = 0
        for col in range(n):
            clash = False
            for r, q in enumerate(queens):
                if q == col or abs(q - col) == row - r:
                    clash = True
                    break
            if clash:
                continue
            queens.append(col)
            found += self._search(n, row + 1, queens, boards)
            queens.pop()
        return found

    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        self._search(n, 0, [], boards)
        return boards

    def totalNQueens(self, n: int) -> int:
        return self._search(n, 0, [], None)
