"""Constellations: the queens on the board's edges first, one set per class.

Beyond the classic styles: constellations_plain.py's idea, the method of the Q27
project (which counted the solutions for n = 27 in 2016), tuned for speed. Only the
least start constellation (the queens on the four edges) of each class under the
board's eight symmetries is completed, and each board found counts once for every
constellation of its class. The completion holds the free squares of all the rows
left in one integer, so one & strikes a queen's squares from every row and one sum
and one & tell if a row is left empty; it takes the middle rows first, its last six
levels are loops inside one another, and when counting, the constellations that
differ only in their bottom queen share one search. solutions/README.md says what
each trick buys.

Time: O(n!): O(n^4) constellations, then under e * n! placements in all, each
in O(1) operations on integers of O(n^2) bits; plus O(n 2^n) for the tables.
Space: O(n 2^n) for the tables, O(n^4) for the constellations, O(n^2) for the
search, plus the boards returned.
"""

from typing import Callable, Iterator, List, Tuple


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
        tables = self._tables(n)
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

        A constellation is the queens (row, col) on the edges, named by the
        columns of its top and bottom queens and the rows of its left and right
        ones; the least of its class by name has its top queen nearest a corner
        of all its edge queens. Each queen is checked against those before it."""
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
                ends = [(0, top), (last, bottom)]
                if Solution._attacks(ends[1], ends[:1]):
                    continue
                for left in nearer:
                    if Solution._attacks((left, 0), ends):
                        continue
                    with_left = ends + [(left, 0)]
                    for right in nearer:
                        if Solution._attacks((right, last), with_left):
                            continue
                        squares = sorted(set(with_left + [(right, last)]))
                        if top < min(
                            bottom, left, right, last - max(bottom, left, right)
                        ):
                            yield squares, turns  # only itself puts its top queen there
                            continue
                        name = (top, bottom, left, right)
                        images = {}
                        for turn, image in zip(turns, Solution._images(name, last)):
                            images.setdefault(image, turn)
                        if min(images) == name:
                            yield squares, list(images.values())

    @staticmethod
    def _images(name: Tuple[int, int, int, int], last: int) -> List[tuple]:
        """The names of a constellation's images, one per symmetry in the order of
        turns. A constellation is named by the columns of its top and bottom queens
        and the rows of its left and right ones; a symmetry moves each edge's queen
        to an edge: the quarter turn (col, last - row), say, moves the top queen
        (0, top) to the right edge, at row top."""
        top, bottom, left, right = name
        return [
            (top, bottom, left, right),
            (last - top, last - bottom, right, left),
            (bottom, top, last - left, last - right),
            (last - bottom, last - top, last - right, last - left),
            (left, right, top, bottom),
            (last - left, last - right, bottom, top),
            (right, left, last - top, last - bottom),
            (last - right, last - left, last - bottom, last - top),
        ]

    @staticmethod
    def _attacks(square: Tuple[int, int], others: List[Tuple[int, int]]) -> bool:
        """Does a queen on square attack one of the others? One on the same square
        is the same queen: a corner queen stands on two edges."""
        row, col = square
        for other_row, other_col in others:
            if (row, col) != (other_row, other_col) and (
                row == other_row
                or col == other_col
                or abs(row - other_row) == abs(col - other_col)
            ):
                return True
        return False

    @staticmethod
    def _turned(queens: List[int], turn: Callable) -> List[int]:
        """The board queens (queens[row] = col) turned by a symmetry."""
        turned = [0] * len(queens)
        for row, col in enumerate(queens):
            turned_row, turned_col = turn(row, col)
            turned[turned_row] = turned_col
        return turned

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
    def _tables(n: int) -> dict:
        """What every search at n shares: columns[free], the columns of the mask
        free as a tuple, and a store of the tables of keeps, each made once for the
        distances it serves (see _keeps)."""
        columns = [()]
        for col in range(n):
            columns += [before + (col,) for before in columns]
        return {"columns": columns, "keeps": {}}

    @staticmethod
    def _count(n: int, others: List[Tuple[int, int]], sizes: dict, tables: dict) -> int:
        """The boards of the constellations that have these edge queens and a bottom
        queen among sizes (bit -> class size), each board counted its class's size
        times: the search takes the bottom row last.

        The search takes one row per level, the middle rows first, and holds the
        free squares of every row left in one integer, the board: a field of n + 1
        bits per row, the row searched next in the highest field and the bottom
        row in the lowest, the top bit of each field a guard, always 0. A queen
        placed takes its squares out of every row left with one &, by a table of
        keeps (_keeps); a square is tried only if every row left keeps a free
        square: adding all ones to each field carries into its guard bit unless the
        field is empty, so one sum and one & tell for all rows at once."""
        rows, allowed = Solution._inner(n, others)
        # The middle rows first, then outwards, the lower one first of two as near
        # the middle: a queen in the middle strikes squares from the most rows.
        order = sorted(
            zip(rows, allowed), key=lambda row: (abs(2 * row[0] - n + 1), -row[0])
        )
        rows = [row for row, _ in order] + [n - 1]
        allowed = [free for _, free in order] + [sum(sizes)]  # bottom queens' bits
        if len(rows) < 7:  # too few rows to search: list the boards
            return sum(
                size
                * len(
                    Solution._completions(n, others + [(n - 1, bit.bit_length() - 1)])
                )
                for bit, size in sizes.items()
            )
        width = n + 1
        board = 0
        for free in allowed:
            board = board << width | free
        # levels[level]: the keeps of a queen on that level's row, and the rest,
        # from the distances to the rows of the levels after it
        levels = [
            Solution._keeps(
                n, tuple(abs(later - row) for later in rows[level + 1 :]), tables
            )
            for level, row in enumerate(rows[:-1])
        ]
        # One function per level, each calling the next; the last one fills the last
        # six levels and the bottom row itself.
        count = Solution._last_levels(tables["columns"], sizes, *levels[-6:])
        for level in reversed(levels[:-6]):
            count = Solution._level(count, tables["columns"], level)
        return count(board)

    @staticmethod
    def _keeps(n: int, distances: Tuple[int, ...], tables: dict) -> tuple:
        """For a queen on a level's row, the rows of the levels after it at these
        distances from it, in the order searched: (keeps[col], those rows in their
        fields, the last level's lowest, with the squares a queen at col leaves
        free there; the squares of all those fields; their guard bits; the shift
        that brings the queen's own row from its field down to bit 0). Each is
        made once, from the one for the rows after the next level's."""
        store = tables["keeps"]
        if distances not in store:
            full = (1 << n) - 1
            width = n + 1
            fields = len(distances)
            if fields > 1:
                keeps_after = Solution._keeps(n, distances[1:], tables)[0]
            else:
                keeps_after = [0] * n
            next_field = width * (fields - 1)  # the next level's row's field
            keeps = []
            for col, after in enumerate(keeps_after):
                bit = 1 << col
                taken = bit | bit << distances[0] | bit >> distances[0]
                keeps.append((full & ~taken) << next_field | after)
            squares = sum(full << (width * field) for field in range(fields))
            guards = sum(1 << (width * field + n) for field in range(fields))
            store[distances] = (keeps, squares, guards, width * fields)
        return store[distances]

    @staticmethod
    def _level(count_below: Callable, columns: list, level: tuple) -> Callable:
        """The search of one level; count_below searches on from the next."""
        keeps, squares, guards, shift = level

        def count(board: int) -> int:
            """The completions of the board from this level down, weighted."""
            total = 0
            for col in columns[board >> shift]:
                rest = board & keeps[col]
                if (rest + squares) & guards == guards:  # no row left empty
                    total += count_below(rest)
            return total

        return count

    @staticmethod
    def _last_levels(columns: list, sizes: dict, *levels: tuple) -> Callable:
        """The search of the last six levels (numbered 1 to 6 here) and the bottom
        row, in loops inside one another: no calls where the search has the most
        squares to try. The bottom row's queen says which class the board is in."""
        keeps1, squares1, guards1, shift1 = levels[0]
        keeps2, squares2, guards2, shift2 = levels[1]
        keeps3, squares3, guards3, shift3 = levels[2]
        keeps4, squares4, guards4, shift4 = levels[3]
        keeps5, squares5, guards5, shift5 = levels[4]
        keeps6, _, _, shift6 = levels[5]
        weights = {0: 0, **sizes}  # the bottom row's queen -> its class's size

        def count(board: int) -> int:
            """The completions of the board from level 1 down, weighted; board2 to
            board6 are the board as levels 2 to 6 find it."""
            total = 0
            for col1 in columns[board >> shift1]:
                board2 = board & keeps1[col1]
                if (board2 + squares1) & guards1 != guards1:
                    continue  # a row below is left empty
                for col2 in columns[board2 >> shift2]:
                    board3 = board2 & keeps2[col2]
                    if (board3 + squares2) & guards2 != guards2:
                        continue
                    for col3 in columns[board3 >> shift3]:
                        board4 = board3 & keeps3[col3]
                        if (board4 + squares3) & guards3 != guards3:
                            continue
                        for col4 in columns[board4 >> shift4]:
                            board5 = board4 & keeps4[col4]
                            if (board5 + squares4) & guards4 != guards4:
                                continue
                            for col5 in columns[board5 >> shift5]:
                                board6 = board5 & keeps5[col5]
                                if (board6 + squares5) & guards5 != guards5:
                                    continue
                                for col6 in columns[board6 >> shift6]:
                                    total += weights[board6 & keeps6[col6]]
            return total

        return count
