class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        res = []
        cols, diag, anti = set(), set(), set()
        queens = []

        def backtrack(r):
            if r == n:
                res.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for c in range(n):
                if c in cols or r - c in diag or r + c in anti:
                    continue
                cols.add(c)
                diag.add(r - c)
                anti.add(r + c)
                queens.append(c)
                backtrack(r + 1)
                queens.pop()
                cols.remove(c)
                diag.remove(r - c)
                anti.remove(r + c)

        backtrack(0)
        return res

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
