from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        result = []
        board = ["." * n for _ in range(n)]
        cols, d1, d2 = set(), set(), set()
        def place(row):
            if row == n:
                result.append(list(board))
                return
            for col in range(n):
                if col in cols or row - col in d1 or row + col in d2:
                    continue
                board[row][col] = "Q"
                cols.add(col); d1.add(row - col); d2.add(row + col)
                place(row + 1)
                board[row][col] = "."
                cols.remove(col); d1.remove(row - col); d2.remove(row + col)
        place(0)
        return result

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
