from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        answer = []
        def search(queens, row):
            if row == n:
                answer.append(queens[:])
                return
            for col in range(n):
                if all(c != col and abs(c - col) != row - r for r, c in enumerate(queens[:row])):
                    queens[row] = col
                    search(queens, row + 1)
        search([0] * n, 0)
        return answer

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
