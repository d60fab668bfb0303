from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        def gen(queens):
            row = len(queens)
            if row == n:
                yield ["." * c + "Q" + "." * (n - c - 1) for c in queens]
            for col in range(n):
                if all(q != col and abs(q - col) != row - r for r, q in enumerate(queens)):
                    gen(queens + [col])
        return list(gen([]))

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
