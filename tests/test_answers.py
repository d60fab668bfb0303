"""The known answers are right: the reference search against OEIS and against
boards written out by hand."""

from pytest_cases import parametrize, parametrize_with_cases

import cases_solutions
from kata.judge import answers, notes
from kata.basics import boards


@parametrize_with_cases(
    "known", cases=cases_solutions, prefix="answer_", has_tag="leetcode"
)
def test_reference_search_counts_match_oeis(known):
    assert len(known.boards) == known.count == answers.A000170[known.n]


@parametrize("n", sorted(answers.EXPLICIT_BOARDS), ids="n{}".format)
def test_reference_search_matches_boards_written_out(n):
    assert answers.reference_boards(n) == {tuple(b) for b in answers.EXPLICIT_BOARDS[n]}


def test_every_written_out_board_is_valid():
    for n, written in answers.EXPLICIT_BOARDS.items():
        for board in written:
            assert notes.row_fault(n, board) is None
            assert boards.first_attack(boards.queens_of(board)) is None
