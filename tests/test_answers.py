"""The known answers are right: the reference search against OEIS and against
boards written out by hand."""

from pytest_cases import parametrize

from kata import answers, boards, notes


@parametrize("n", range(10), ids="n{}".format)
def test_reference_search_counts_match_oeis(n):
    assert len(answers.reference_boards(n)) == answers.A000170[n]


@parametrize("n", sorted(answers.EXPLICIT_BOARDS), ids="n{}".format)
def test_reference_search_matches_boards_written_out(n):
    assert answers.reference_boards(n) == {tuple(b) for b in answers.EXPLICIT_BOARDS[n]}


def test_every_written_out_board_is_valid():
    for n, written in answers.EXPLICIT_BOARDS.items():
        for board in written:
            assert notes.row_fault(n, board) is None
            assert boards.first_attack(boards.queens_of(board)) is None
