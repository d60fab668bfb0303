from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        half = []
        cols = [0] * n

        def safe(row, col):
            for r in range(row):
                if cols[r] == col or abs(cols[r] - col) == row - r:
                    return False
            return True

        def place(row):
            if row == n:
                half.append(["." * c + "Q" + "." * (n - c - 1) for c in cols])
                return
            limit = (n + 1) // 2 if row == 0 else n
            for col in range(limit):
                if safe(row, col):
                    cols[row] = col
                    place(row + 1)

        place(0)
        boards = list(half)
        for board in half:
            if 2 * board[0].index("Q") + 1 != n:
                boards.append(board[::-1])
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
