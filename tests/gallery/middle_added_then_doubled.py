from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        self._search(n, [], boards)
        return boards

    def _search(self, n, queens, boards):
        row = len(queens)
        if row == n:
            boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
            return
        for col in range(n):
            if all(q != col and abs(q - col) != row - r for r, q in enumerate(queens)):
                queens.append(col)
                self._search(n, queens, boards)
                queens.pop()

    def totalNQueens(self, n: int) -> int:
        half = 0
        for col in range(n // 2):
            found = []
            self._search(n, [col], found)
            half += len(found)
        middle = []
        self._search(n, [n // 2], middle)
        if n % 2:
            half += len(middle)
        return 2 * half
