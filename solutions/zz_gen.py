from typing import Iterator, List, Tuple


class Solution:
    def _solutions(self, n: int) -> Iterator[Tuple[int, ...]]:
        def extend(queens):
            row = len(queens)
            if row == n:
                yield tuple(queens)
                return
            for c in range(n):
                if all(c != q and abs(c - q) != row - r for r, q in enumerate(queens)):
                    queens.append(c)
                    yield from extend(queens)
                    queens.pop()

        yield from extend([])

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [
            ["." * c + "Q" + "." * (n - c - 1) for c in sol]
            for sol in self._solutions(n)
        ]

    def totalNQueens(self, n: int) -> int:
        return sum(1 for _ in self._solutions(n))
