from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        ans = []
        board = ["." * n for _ in range(n)]

        def safe(row, col):
            for r in range(n):
                if r == row:
                    continue
                q = board[r].find("Q")
                if q == col or abs(q - col) == abs(r - row):
                    return False
            return True

        def bt(row):
            if row == n:
                ans.append(board[:])
                return
            for col in range(n):
                if safe(row, col):
                    board[row] = board[row][:col] + "Q" + board[row][col + 1:]
                    bt(row + 1)
                    board[row] = "." * n

        bt(0)
        return ans

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
