from typing import List

class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        pos = {}   # row -> col
        sols = []

        def ok(r, c):
            for qr, qc in pos.items():
                if qr == r:
                    continue
                if qc == c or qr - qc == r - c or qr + qc == r + c:
                    return False
            return True

        def bt(r):
            if r == n:
                board = []
                for i in range(n):
                    board.append('.' * pos[i] + 'Q' + '.' * (n - pos[i] - 1))
                sols.append(board)
                return
            for c in range(n):
                if ok(r, c):
                    pos[r] = c
                    bt(r + 1)

        bt(0)
        return sols

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
