from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        result = []
        queens = []
        cols, diag, anti = set(), set(), set()

        def backtrack(row):
            if row == n:
                result.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return True
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col); diag.add(row - col); anti.add(row + col)
                queens.append(col)
                if backtrack(row + 1):
                    return True
                queens.pop()
                cols.remove(col); diag.remove(row - col); anti.remove(row + col)
            return False

        backtrack(0)
        return result

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
