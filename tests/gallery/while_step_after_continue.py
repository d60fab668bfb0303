from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards, queens = [], []

        def attacked(c):
            r = len(queens)
            return any(q == c or abs(q - c) == r - i for i, q in enumerate(queens))

        def place():
            if len(queens) == n:
                boards.append(["." * q + "Q" + "." * (n - q - 1) for q in queens])
                return
            c = 0
            while c < n:
                if attacked(c):
                    continue
                queens.append(c)
                place()
                queens.pop()
                c += 1

        place()
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
