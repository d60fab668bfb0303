from typing import List


class Solution:
    def search(self, n, row, free, cols, out):
        if row == n:
            out.append(["." * c + "Q" + "." * (n - c - 1) for c in cols])
            return
        for col in sorted(free[row]):
            later = [set(squares) for squares in free]
            for d, squares in enumerate(later[row + 1 :], 1):
                squares.difference({col, col - d, col + d})
            self.search(n, row + 1, later, cols + [col], out)

    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        self.search(n, 0, [set(range(n)) for _ in range(n)], [], out)
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
