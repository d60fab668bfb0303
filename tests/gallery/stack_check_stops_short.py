from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        done = []
        stack = [[]]
        while len(stack) > 0:
            queens = stack.pop()
            row = len(queens)
            if row == n:
                done.append(queens)
                continue
            for col in range(n):
                clear = True
                for r in range(row - 1):
                    if queens[r] == col or abs(queens[r] - col) == row - r:
                        clear = False
                        break
                if clear:
                    stack.append(queens + [col])
        return [["." * c + "Q" + "." * (n - c - 1) for c in q] for q in done]

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
