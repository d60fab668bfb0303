"""Constellations, plain: the edge queens first, one start per class, weighted.

Beyond the classic styles: constellations.py's idea, written to be read. Every
solution has one queen on each edge of the board (the top and bottom rows, the left
and right columns; a corner queen stands on two): its start constellation. The
board's eight turns and flips turn constellations into constellations, so the plain
bitmap search completes only one of each class, over the squares no edge queen
attacks, and each board found counts once for every constellation of its class (or
is turned into each of them, when listing).

Time: O(n!): O(n^4) constellations tried, then under e * n! placements in all,
each found in O(1).
Space: O(n^4) for the constellations met, O(n) for the search, plus the boards
returned.
"""

from typing import Callable, Iterator, List, Tuple


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        if n == 0:
            return [[]]
        found = []
        for squares, turns in self._starts(n):
            for queens in self._completions(n, squares):
                found += [self._turned(queens, turn) for turn in turns]
        found.sort()
        return [
            ["." * col + "Q" + "." * (n - col - 1) for col in queens]
            for queens in found
        ]

    def totalNQueens(self, n: int) -> int:
        if n == 0:
            return 1
        return sum(
            len(turns) * self._count(n, squares) for squares, turns in self._starts(n)
        )

    @staticmethod
    def _turns(n: int) -> List[Callable[[int, int], Tuple[int, int]]]:
        """The board's eight symmetries, each moving a square (row, col): the
        identity, the three turns, and the four flips."""
        last = n - 1
        return [
            lambda row, col: (row, col),
            lambda row, col: (col, last - row),
            lambda row, col: (last - row, last - col),
            lambda row, col: (last - col, row),
            lambda row, col: (row, last - col),
            lambda row, col: (last - row, col),
            lambda row, col: (col, row),
            lambda row, col: (last - col, last - row),
        ]

    @staticmethod
    def _starts(n: int) -> Iterator[Tuple[tuple, list]]:
        """One start constellation of each class, the first the loops meet, as its
        sorted squares, with one symmetry for each constellation of its class, which
        turns it into that one. Each edge queen is checked against those before it."""
        last = n - 1
        turns = Solution._turns(n)
        seen = set()  # every constellation of the classes met so far
        for top in range(n):
            for bottom in range(n):
                if Solution._attacks((last, bottom), [(0, top)]):
                    continue
                for left in range(n):
                    if Solution._attacks((left, 0), [(0, top), (last, bottom)]):
                        continue
                    for right in range(n):
                        placed = [(0, top), (last, bottom), (left, 0)]
                        if Solution._attacks((right, last), placed):
                            continue
                        squares = set(placed + [(right, last)])
                        start = tuple(sorted(squares))
                        if start in seen:
                            continue
                        images = {}  # each image of the squares, sorted -> its turn
                        for turn in turns:
                            image = tuple(sorted(turn(*square) for square in squares))
                            images.setdefault(image, turn)
                        seen.update(images)
                        yield start, list(images.values())

    @staticmethod
    def _attacks(square: Tuple[int, int], others: List[Tuple[int, int]]) -> bool:
        """Does a queen on square attack one of the others? On the same square she is
        the same queen: a corner queen stands on two edges. Two queens on one edge
        attack each other along it, so each edge keeps one queen."""
        row, col = square
        return any(
            (row, col) != (other_row, other_col)
            and (
                row == other_row
                or col == other_col
                or abs(row - other_row) == abs(col - other_col)
            )
            for other_row, other_col in others
        )

    @staticmethod
    def _allowed(n: int, squares: tuple) -> List[int]:
        """allowed[row]: the squares a queen may take in that row: her square alone in
        a row an edge queen holds, and in every other row those no edge queen attacks
        (the side columns neither: their queens are edge queens)."""
        full = (1 << n) - 1
        allowed = [full & ~(1 | 1 << (n - 1))] * n
        for queen_row, queen_col in squares:
            allowed[queen_row] = 1 << queen_col
        for row in range(n):
            for queen_row, queen_col in squares:
                if row != queen_row:
                    distance = abs(row - queen_row)
                    bit = 1 << queen_col
                    allowed[row] &= ~(bit | bit << distance | bit >> distance)
        return allowed

    @staticmethod
    def _completions(n: int, squares: tuple) -> List[List[int]]:
        """Every board with these edge queens, as queens[row] = col: the bitmap
        search, row by row, each row's free squares among those allowed."""
        allowed = Solution._allowed(n, squares)
        boards = []
        queens = [0] * n

        def place(row: int, cols: int, diag: int, anti: int) -> None:
            if row == n:
                boards.append(list(queens))
                return
            free = allowed[row] & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free -= bit
                queens[row] = bit.bit_length() - 1
                place(row + 1, cols | bit, (diag | bit) << 1, (anti | bit) >> 1)

        place(0, 0, 0, 0)
        return boards

    @staticmethod
    def _count(n: int, squares: tuple) -> int:
        """The number of boards with these edge queens: the same search, counting."""
        allowed = Solution._allowed(n, squares)

        def count(row: int, cols: int, diag: int, anti: int) -> int:
            if row == n:
                return 1
            total = 0
            free = allowed[row] & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free -= bit
                total += count(
                    row + 1, cols | bit, (diag | bit) << 1, (anti | bit) >> 1
                )
            return total

        return count(0, 0, 0, 0)

    @staticmethod
    def _turned(queens: List[int], turn: Callable) -> List[int]:
        """The board queens (queens[row] = col) turned by a symmetry."""
        turned = [0] * len(queens)
        for row, col in enumerate(queens):
            turned_row, turned_col = turn(row, col)
            turned[turned_row] = turned_col
        return turned
