from functools import lru_cache
from typing import List

N = 0


@lru_cache(maxsize=None)
def count_from(row, cols, diag, anti):
    if row == N:
        return 1
    total = 0
    for c in range(N):
        bit = 1 << c
        if cols & bit or diag & bit or anti & bit:
            continue
        total += count_from(
            row + 1, cols | bit, ((diag | bit) << 1) & ((1 << N) - 1), (anti | bit) >> 1
        )
    return total


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        qs = []

        def go(r):
            if r == n:
                out.append(["." * q + "Q" + "." * (n - q - 1) for q in qs])
                return
            for c in range(n):
                if all(q != c and abs(q - c) != r - i for i, q in enumerate(qs)):
                    qs.append(c)
                    go(r + 1)
                    qs.pop()

        go(0)
        return out

    def totalNQueens(self, n: int) -> int:
        global N
        N = n
        return count_from(0, 0, 0, 0)
