"""A wrong answer is explained, not dumped: each note on made-up answers, checked
word for word where the words are the lesson."""

from kata import answers, boards, notes, shapes

SIX = [list(board) for board in answers.EXPLICIT_BOARDS[6]]


def facts(value, appended=None):
    return shapes.describe(value, appended)["facts"]


def note_on(boards, n=6):
    return notes.about_boards("sets", n, shapes.plain(boards), facts(boards))


def test_an_extra_board_is_drawn_with_its_attack_marked():
    wrong = [".Q....", "..Q...", "....Q.", "Q.....", "...Q..", ".....Q"]
    note = note_on(SIX[1:] + [wrong])
    first, second, *grid = note.splitlines()
    assert first == "sets.py, n = 6: 1 board missing, 1 extra"
    assert second == (
        "  extra, not a solution: the queens at (row 0, col 1) and (row 1, col 2) "
        "share a `\\` diagonal: row - col = -1 for both (`diag`)"
    )
    assert grid[:2] == ["    . X . . . .", "    . . X . . ."]
    assert grid[-1] == "    (X marks the two queens)"


def test_each_line_is_named_the_way_the_files_name_it():
    attack = lambda queens: boards.first_attack(queens).describe()  # noqa: E731
    assert attack([0, 0]).endswith("share column 0 (`cols`)")
    assert attack([1, 0]).endswith("row + col = 1 for both (`anti`)")
    assert attack([0, 1]).endswith("row - col = 0 for both (`diag`)")


def test_a_missing_board_is_drawn():
    note = note_on(SIX[1:])
    assert note.splitlines()[:2] == [
        "sets.py, n = 6: 1 board missing",
        "  missing, a solution that was not returned:",
    ]
    assert "    . Q . . . ." in note


def test_a_repeated_board_is_named():
    note = note_on(SIX + [list(SIX[0])])
    assert note.startswith("sets.py, n = 6: 1 board returned more than once")


def test_one_list_appended_many_times_is_named():
    board = list(SIX[0])
    note = note_on([board] * 4)
    assert "the boards are one list object, appended 4 times" in note
    assert "Append a copy" in note


def test_a_board_changed_after_it_was_appended_is_named():
    board = list(SIX[0])
    boards = [board]
    appended = {id(boards): {id(board): shapes.plain(board)}}
    board[0] = "......"
    note = notes.about_boards("sets", 6, shapes.plain(boards), facts(boards, appended))
    assert "1 board changed after it was appended" in note


def test_bad_rows_are_explained():
    note = note_on([[".q..", "...Q", "Q...", "..Q."], SIX[0][:4]], n=4)
    assert "row 0 is '.q..'" in note


def test_wrong_shapes_are_named_with_their_fix():
    assert "returned a tuple, not a list" in note_on(tuple(SIX))
    assert "returned a generator" in note_on(board for board in SIX)
    assert "a board is a tuple" in note_on([tuple(board) for board in SIX])
    assert "''.join(row)" in note_on([[list(row) for row in board] for board in SIX])


def test_wrong_counts_are_explained():
    count = lambda value: notes.about_count("sets", 6, value, facts(value))  # noqa
    assert count(4) is None
    assert count(5) == (
        "sets.py, n = 6: totalNQueens returned 5, but there are 4 ways "
        "to place the queens (OEIS A000170)"
    )
    assert "a float: count with whole numbers" in count(4.0)
    assert "not an int" in count(True)
    assert "is its `return` missing?" in count(None)
