"""constellations.py's inner pieces that the suite's judge cannot see from outside:
the names of a constellation's images agree with its symmetries, and the board of
all rows left checks every row at once."""

import pytest

from kata.study.count import STYLE, load_solution

Solution = load_solution(STYLE)


def name_of(squares, last):
    """(top queen's column, bottom's column, left queen's row, right's row)."""
    top = [col for row, col in squares if row == 0][0]
    bottom = [col for row, col in squares if row == last][0]
    left = [row for row, col in squares if col == 0][0]
    right = [row for row, col in squares if col == last][0]
    return top, bottom, left, right


@pytest.mark.parametrize("n", [5, 8, 11])
def test_each_image_s_name_is_the_symmetry_s_image(n):
    last = n - 1
    found = list(Solution._constellations(n))
    turns = next(turns for _, turns in found if len(turns) == 8)
    for squares, _ in found:
        names = Solution._images(name_of(squares, last), last)
        for turn, named in zip(turns, names):
            assert name_of([turn(row, col) for row, col in squares], last) == named


@pytest.mark.parametrize("n", [6, 9])
def test_the_classes_cover_every_constellation_once(n):
    seen = []
    for squares, turns in Solution._constellations(n):
        images = {
            tuple(sorted({turn(*square) for square in squares})) for turn in turns
        }
        assert len(images) == len(turns)  # one symmetry per image
        seen += images
    assert len(seen) == len(set(seen))  # no class twice


def test_a_square_is_tried_only_while_no_row_left_is_empty():
    n, distances = 6, (1, 2)
    keeps, squares, guards, shift = Solution._keeps(n, distances, Solution._tables(n))
    width = n + 1
    board = 0b000100 << (2 * width) | 0b110000 << width | 0b000011  # three rows
    assert board >> shift == 0b000100  # the row searched next: column 2
    rest = board & keeps[2]
    # a queen at column 2 takes columns 1 to 3 from the next row, and 0, 2 and 4
    # from the row after it
    assert rest == 0b110000 << width | 0b000010
    assert (rest + squares) & guards == guards
    emptied = rest & ~(0b110000 << width)
    assert (emptied + squares) & guards != guards
