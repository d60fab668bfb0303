from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        full = (1 << n) - 1
        stack = [((), 0, 0, 0)]
        while stack:
            queens, cols, diag, anti = stack.pop()
            if len(queens) == n:
                boards.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                continue
            free = full & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free ^= bit
                col = bit.bit_length() - 1
                stack.append(
                    (queens + (col,), cols | bit, (diag | bit) << 1, (anti | bit) >> 1)
                )
        return boards


    def totalNQueens(self, n: int) -> int:
        total = 0
        stack = [(0, 0, 0, 0)]
        while stack:
            row, cols, diag, anti = stack.pop()
            if row == n:
                total += 1
                continue
            free = ~(cols | diag | anti)
            while free:
                bit = free & -free; free ^= bit; stack.append((row + 1, cols | bit, (diag | bit) << 1, (anti | bit) >> 1))
        return total
