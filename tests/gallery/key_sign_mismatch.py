from typing import List


class Solution:
    def _search(self, n: int, on_full) -> None:
        cols, diag, anti = set(), set(), set()
        queens = []

        def is_safe(row: int, col: int) -> bool:
            return col not in cols and row - col not in diag and row + col not in anti

        def put(row: int, col: int) -> None:
            queens.append(col)
            cols.add(col)
            diag.add(col - row)
            anti.add(row + col)

        def take(row: int, col: int) -> None:
            queens.pop()
            cols.discard(col)
            diag.discard(col - row)
            anti.discard(row + col)

        def backtrack(row: int) -> None:
            if row == n:
                on_full(queens)
                return
            for col in range(n):
                if is_safe(row, col):
                    put(row, col)
                    backtrack(row + 1)
                    take(row, col)

        backtrack(0)

    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []

        def record(queens: List[int]) -> None:
            boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])

        self._search(n, record)
        return boards

    def totalNQueens(self, n: int) -> int:
        found = [0]

        def bump(queens: List[int]) -> None:
            found[0] += 1

        self._search(n, bump)
        return found[0]
