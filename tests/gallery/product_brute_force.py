import itertools
from typing import List

class Solution:
    def clashes(self, cols):
        n = len(cols)
        return sum(1 for i, j in itertools.combinations(range(n), 2)
                   if cols[i] == cols[j] or abs(cols[i] - cols[j]) == j - i)

    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        for cols in itertools.product(range(n), repeat=n):
            if self.clashes(cols) == 0:
                out.append(['.' * c + 'Q' + '.' * (n - 1 - c) for c in cols])
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
