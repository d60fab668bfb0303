from typing import List

class Solution:
    def isSafe(self, queens, r, c):
        for i in range(r):
            if queens[i] == c:
                return False
            if queens[i] - i == c - r:
                return False
        return True

    def solveNQueens(self, n: int) -> List[List[str]]:
        ans = []
        queens = [-1] * n

        def bt(r):
            if r == n:
                board = []
                for q in queens:
                    board.append('.' * q + 'Q' + '.' * (n - q - 1))
                ans.append(board)
                return
            for c in range(n):
                if self.isSafe(queens, r, c):
                    queens[r] = c
                    bt(r + 1)
                    queens[r] = -1

        bt(0)
        return ans

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
