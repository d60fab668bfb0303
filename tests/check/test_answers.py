"""The known answers are right: the reference search against OEIS and against
boards written out by hand."""

from pytest_cases import parametrize

from kata.basics import boards
from kata.judge.answers import known, row_faults

# OEIS A000170 for n = 0..9, copied here from https://oeis.org/A000170 by hand: the
# truth the reference search and the kata's own table are both checked against.
OEIS = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352]


@parametrize("n", range(len(OEIS)), ids="n{}".format)
def test_reference_search_and_table_match_oeis(n):
    assert len(known.reference_boards(n)) == OEIS[n]
    assert known.known_count(n) == OEIS[n]


@parametrize("n", sorted(known.EXPLICIT_BOARDS), ids="n{}".format)
def test_reference_search_matches_boards_written_out(n):
    assert known.reference_boards(n) == {tuple(b) for b in known.EXPLICIT_BOARDS[n]}


def test_every_written_out_board_is_valid():
    for n, written in known.EXPLICIT_BOARDS.items():
        for board in written:
            assert row_faults.row_fault(n, board) is None
            assert boards.first_attack(boards.queens_of(board)) is None
