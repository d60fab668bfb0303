from typing import List


class Solution:
    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        def count(cols, ld, rd):
            if cols == full:
                return 1
            total = 0
            free = full & ~(cols | ld | rd)
            while free:
                bit = free & -free
                free ^= bit
                total += count(cols | bit, (ld | bit) << 1 & full, (rd | bit) >> 1)
            return total

        found = 0
        for c in range((n + 1) // 2):
            bit = 1 << c
            found += count(bit, bit << 1 & full, bit >> 1)
        return found * 2

    def solveNQueens(self, n: int) -> List[List[str]]:
        boards, queens = [], []

        def place(r):
            if r == n:
                boards.append(["." * q + "Q" + "." * (n - q - 1) for q in queens])
                return
            for c in range(n):
                if all(c != q and abs(c - q) != r - i for i, q in enumerate(queens)):
                    queens.append(c)
                    place(r + 1)
                    queens.pop()

        place(0)
        return boards
