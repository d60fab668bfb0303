"""Exact cover: N-Queens as an instance of Knuth's Algorithm X.

Beyond the classic styles. A queen on (row, col) is an option that covers four
items: its row and its column, which every board covers exactly once, and its
"\\" and "/" diagonals, which a board covers at most once. Algorithm X takes the
row or column with the fewest options left, tries each of its options in turn,
and covering one takes out every option that shares an item with it; a board is
found when every row and column is covered. The same solver, given other items
and options, solves Sudoku. The matrix is held as a dict of sets (each item's
open options), not as Knuth's dancing links: a Python set already takes an
option out and puts it back in O(1), which is what the links are for.

Time: O(n * n!): the item picked at depth k has at most n - k options, so under
e * n! placements, each costing O(n) to pick the item and cover its option.
Space: O(n^2) for the options and the sets, plus the boards returned.
"""

from typing import Iterator, List, Tuple


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        return [
            ["." * col + "Q" + "." * (n - col - 1) for col in queens]
            for queens in sorted(self._covers(n))
        ]

    def totalNQueens(self, n: int) -> int:
        return sum(1 for _ in self._covers(n))

    @staticmethod
    def _covers(n: int) -> Iterator[List[int]]:
        """Each exact cover of the rows and columns, as a list of queens[row] = col."""
        items_of = {}  # option (row, col) -> the four items it covers
        for row in range(n):
            for col in range(n):
                items_of[row, col] = (
                    ("row", row),
                    ("col", col),
                    ("diag", row - col),
                    ("anti", row + col),
                )
        primary = [("row", row) for row in range(n)] + [
            ("col", col) for col in range(n)
        ]
        options_of = {}  # item -> the options still open that cover it
        for option, items in items_of.items():
            for item in items:
                options_of.setdefault(item, set()).add(option)
        queens = {}  # the queens placed so far: queens[row] = col

        def cover(option: Tuple[int, int]) -> list:
            """Take out the option's items, and every option sharing one of them."""
            taken = []
            for item in items_of[option]:
                sharing = options_of.pop(item)
                for other in sharing:
                    for other_item in items_of[other]:
                        if other_item != item:
                            options_of[other_item].remove(other)
                taken.append((item, sharing))
            return taken

        def uncover(taken: list) -> None:
            """Put back what cover took out, in the reverse order."""
            for item, sharing in reversed(taken):
                options_of[item] = sharing
                for other in sharing:
                    for other_item in items_of[other]:
                        if other_item != item:
                            options_of[other_item].add(other)

        def search() -> Iterator[List[int]]:
            uncovered = [item for item in primary if item in options_of]
            if not uncovered:
                yield [queens[row] for row in range(n)]
                return
            fewest = min(uncovered, key=lambda item: len(options_of[item]))
            for row, col in list(options_of[fewest]):
                taken = cover((row, col))
                queens[row] = col
                yield from search()
                del queens[row]
                uncover(taken)

        return search()
