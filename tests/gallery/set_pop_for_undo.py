from typing import List


class Solution:
    def totalNQueens(self, n: int) -> int:
        cols, ups, downs = set(), set(), set()

        def count(r):
            if r == n:
                return 1
            total = 0
            for c in range(n):
                if c in cols or r + c in ups or r - c in downs:
                    continue
                cols.add(c)
                ups.add(r + c)
                downs.add(r - c)
                total += count(r + 1)
                cols.pop()
                ups.pop()
                downs.pop()
            return total

        return count(0)

    def solveNQueens(self, n: int) -> List[List[str]]:
        boards, cols = [], []

        def place(r):
            if r == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in cols])
                return
            for c in range(n):
                if all(c != q and abs(c - q) != r - i for i, q in enumerate(cols)):
                    cols.append(c)
                    place(r + 1)
                    cols.pop()

        place(0)
        return boards
