"""The known answers are right, and a wrong answer is explained, not dumped."""

from pytest_cases import parametrize

import kata


@parametrize("n", range(10), ids="n{}".format)
def test_reference_search_counts_match_oeis(n):
    assert len(kata.reference_boards(n)) == kata.A000170[n]


@parametrize("n", sorted(kata.EXPLICIT_BOARDS), ids="n{}".format)
def test_reference_search_matches_boards_written_out(n):
    assert kata.reference_boards(n) == {
        tuple(board) for board in kata.EXPLICIT_BOARDS[n]
    }


def test_every_written_out_board_is_valid():
    for n, boards in kata.EXPLICIT_BOARDS.items():
        assert all(kata.board_fault(n, board) is None for board in boards)


def test_missing_and_extra_boards_are_drawn():
    six = [list(board) for board in kata.EXPLICIT_BOARDS[6]]
    wrong = [line[::-1] for line in six[0]][:5] + ["...Q.."]
    note = kata.boards_note("sets", 6, six[1:] + [wrong, ["Q....."] * 6])
    first, *rest = note.splitlines()
    assert first == "sets.py, n = 6: 1 board missing, 2 extra"
    assert "    . Q . . . ." in rest  # the missing board's first row, as a grid
    assert "share a diagonal" in note and "share column 0" in note
    assert "[" not in note  # no nested lists


def test_repeated_board_is_named():
    four = kata.EXPLICIT_BOARDS[4]
    note = kata.boards_note("bitmap", 4, [four[0], four[1], list(four[0])])
    assert note.startswith("bitmap.py, n = 4: 1 board returned more than once")


def test_bad_rows_are_explained():
    note = kata.boards_note(
        "sets", 4, [[".q..", "...Q", "Q...", "..Q."], kata.EXPLICIT_BOARDS[4][1]]
    )
    assert "1 board missing, 1 extra" in note
    assert "row 0 is '.q..'" in note


def test_wrong_count_is_explained():
    assert kata.count_note("sets", 6, 4) is None
    assert kata.count_note("sets", 6, 5) == (
        "sets.py, n = 6: totalNQueens returned 5, but there are 4 ways "
        "to place the queens (OEIS A000170)"
    )
    assert "not an int" in kata.count_note("sets", 6, 4.0)
    assert "not an int" in kata.count_note("sets", 6, True)


def test_shapes_other_than_lists_of_strings_are_named():
    assert "not a list of boards" in kata.boards_note("sets", 4, "..Q.")
    assert "should be a list of row strings" in kata.boards_note("sets", 4, [[1, 2]])


def test_unwritten_method_says_so():
    class Solution:
        def solveNQueens(self, n):
            raise NotImplementedError

    try:
        kata.ask("my_idea", Solution(), "solveNQueens", 4)
    except kata.KataError as error:
        assert (
            str(error)
            == "my_idea.py, n = 4: solveNQueens is not written yet (it raises NotImplementedError)"
        )
    else:
        raise AssertionError("an unwritten method went unnoticed")


def test_a_file_that_does_not_parse_is_named(tmp_path, monkeypatch):
    monkeypatch.setattr(kata, "SOLUTIONS", tmp_path)
    (tmp_path / "broken.py").write_text(
        "class Solution:\n    def solveNQueens(self, n)\n"
    )
    try:
        kata.load_solution("broken")
    except kata.KataError as error:
        assert str(error).startswith("broken.py, line 2: ")
    else:
        raise AssertionError("a file that does not parse went unnoticed")
