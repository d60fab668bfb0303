"""A claim about a range, a loop or a board is made only where the kata worked it
out: a range is evaluated at the square's row before it is said to leave a row
out, and a board too long is said to hold queens never popped only where its rows
show it (a whole solution of another n is an earlier answer, not that)."""

from pathlib import Path

from kata.basics.boards import render
from kata.judge.causes import check_clues, put_clues
from kata.judge.answers import row_faults

GALLERY = Path(__file__).resolve().parents[1] / "gallery"
WALK = (GALLERY / "index_error_ends_walk.py").read_text()


def test_a_range_that_reaches_row_0_through_row_minus_k_is_not_said_to_skip_it():
    """`for k in range(1, row + 1)` reads board[row - k]: rows row - 1 .. 0."""
    why = check_clues.never_compared(WALK, 26, (2, 2), [(0, 2)], 3)
    assert "starts at row" not in why
    assert "start it at 0" not in why


def test_an_index_error_swallowed_in_the_walk_is_said_with_the_value_worked_out():
    why = dict(check_clues.never_compared(WALK, 26, (2, 2), [(0, 2)], 3).params)
    assert (why["name"], why["value"], why["line"], why["index"]) == (
        "k",
        1,
        26,
        "col + k",
    )
    assert (why["read"], why["handler"], why["row"]) == (3, 28, 0)


def test_no_swallowed_error_is_said_where_the_attacker_is_read_first():
    """At (2, 0) the queen in row 1 is read at k = 1 before any lookup is off."""
    assert check_clues.never_compared(WALK, 26, (2, 0), [(1, 0)], 3) == ""


def test_a_range_starting_past_the_attacker_is_still_said():
    source = (
        "def safe(queens, row, col):\n"
        "    for i in range(1, row):\n"
        "        if queens[i] == col:\n"
        "            return False\n"
        "    return True\n"
    )
    why = check_clues.never_compared(source, 3, (2, 0), [(0, 0)], 4)
    assert why.key == "check.starts_late"
    assert dict(why.params) == {
        "call": "range(1, row)",
        "loop": 2,
        "start": 1,
        "row": 0,
    }


def test_an_earlier_answer_is_not_said_to_hold_queens_never_popped():
    fault = row_faults.row_fault(1, render([1, 3, 0, 2]))
    assert "pop" not in fault
    assert fault == "it has 4 rows, not 1: it is a whole solution for n = 4"


def test_queens_never_popped_are_said_where_the_last_rows_are_a_solution():
    fault = row_faults.row_fault(4, render([0, 2, 3, 1, 1, 3, 0, 2], 4))
    assert "take each queen back (pop it)" in fault
    assert (
        row_faults.row_fault(4, render([0, 2, 3, 1, 1, 1], 4)) == "it has 6 rows, not 4"
    )


def test_a_set_given_another_key_than_asked_names_every_line_that_gives_it():
    """The check mended alone (`row + col in anti`): the lines still holding the
    slip, the add and the remove, are named, not the check."""
    source = (GALLERY / "anti_key_mended_in_check_only.py").read_text()
    why = dict(put_clues.given_other_keys(source, 15, (1, 0), (0, 1), 2).params)
    assert (why["held"], why["tested"], why["asked"], why["square"]) == (
        "anti",
        "row + col",
        1,
        (1, 0),
    )
    named = why["lines"]
    assert (named.param("some"), named.param("last")) == ("19", 23)
    assert (why["given"], why["value"], why["queen"]) == ("row - col", -1, (0, 1))
    right = source.replace("anti.add(row - col)", "anti.add(row + col)")
    assert put_clues.given_other_keys(right, 15, (1, 0), (0, 1), 2) == ""


def test_a_for_walk_that_stops_before_the_queen_says_what_it_reads_there():
    from kata.basics.boards import Attack
    from kata.judge.causes.walk_clues import walk_stopped_short
    from kata.judge.words.catalogue import words

    walk = (
        "def ok(board, row, col):\n"
        "    for k in range(1, min(row, n - col - 1)):\n"
        "        if board[row - k][col + k] == 'Q':\n"
        "            return False\n"
        "    return True\n"
    )
    line, said = walk_stopped_short(walk, (2, 0), Attack((0, 2), (2, 0), "anti"), 4)
    assert line == 2 and said == words(
        "walk.short",
        way="up to the right",
        head="for k in range(1, min(row, n - col - 1)):",
        queen=(0, 2),
        square=(2, 0),
        reads=words("walk.reads", squares="(1, 1)"),
    )
    line, said = walk_stopped_short(walk, (1, 0), Attack((0, 1), (1, 0), "anti"), 2)
    assert said.param("square") == (1, 0) and said.param("reads") == words("walk.empty")
    whole = walk.replace("n - col - 1)", "n - col - 1) + 1")
    assert walk_stopped_short(whole, (2, 0), Attack((0, 2), (2, 0), "anti"), 4) is None
    zipped = walk.replace(
        "for k in range(1, min(row, n - col - 1)):",
        "for i, j in zip(range(row - 1, -1, -1), range(col + 1, n - 1)):",
    ).replace("board[row - k][col + k]", "board[i][j]")
    assert walk_stopped_short(zipped, (2, 0), Attack((0, 2), (2, 0), "anti"), 4) is None
    line, said = walk_stopped_short(zipped, (3, 0), Attack((0, 3), (3, 0), "anti"), 4)
    assert said.param("reads") == words("walk.reads", squares="(2, 1) and (1, 2)")
