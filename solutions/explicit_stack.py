"""Explicit stack: the bitmap search without recursion.

Beyond the classic styles. Each entry on `stack` is one partial placement:
the queens so far and the bitmap masks of the columns and diagonals they take.
Popping an entry and pushing one entry per free square of the next row visits
the same placements as the recursive search, with a list in place of the call
stack, so no recursion limit applies however large n is. A stack gives back
last what went on first, so the free squares go on from the right, highest bit
first: the leftmost comes off first, and the boards come out in the recursive
search's order.

Time: O(n!): under e * n! placements, each found in O(1) (O(n) when listing
boards, as each entry copies its queens).
Space: O(n^2) stack entries (at most n per row), each O(n) when listing boards.
"""

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
                bit = 1 << (free.bit_length() - 1)
                free -= bit
                col = bit.bit_length() - 1
                stack.append(
                    (queens + (col,), cols | bit, (diag | bit) << 1, (anti | bit) >> 1)
                )
        return boards

    def totalNQueens(self, n: int) -> int:
        total = 0
        full = (1 << n) - 1
        stack = [(0, 0, 0)]
        while stack:
            cols, diag, anti = stack.pop()
            if cols == full:
                total += 1
                continue
            free = full & ~(cols | diag | anti)
            while free:
                bit = 1 << (free.bit_length() - 1)
                free -= bit
                stack.append((cols | bit, (diag | bit) << 1, (anti | bit) >> 1))
        return total
