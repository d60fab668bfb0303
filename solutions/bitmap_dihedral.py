"""Bitmap with all eight symmetries: search one board per symmetry class.

Beyond the classic styles. Turning a solution by 90, 180 or 270 degrees, or
flipping it, gives a solution again, so solutions come in classes of 8 (fewer
when a board is its own image). The search keeps to one board of each class:
the one whose first-row queen stands nearest a corner of all the queens on the
board's four edges, so no edge queen may stand closer to a corner than that,
which prunes the edges hard. Each board found counts as its class's size, or is
drawn as all the boards of its class. The bitmap search looks one row ahead: a
table built once per call lists, for each mask of free squares, its bits with
the squares each leaves free in the row below, and a row is entered only if it
has a free square; the last two rows are filled in one step.

Time: O(n!): roughly an eighth of the plain bitmap's placements, each in O(1),
plus O(n 2^n) for the table.
Space: O(n 2^n) for the table, O(n) for the recursion and `bits`, plus the
boards returned.
"""

from typing import Callable, List, Tuple


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        lines = ["." * col + "Q" + "." * (n - col - 1) for col in range(n)]
        mirrored = lines[::-1]

        def found(bits: List[int], size: int) -> None:
            boards.extend(self._boards(bits, size, lines, mirrored))

        self._search(n, found)
        return boards

    def totalNQueens(self, n: int) -> int:
        total = 0

        def found(bits: List[int], size: int) -> None:
            nonlocal total
            total += size

        self._search(n, found)
        return total

    @staticmethod
    def _search(n: int, found: Callable[[List[int], int], None]) -> None:
        """Call found(bits, size) once for each symmetry class of solutions: bits[row]
        is the bit of that row's queen on one board of the class, size the number of
        distinct boards in the class."""
        if n <= 1:
            found([1] * n, 1)
            return
        full = (1 << n) - 1
        last = n - 1
        above_pair = last - 2  # the row above the last two
        side = 1 | 1 << last
        bits = [0] * n
        squares = Solution._squares(n)

        def place(
            row: int,
            cols: int,
            diag: int,
            anti: int,
            free: int,
            allowed: List[int],
            far: int,
        ) -> None:
            """Try each of the row's free squares (free: not attacked, allowed[row],
            never empty); a row below is entered only if it has a free square.
            The far row is the last that may hold a side column (-1: none)."""
            if row == far:
                # Both side columns must be taken by the end of this row: with one
                # still empty, this row's queen must stand on it.
                taken = cols & side
                if taken != side:
                    free &= side
                    if not (taken and free):
                        return
            next_diag = diag << 1
            next_anti = anti >> 1
            ahead = allowed[row + 1] & ~(cols | next_diag | next_anti)
            if row == above_pair:
                # The last two rows here, without entering them.
                for bit, keep, diag_bit, anti_bit in squares[free]:
                    child = ahead & keep
                    if child:
                        bits[row] = bit
                        ahead_last = allowed[last] & ~(
                            cols
                            | bit
                            | (next_diag | diag_bit) << 1
                            | (next_anti | anti_bit) >> 1
                        )
                        for bit_below, keep_below, _, _ in squares[child]:
                            if ahead_last & keep_below:
                                bits[row + 1] = bit_below
                                bits[last] = ahead_last & keep_below
                                size = Solution._class_size(bits)
                                if size:
                                    found(bits, size)
                return
            for bit, keep, diag_bit, anti_bit in squares[free]:
                child = ahead & keep
                if child:
                    bits[row] = bit
                    place(
                        row + 1,
                        cols | bit,
                        next_diag | diag_bit,
                        next_anti | anti_bit,
                        child,
                        allowed,
                        far,
                    )

        # A queen in a corner: turn the board to put it at (0, 0). Of its class, only
        # the board and its mirror in the main diagonal keep it there, and the mirror
        # swaps the row-1 queen, in column b, with the column-1 queen, in row b. Keep
        # the board where column 1 has no queen above row b.
        # Row 0's queen stands at (0, 0); row 1 is entered with one square, b.
        bits[0] = 1
        for b in range(2, n - 1):
            allowed = [full & ~2] * b + [full] * (n - b)
            place(1, 1, 2, 0, 1 << b, allowed, -1)

        # No corner queen: the first-row queen, d squares from its corner, is the edge
        # queen nearest a corner. So no queen stands on a side column above row d or
        # below the far row n - 1 - d, nor on the last row within d squares of a
        # corner. (For d = 1 the far row is filled with the last, in one step,
        # unchecked: the last row's own rule keeps the side columns out anyway.)
        for d in range(1, n // 2):
            far = last - d
            near = (1 << d) - 1
            allowed = [full & ~side] * d + [full] * (far + 1 - d) + [full & ~side] * d
            allowed[last] = full & ~(near | near << (far + 1))
            place(0, 0, 0, 0, 1 << d, allowed, far)

        # place refers to itself, a cycle that only the garbage collector would
        # break; break it now, so that the table goes as soon as the search ends.
        del place

    @staticmethod
    def _squares(n: int) -> List[Tuple[Tuple[int, int, int, int], ...]]:
        """squares[free] holds, for each bit of the mask free, the tuple (bit, the
        squares of the next row that a queen at bit leaves free, bit << 1, bit >> 1)."""
        squares = [()]
        for col in range(n):
            bit = 1 << col
            square = ((bit, ~(bit << 1 | bit | bit >> 1), bit << 1, bit >> 1),)
            squares += [before + square for before in squares]
        return squares

    @staticmethod
    def _class_size(bits: List[int]) -> int:
        """The class's size if this board is its representative (of the images that
        keep the first-row queen d squares from its corner, it comes first), else 0."""
        n = len(bits)
        last = n - 1
        d = bits[0].bit_length() - 1
        far = last - d
        side = 1 | 1 << last
        # A corner queen's class is never symmetric, and an image can come first
        # only if it puts a queen of this board's edges in row 0 at column d.
        if not d or not (
            bits[last] & (1 << d | 1 << far) or (bits[d] | bits[far]) & side
        ):
            return 8
        queens = [bit.bit_length() - 1 for bit in bits]
        rivals = []
        if queens[last] == d:  # flipped top to bottom
            rivals.append(queens[::-1])
        if queens[last] == far:  # turned 180 degrees
            rivals.append([last - col for col in reversed(queens)])
        if {queens[d], queens[far]} & {0, last}:
            rows = Solution._rows(queens)
            if queens[d] == 0:  # mirrored in the main diagonal
                rivals.append(rows)
            if queens[far] == 0:  # turned 90 degrees clockwise
                rivals.append([last - row for row in rows])
            if queens[d] == last:  # turned 90 degrees anticlockwise
                rivals.append(rows[::-1])
            if queens[far] == last:  # mirrored in the other diagonal
                rivals.append([last - row for row in reversed(rows)])
        same = 1  # the images equal to this board, itself included
        for rival in rivals:
            if rival < queens:
                return 0
            if rival == queens:
                same += 1
        return 8 // same

    @staticmethod
    def _boards(
        bits: List[int], size: int, lines: List[str], mirrored: List[str]
    ) -> List[List[str]]:
        """The `size` distinct boards of the board's class; lines[col] is a row with
        its queen at col, mirrored[col] the same row flipped left to right."""
        queens = [bit.bit_length() - 1 for bit in bits]
        rows = Solution._rows(queens)
        board = [lines[col] for col in queens]
        flipped = [mirrored[col] for col in queens]
        transposed = [lines[row] for row in rows]
        transposed_flipped = [mirrored[row] for row in rows]
        images = [
            board,
            board[::-1],
            flipped,
            flipped[::-1],
            transposed,
            transposed[::-1],
            transposed_flipped,
            transposed_flipped[::-1],
        ]
        if size < 8:
            images = list({tuple(image): image for image in images}.values())
        return images

    @staticmethod
    def _rows(queens: List[int]) -> List[int]:
        """The board mirrored in its main diagonal: rows[col] = row of that column's queen."""
        rows = [0] * len(queens)
        for row, col in enumerate(queens):
            rows[col] = row
        return rows
