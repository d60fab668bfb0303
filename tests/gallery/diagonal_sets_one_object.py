"""Sets of taken lines.

Time: O(n!)
Space: O(n)
"""

from typing import List


class Solution:
    def totalNQueens(self, n: int) -> int:
        cols = set()
        diag = anti = set()

        def count(row):
            if row == n:
                return 1
            total = 0
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row + col)
                total += count(row + 1)
                cols.remove(col)
                diag.remove(row - col)
                anti.remove(row + col)
            return total

        return count(0)

    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []
        cols = set()
        diag = anti = set()

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col)
                diag.add(row - col)
                anti.add(row + col)
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols.remove(col)
                diag.remove(row - col)
                anti.remove(row + col)

        place(0)
        return boards
