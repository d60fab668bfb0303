from typing import List


class Solution:
    def totalNQueens(self, n: int) -> int:
        count = 0
        stack = [(0, frozenset(), frozenset(), frozenset())]
        while stack:
            row, cols, ups, downs = stack.pop()
            if row == n:
                count += 1
                continue
            for col in range(n):
                if col in cols or row + col in ups or row - col in ups:
                    continue
                stack.append((row + 1, cols | {col}, ups | {row + col}, downs | {row - col}))
        return count

    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        queens = []

        def go(row, cols, ups, downs):
            if row == n:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if col in cols or row + col in ups or row - col in downs:
                    continue
                queens.append(col)
                go(row + 1, cols | {col}, ups | {row + col}, downs | {row - col})
                queens.pop()

        go(0, set(), set(), set())
        return out
