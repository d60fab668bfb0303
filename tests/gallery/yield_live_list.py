from typing import Iterator, List


class Solution:
    def _placements(self, n: int) -> Iterator[List[int]]:
        queens: List[int] = []

        def ok(col: int) -> bool:
            row = len(queens)
            for r, c in enumerate(queens):
                if c == col or abs(c - col) == row - r:
                    return False
            return True

        def extend() -> Iterator[List[int]]:
            if len(queens) == n:
                yield queens
                return
            for col in range(n):
                if ok(col):
                    queens.append(col)
                    yield from extend()
                    queens.pop()

        return extend()

    def solveNQueens(self, n: int) -> List[List[str]]:
        placements = list(self._placements(n))
        return [["." * c + "Q" + "." * (n - c - 1) for c in q] for q in placements]

    def totalNQueens(self, n: int) -> int:
        return sum(1 for _ in self._placements(n))
