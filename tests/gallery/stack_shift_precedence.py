from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        full = (1 << n) - 1
        boards = []
        stack = [(0, 0, 0, ())]
        while stack:
            cols, hills, dales, queens = stack.pop()
            if len(queens) == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                continue
            free = full & ~(cols | hills | dales)
            while free:
                bit = free & -free
                free &= free - 1
                col = bit.bit_length() - 1
                stack.append((cols | bit, hills | bit << 1, dales | bit >> 1, queens + (col,)))
        return boards

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1
        total = 0
        stack = [(0, 0, 0)]
        while stack:
            cols, hills, dales = stack.pop()
            if cols == full:
                total += 1
                continue
            free = full & ~(cols | hills | dales)
            while free:
                bit = free & -free
                free &= free - 1
                stack.append((cols | bit, (hills | bit) << 1, (dales | bit) >> 1))
        return total
