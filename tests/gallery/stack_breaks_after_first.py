from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        stack = [()]
        while stack:
            queens = stack.pop()
            row = len(queens)
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                break
            for col in range(n):
                if all(
                    col != c and abs(col - c) != row - r for r, c in enumerate(queens)
                ):
                    stack.append(queens + (col,))
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
