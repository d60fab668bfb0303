from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        owner = {"col": {}, "diag": {}, "anti": {}}
        chosen = {}
        out = []

        def put(row):
            if row == n:
                out.append(
                    [
                        "".join("Q" if chosen[i] == j else "." for j in range(n))
                        for i in range(n)
                    ]
                )
                return
            for c in range(n):
                if (
                    owner["col"].get(c)
                    or owner["diag"].get(row - c)
                    or owner["anti"].get(row + c)
                ):
                    continue
                owner["col"][c] = row
                owner["diag"][row - c] = row
                owner["anti"][row + c] = row
                chosen[row] = c
                put(row + 1)
                del owner["col"][c]
                del owner["diag"][row - c]
                del owner["anti"][row + c]
                del chosen[row]

        put(0)
        return out

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
