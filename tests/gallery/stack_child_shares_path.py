from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        found = []
        stack = [[]]
        while stack:
            queens = stack.pop()
            row = len(queens)
            if row == n:
                found.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                continue
            for col in reversed(range(n)):
                if all(q != col and abs(q - col) != row - r for r, q in enumerate(queens)):
                    child = queens
                    child.append(col)
                    stack.append(child)
        return found

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
