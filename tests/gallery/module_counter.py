from typing import List

found = 0

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        def place(queens):
            row = len(queens)
            if row == n:
                boards.append(['.' * q + 'Q' + '.' * (n - q - 1) for q in queens])
                return
            for col in range(n):
                if all(col != q and abs(col - q) != row - r for r, q in enumerate(queens)):
                    place(queens + [col])
        place([])
        return boards

    def totalNQueens(self, n: int) -> int:
        global found
        def place(cols, d1, d2, row):
            global found
            if row == n:
                found += 1
                return
            for col in range(n):
                if col not in cols and row-col not in d1 and row+col not in d2:
                    place(cols | {col}, d1 | {row-col}, d2 | {row+col}, row+1)
        place(set(), set(), set(), 0)
        return found
