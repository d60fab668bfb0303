"""kata.study.symmetry: boards grouped by the board's eight symmetries."""

from pytest_cases import parametrize

from kata.basics import oeis
from kata.judge.answers import known
from kata.study import symmetry

LOPSIDED = ("Q..", "...", ".Q.")  # no symmetry maps it to itself


@parametrize(n=range(10))
def test_the_classes_are_oeis_a002562(n):
    boards = known.reference_boards(n)
    found = symmetry.classes(boards)
    assert len(found) == oeis.A002562[n]
    assert sum(size for _, size in found) == len(boards)


@parametrize(n=(5, 6, 8))
def test_a_class_holds_every_distinct_image_of_its_representative(n):
    boards = known.reference_boards(n)
    for representative, size in symmetry.classes(boards):
        images = set(symmetry.images(representative))
        assert size == len(images) and images <= boards
        assert representative == min(images)


def test_eight_symmetries_of_a_lopsided_board():
    images = symmetry.images(LOPSIDED)
    assert len(set(images)) == 8
    board = LOPSIDED
    for _ in range(4):
        board = symmetry.turned(board)
    assert board == LOPSIDED


def test_turning_moves_the_top_row_to_the_right_column():
    turned = symmetry.turned(("Q..", "...", "..."))
    assert turned == ("..Q", "...", "...")
    assert symmetry.flipped(("Q..", ".Q.", "...")) == ("..Q", ".Q.", "...")
