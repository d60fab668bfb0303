"""Constellations: the queens on the board's edges first, one set per class.

Beyond the classic styles: the method of the Q27 project, which counted the
solutions for n = 27, Q(27) = 234,907,967,154,122,528, in 2016, as about 2.02
billion independent pieces. Every solution has one queen on each edge of the
board: the top and bottom rows, the left and right columns (a corner queen
stands on two). Those queens are its start constellation. The eight symmetries
of the board turn constellations into constellations, so only the least one of
each class is completed, and each board found counts once for every
constellation of its class. A completion is a bitmap search down the rows in
between, with the squares the edge queens attack struck out before it starts;
it looks one row ahead, from tables built once per call, and tries only the
squares that leave the next row a free square. Its levels are loops inside one
another, two to a function down to the last five, which one function takes with
the bottom row, so most squares are tried without a call. When counting, the
constellations that differ only in their bottom queen share one search, which
fills the bottom row last: the square its queen takes says which constellation
the board completes. Listing the boards turns each board found by one symmetry
for each constellation of its class.

Time: O(n!): O(n^4) constellations, then under e * n! placements in all, each
in O(1); plus O(n 2^n) for the tables.
Space: O(n 2^n) for the tables, O(n^4) for the constellations, O(n) for the
search, plus the boards returned.
"""

from typing import Callable, Iterable, Iterator, List, Tuple


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        if n == 0:
            return [[]]
        found = []
        for squares, turns in self._constellations(n):
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
        # The constellations that differ only in their bottom queen share a search:
        # sizes[the other edge queens][the bottom queen's bit] = its class's size.
        sizes = {}
        for squares, turns in self._constellations(n):
            others = tuple(square for square in squares if square[0] != n - 1)
            bottom = [col for row, col in squares if row == n - 1][0]
            sizes.setdefault(others, {})[1 << bottom] = len(turns)
        tables = {
            gap: (self._squares(n, gap), self._sparing(n, gap)) for gap in (1, 2, 3)
        }
        return sum(
            self._count(n, list(others), by_bottom, tables)
            for others, by_bottom in sizes.items()
        )

    @staticmethod
    def _constellations(
        n: int,
    ) -> Iterator[Tuple[List[Tuple[int, int]], List[Callable]]]:
        """The least constellation of each class, with one symmetry that turns it
        into each constellation of the class (so as many as the class's size).

        A constellation is the queens (row, col) on the edges; the least of its
        class has its top queen nearest a corner of all its edge queens."""
        last = n - 1
        turns = [
            lambda row, col: (row, col),
            lambda row, col: (row, last - col),
            lambda row, col: (last - row, col),
            lambda row, col: (last - row, last - col),
            lambda row, col: (col, row),
            lambda row, col: (col, last - row),
            lambda row, col: (last - col, row),
            lambda row, col: (last - col, last - row),
        ]
        for top in range(last // 2 + 1):
            nearer = range(top, last - top + 1)  # no nearer a corner than top
            for bottom in nearer:
                # A corner queen stands on two edges, one square in the sets below;
                # two edges that disagree on a corner attack.
                ends = {(0, top), (last, bottom)}
                if Solution._attacking(ends):
                    continue
                for left in nearer:
                    with_left = ends | {(left, 0)}
                    if Solution._attacking(with_left):
                        continue
                    for right in nearer:
                        squares = sorted(with_left | {(right, last)})
                        if Solution._attacking(squares):
                            continue
                        if top < min(
                            bottom, left, right, last - max(bottom, left, right)
                        ):
                            yield squares, turns  # only itself puts its top queen there
                            continue
                        images = {}
                        for turn in turns:
                            image = tuple(
                                sorted(turn(row, col) for row, col in squares)
                            )
                            images.setdefault(image, turn)
                        if min(images) == tuple(squares):
                            yield squares, list(images.values())

    @staticmethod
    def _turned(queens: List[int], turn: Callable) -> List[int]:
        """The board queens (queens[row] = col) turned by a symmetry."""
        turned = [0] * len(queens)
        for row, col in enumerate(queens):
            turned_row, turned_col = turn(row, col)
            turned[turned_row] = turned_col
        return turned

    @staticmethod
    def _attacking(squares: Iterable[Tuple[int, int]]) -> bool:
        """Do two of the queens share a row, a column or a diagonal?"""
        squares = list(squares)
        for i, (row, col) in enumerate(squares):
            for other_row, other_col in squares[:i]:
                if (
                    row == other_row
                    or col == other_col
                    or abs(row - other_row) == abs(col - other_col)
                ):
                    return True
        return False

    @staticmethod
    def _inner(n: int, squares: List[Tuple[int, int]]) -> Tuple[List[int], List[int]]:
        """The rows left to fill (the rows between the top and bottom ones that no
        edge queen holds), and the squares of each that no edge queen attacks."""
        full = (1 << n) - 1
        taken_rows = {row for row, _ in squares}
        rows = [row for row in range(1, n - 1) if row not in taken_rows]
        allowed = []
        for row in rows:
            free = full
            for queen_row, queen_col in squares:
                distance = abs(row - queen_row)
                free &= ~(1 << queen_col | 1 << (queen_col + distance))
                if queen_col >= distance:
                    free &= ~(1 << (queen_col - distance))
            allowed.append(free & full)
        return rows, allowed

    @staticmethod
    def _completions(n: int, squares: List[Tuple[int, int]]) -> List[List[int]]:
        """Every board with these edge queens, as queens[row] = col."""
        boards = []
        queens = [0] * n
        rows, allowed = Solution._inner(n, squares)
        allowed_in = dict(zip(rows, allowed))
        for queen_row, queen_col in squares:  # a row an edge queen holds: her square
            allowed_in[queen_row] = 1 << queen_col

        def place(row: int, cols: int, diag: int, anti: int) -> None:
            if row == n:
                boards.append(list(queens))
                return
            free = allowed_in[row] & ~(cols | diag | anti)
            while free:
                bit = free & -free
                free -= bit
                queens[row] = bit.bit_length() - 1
                place(row + 1, cols | bit, (diag | bit) << 1, (anti | bit) >> 1)

        place(0, 0, 0, 0)
        return boards

    @staticmethod
    def _count(n: int, others: List[Tuple[int, int]], sizes: dict, tables: dict) -> int:
        """The boards of the constellations that have these edge queens and a bottom
        queen among sizes (bit -> class size), each board counted its class's size
        times: the search takes the bottom row last."""
        rows, allowed = Solution._inner(n, others)
        rows.append(n - 1)
        allowed.append(sum(sizes))  # the bits of the bottom queens, added
        if len(rows) < 6:  # too few rows to search: list the boards
            return sum(
                size
                * len(
                    Solution._completions(n, others + [(n - 1, bit.bit_length() - 1)])
                )
                for bit, size in sizes.items()
            )
        if len(rows) % 2:  # the levels above the last five must pair up
            rows.insert(0, 0)  # so the top row joins the search, with its queen
            allowed.insert(0, sum(1 << col for row, col in others if row == 0))
        # steps[level]: how many rows down the next level is, the two tables for
        # that distance, and the next level's allowed squares
        steps = [
            (below - row, *tables[below - row], allowed_below)
            for row, below, allowed_below in zip(rows, rows[1:], allowed[1:])
        ]
        # One function per two levels, each calling the next; the last one fills
        # the last five levels and the bottom row itself.
        count = Solution._last_rows(sizes, *steps[-5:])
        for level in range(len(steps) - 7, -1, -2):
            count = Solution._two_levels(count, steps[level], steps[level + 1])
        return count(0, 0, 0, allowed[0])

    @staticmethod
    def _two_levels(
        count_below: Callable, *steps: Tuple[int, list, list, int]
    ) -> Callable:
        """The search of two levels (numbered 1 and 2 here), the second level's
        squares tried in a loop inside the first's; count_below searches on from
        level 3."""
        gap1, squares1, sparing1, allowed2 = steps[0]
        gap2, squares2, sparing2, allowed3 = steps[1]

        def count(cols: int, diag: int, anti: int, free: int) -> int:
            """The completions from level 1 down, weighted; free: its free squares,
            free2 and free3 those of levels 2 and 3 before the queen above them is
            placed. Only the squares that spare a square of the level below are
            tried, so that every level entered has a free square."""
            diag <<= gap1
            anti >>= gap1
            free2 = allowed2 & ~(cols | diag | anti)
            total = 0
            for bit1, keep1, diag_bit1, anti_bit1 in squares1[free & sparing1[free2]]:
                cols2 = cols | bit1
                diag2 = (diag | diag_bit1) << gap2
                anti2 = (anti | anti_bit1) >> gap2
                free3 = allowed3 & ~(cols2 | diag2 | anti2)
                for bit2, keep2, diag_bit2, anti_bit2 in squares2[
                    free2 & keep1 & sparing2[free3]
                ]:
                    total += count_below(
                        cols2 | bit2,
                        diag2 | diag_bit2,
                        anti2 | anti_bit2,
                        free3 & keep2,
                    )
            return total

        return count

    @staticmethod
    def _last_rows(sizes: dict, *steps: Tuple[int, list, list, int]) -> Callable:
        """The search of the last five levels (numbered 1 to 5 here) and the bottom
        row, in loops inside one another: no calls where the search has the most
        squares to try. The bottom row's queen says which class the board is in."""
        gap1, squares1, sparing1, allowed2 = steps[0]
        gap2, squares2, sparing2, allowed3 = steps[1]
        gap3, squares3, sparing3, allowed4 = steps[2]
        gap4, squares4, sparing4, allowed5 = steps[3]
        gap5, squares5, sparing5, allowed_bottom = steps[4]

        def count(cols: int, diag: int, anti: int, free: int) -> int:
            """The completions from level 1 down, weighted; free: its free squares.
            free2 to free5 are the free squares of levels 2 to 5 before the queen
            above is placed, cols2 to cols4 the columns taken above levels 2 to 4."""
            diag <<= gap1
            anti >>= gap1
            free2 = allowed2 & ~(cols | diag | anti)
            total = 0
            for bit1, keep1, diag_bit1, anti_bit1 in squares1[free & sparing1[free2]]:
                cols2 = cols | bit1
                diag2 = (diag | diag_bit1) << gap2
                anti2 = (anti | anti_bit1) >> gap2
                free3 = allowed3 & ~(cols2 | diag2 | anti2)
                for bit2, keep2, diag_bit2, anti_bit2 in squares2[
                    free2 & keep1 & sparing2[free3]
                ]:
                    cols3 = cols2 | bit2
                    diag3 = (diag2 | diag_bit2) << gap3
                    anti3 = (anti2 | anti_bit2) >> gap3
                    free4 = allowed4 & ~(cols3 | diag3 | anti3)
                    for bit3, keep3, diag_bit3, anti_bit3 in squares3[
                        free3 & keep2 & sparing3[free4]
                    ]:
                        cols4 = cols3 | bit3
                        diag4 = (diag3 | diag_bit3) << gap4
                        anti4 = (anti3 | anti_bit3) >> gap4
                        free5 = allowed5 & ~(cols4 | diag4 | anti4)
                        for bit4, keep4, diag_bit4, anti_bit4 in squares4[
                            free4 & keep3 & sparing4[free5]
                        ]:
                            bottom = allowed_bottom & ~(
                                cols4
                                | bit4
                                | (diag4 | diag_bit4) << gap5
                                | (anti4 | anti_bit4) >> gap5
                            )
                            last = free5 & keep4 & sparing5[bottom]
                            if last:  # rare: the board is all but complete
                                for _, keep5, _, _ in squares5[last]:
                                    total += sizes[bottom & keep5]
            return total

        return count

    @staticmethod
    def _sparing(n: int, gap: int) -> List[int]:
        """sparing[ahead] holds the squares of a row whose queen leaves at least one
        square of ahead, the free squares of the row gap rows below. A queen takes
        at most three squares there, so only an ahead of three squares or fewer,
        all near one column, loses a square."""
        full = (1 << n) - 1
        sparing = [full] * (1 << n)
        sparing[0] = 0
        for col in range(n):
            bit = 1 << col
            taken = (bit << gap | bit | bit >> gap) & full
            ahead = taken
            while ahead:  # each nonempty part of taken
                sparing[ahead] &= ~bit
                ahead = (ahead - 1) & taken
        return sparing

    @staticmethod
    def _squares(n: int, gap: int) -> List[Tuple[Tuple[int, int, int, int], ...]]:
        """squares[free] holds, for each bit of the mask free, the tuple (bit, the
        squares of the row gap rows below that a queen at bit leaves free,
        bit << gap, bit >> gap)."""
        squares = [()]
        for col in range(n):
            bit = 1 << col
            far_diag, far_anti = bit << gap, bit >> gap
            square = ((bit, ~(far_diag | bit | far_anti), far_diag, far_anti),)
            squares += [before + square for before in squares]
        return squares
