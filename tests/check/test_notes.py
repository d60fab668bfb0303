"""A wrong answer is explained, not dumped: each note on made-up answers, checked
word for word where the words are the lesson."""

from pathlib import Path

from kata.judge.answers import attack_notes, known, count_notes, notes, row_faults
from kata.judge.causes import drawing
from kata.judge.words.catalogue import render, words
from kata.judge.causes import (
    cache_clues,
    house_rules,
    record_clues,
    search_clues,
    state_clues,
)
from kata.basics import boards, growth
from kata.guard import shapes
from kata.watch.decisions import Skip

SIX = [list(board) for board in known.EXPLICIT_BOARDS[6]]


def facts(value, appended=None):
    return shapes.describe(value, appended)["facts"]


def note_on(boards, n=6):
    return notes.about_boards("sets", n, shapes.plain(boards), facts(boards))


def said_on(boards, n=6):
    return note_on(boards, n).said


def test_an_extra_board_is_drawn_with_its_attack_marked():
    wrong = [".Q....", "..Q...", "....Q.", "Q.....", "...Q..", ".....Q"]
    found = note_on(SIX[1:] + [wrong])
    assert (found.kind, found.fault) == ("boards", "attack")
    assert found.counts == {"missing": 1, "extra": 1, "repeated": 0}
    assert found.boards == ((1, 2, 4, 0, 3, 5),) and found.square is None
    first, second, *grid = found.said.splitlines()
    assert first == "sets.py, n = 6: 1 board missing, 1 extra"
    assert second == (
        "  extra, not a solution: the queens at (row 0, col 1) and (row 1, col 2) "
        "share a `\\` diagonal: row - col = -1 for both (`diag`)"
    )
    assert grid[:2] == ["    . X . . . .", "    . . X . . ."]
    assert grid[-1] == "    (X marks the two queens)"


def test_each_line_is_named_the_way_the_files_name_it():
    attack = lambda queens: render(  # noqa: E731
        attack_notes.said(boards.first_attack(queens))
    )
    assert boards.shared_line((0, 0), (3, 3)) == "diag"
    assert boards.shared_line((0, 3), (3, 0)) == "anti"
    assert boards.shared_line((1, 2), (5, 2)) == "cols"
    assert boards.shared_line((0, 0), (1, 2)) is None
    assert attack([0, 0]).endswith("share column 0 (`cols`)")
    assert attack([1, 0]).endswith("row + col = 1 for both (`anti`)")
    assert attack([0, 1]).endswith("row - col = 0 for both (`diag`)")


def test_a_missing_board_is_drawn():
    found = note_on(SIX[1:])
    assert found.counts["missing"] == 1 and found.boards == (
        tuple(boards.queens_of(SIX[0])),
    )
    note = found.said
    assert note.splitlines()[:2] == [
        "sets.py, n = 6: 1 board missing",
        "  missing, a solution that was not returned:",
    ]
    assert "    . Q . . . ." in note


def test_a_repeated_board_is_named():
    found = note_on(SIX + [list(SIX[0])])
    assert found.counts == {"missing": 0, "extra": 0, "repeated": 1}
    assert found.said.startswith("sets.py, n = 6: 1 board returned more than once")


def test_one_list_appended_many_times_is_named():
    board = list(SIX[0])
    found = note_on([board] * 4)
    assert (found.kind, found.fault) == ("shared", "one_object")
    assert "the boards are one list object, appended 4 times" in found.said
    assert "Append a copy" in found.said
    assert "Append a copy" not in found.without("fix").said


def test_a_board_changed_after_it_was_appended_is_named():
    board = list(SIX[0])
    boards = [board]
    appended = {id(boards): (boards, {id(board): (board, shapes.plain(board))})}
    board[0] = "......"
    note = notes.about_boards("sets", 6, shapes.plain(boards), facts(boards, appended))
    assert (note.kind, note.fault) == ("shared", "changed")
    assert "1 board changed after it was appended" in note.said


def freed_then_made_anew(n):
    """A list appended to and freed, then the boards made anew (no append): in
    CPython the new lists take the freed ones' places, and so their ids."""
    grown = []
    grown.append(["Q" + "." * (n - 1)])
    del grown
    return [["." * (n - 1) + "Q"] for _ in range(1)]


def test_a_board_made_where_a_freed_one_was_is_not_taken_for_it_changed():
    value, appended = shapes.watch_appends(freed_then_made_anew, 2, __file__)
    assert value == [[".Q"]] and appended  # the append was seen
    assert shapes.changed_after_append(value, appended) == []


def appended_then_changed(n):
    boards, board = [], ["." * n for _ in range(n)]
    boards.append(board)
    board[0] = "Q" * n
    return boards


def test_a_board_appended_then_changed_in_a_run_is_seen():
    value, appended = shapes.watch_appends(appended_then_changed, 2, __file__)
    assert shapes.changed_after_append(value, appended) == [([".."] * 2, ["QQ", ".."])]


def test_bad_rows_are_explained():
    note = note_on([[".q..", "...Q", "Q...", "..Q."], SIX[0][:4]], n=4)
    assert note.fault == "row_text" and not note.boards
    assert "row 0 is '.q..'" in note.said
    short = note_on([SIX[0][:3]], n=4)
    assert short.fault == "rows" and short.counts["rows"] == 3


def test_wrong_shapes_are_named_with_their_fix():
    assert note_on(tuple(SIX)).kind == "shape"
    assert "returned a tuple, not a list" in said_on(tuple(SIX))
    assert "returned a generator" in said_on(board for board in SIX)
    assert "a board is a tuple" in said_on([tuple(board) for board in SIX])
    assert "''.join(row)" in said_on([[list(row) for row in board] for board in SIX])


def test_rows_of_column_numbers_get_a_fix_that_works():
    note = said_on([list(known.safe_levels(6)[-1][0])])
    fix = note.rsplit("instead, ", 1)[1]
    n, col = 6, 2
    assert eval(fix) == "..Q..."  # the suggested expression itself runs


def test_a_missing_board_is_drawn_beside_the_square_the_search_skipped():
    skip = Skip((1, 3), 2, 0, 9, "if c in cols or abs(r - c) in diag: continue", "test")
    found = notes.about_boards(
        "abs_key", 4, [], shapes.describe([])["facts"], skip=skip
    )
    assert (found.square, found.lines) == ((2, 0), (9,))
    assert found.boards == ((1, 3, 0, 2),)
    note = found.said
    assert note.splitlines()[1:4] == [
        "  your search placed (row, col) = (0, 1), (1, 3) but never tried (2, 0), which "
        "no queen attacks",
        "  line 9 turned it away: if c in cols or abs(r - c) in diag: continue",
        "    . Q . .   . Q . .",
    ]
    assert "    ? . . .   Q . . ." in note


def test_a_string_changed_in_place_is_explained():
    reply = {
        "type": "TypeError",
        "message": "'str' object does not support item assignment",
    }
    assert notes.crash_hint(reply).key == "notes.strings_fixed"
    assert notes.crash_hint({"type": "TypeError", "message": "other"}) is None


PRINTS = """from typing import List
class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        def go(row):
            print(row)
            def deeper():
                return [print]
            return deeper
        show = lambda x: print(x)
        return []
    def totalNQueens(self, n: int) -> int:  print(n); return 0
"""


def test_the_house_rules_say_what_to_write(tmp_path):
    path = tmp_path / "mine.py"
    path.write_text('"""Mine.\n\nTime: O(?).\nSpace: O(n).\n"""\nprint(1)\n')
    found = house_rules.broken(path, formatting=False)
    assert found["docstring_note"] == (
        "mine.py: the docstring has no line that starts 'Time:' with a cost (`make "
        "new`'s O(?) is none): add one, e.g. 'Time: O(n!)'"
    )
    path.write_text('"""Mine.\n\nTime: O(n!), Space: O(n)\n"""\n')
    said = house_rules.broken(path, formatting=False)["docstring_note"]
    assert "starts 'Space:'" in said and "e.g. 'Space: O(n)'" in said
    assert found["layout_note"] == (
        "mine.py: after the imports, the file should hold class Solution and nothing else"
    )
    assert found["prints_note"] == (
        "mine.py, line 6: print; remove it (LeetCode reads only what the methods return)"
    )
    path.write_text(PRINTS)
    assert house_rules.broken(path, formatting=False)["prints_note"] == (
        "mine.py, lines 5, 7, 9, 11: print; remove it (LeetCode reads only what the "
        "methods return)"
    )
    path.write_text("import numpy\n")
    assert house_rules.broken(path, formatting=False)["imports_note"] == (
        "mine.py, line 1: imports numpy; LeetCode has the standard library only"
    )
    path.write_text("x  =  1\n")
    assert (
        house_rules.black_note(path).said
        == "mine.py: black would reformat it: run 'make format'"
    )


STATE = """
count = 0
class Solution:
    seen = []
    def __init__(self):
        self.boards = []
        self.queens = []
    def solveNQueens(self, n, res=[]):
        global count
        count += 1
        self.seen.append(n)
        self.queens.append(0); self.queens.pop()
        self.boards.append(n)
        return res
"""


def test_state_kept_between_calls_is_found_with_its_line():
    found = {
        (clue.line, clue.text.split()[0]) for clue in state_clues.kept_state(STATE)
    }
    assert found == {(2, "`count`"), (4, "`seen`"), (6, "`self.boards`"), (8, "the")}


RESET_BY_HELPER = """
class Solution:
    def __init__(self):
        self.res = []
    def _reset(self, n):
        self.n = n
        self._clear()
    def _clear(self):
        self.size, self.cols = self.n, [0] * self.n
    def solveNQueens(self, n):
        self._reset(n)
        self.cols[0] = 1
        self.res.append(self.size)
        return self.res
    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
"""


def test_what_a_helper_sets_at_the_start_of_each_call_is_not_called_kept():
    (clue,) = state_clues.kept_state(RESET_BY_HELPER)
    assert clue.line == 4 and clue.text.startswith("`self.res` is kept")
    guarded = RESET_BY_HELPER.replace(
        "        self._reset(n)\n", "        if n > 4:\n            self._reset(n)\n"
    )
    kept = {clue.text.split()[0] for clue in state_clues.kept_state(guarded)}
    assert kept == {"`self.res`", "`self.n`", "`self.cols`"}


def test_a_cache_keyed_on_too_little_is_found():
    source = """
from functools import lru_cache
def f(n):
    cols, memo = set(), {}
    @lru_cache(None)
    def count(row):
        return sum(count(row + 1) for col in range(n) if col not in cols)
    def ways(row):
        if row in memo:
            return memo[row]
        cols.add(row)
        memo[row] = 1
        return len(cols)
    @lru_cache(None)
    def pure(row):
        return row * n
"""
    found = cache_clues.caches(source)
    assert [clue.line for clue in found] == [6, 8]
    assert "depends on `cols` too" in found[0].text


def test_a_table_of_the_answers_is_found():
    assert state_clues.answer_table("def f(n):\n    return [1, 1, 0, 0, 2, 10, 4][n]\n")
    assert not state_clues.answer_table("x = [1, 2, 3, 4, 5, 6, 7]\n")


def test_wrong_counts_are_explained():
    count = lambda value: count_notes.about_count(
        "sets", 6, value, facts(value)
    )  # noqa
    wrong = count_notes.about_count("x", 6, 5, facts(5))
    assert wrong.counts == {"returned": 5, "known": 4}
    assert count_notes.count_only(wrong, 6, 4).said.endswith(
        "solveNQueens(6) is right (4 boards): the mistake is in totalNQueens, so look there"
    )
    assert count(4) is None
    assert count(5).said == (
        "sets.py, n = 6: totalNQueens returned 5, but there are 4 ways "
        "to place the queens (OEIS A000170)"
    )
    assert "a float: count with whole numbers" in count(4.0).said
    assert count(4.0).fault == "float" and count(None).fault == "NoneType"
    assert "not an int" in count(True).said
    assert "is its `return` missing?" in count(None).said


def test_the_trace_hint_follows_only_a_search_at_fault_that_places_queens(tmp_path):
    from kata.basics import styles
    from kata.guard.runner import StyleProcess
    from kata.judge import explain

    mine = styles.SOLUTIONS / "mine.py"
    shortcut = styles.SOLUTIONS / "shortcut.py"
    source = styles.source(styles.path("sets"))
    mine.write_text(source)
    opening = "def solveNQueens(self, n: int) -> List[List[str]]:\n"
    guard = "        if n < 5:\n            return []\n"
    shortcut.write_text(source.replace(opening, opening + guard))
    solution = list(known.EXPLICIT_BOARDS[4][0])
    missing = [note_on([solution], n=4)]
    attacked = [note_on([solution, ["Q...", ".Q..", "...Q", "..Q."]], n=4)]
    shape = [note_on([[".q..", "...Q", "Q...", "..Q."]], n=4)]
    count = [count_notes.about_count("mine", 4, None, facts(None))]
    hint = "Watch your search place its queens: make trace N=4 STYLE=mine"
    try:
        with StyleProcess(mine, seconds=10.0) as process:
            said = lambda found: [  # noqa
                f.said for f in explain.watch_hint(process, 4, found)
            ]
            assert said(missing) == said(attacked) == [hint]
            assert said(shape) == said(count) == []
        with StyleProcess(shortcut, seconds=10.0) as process:  # no queen placed
            assert explain.watch_hint(process, 4, missing) == []
            assert len(process.ask("call", method="solveNQueens", n=5)["answer"]) == 10
    finally:
        mine.unlink()
        shortcut.unlink()
    (tmp_path / "mine.py").write_text(source)
    with StyleProcess(tmp_path / "mine.py", seconds=10.0) as elsewhere:
        assert explain.watch_hint(elsewhere, 4, missing) == []


def test_times_and_growth_are_said_plainly():
    from kata.judge.answers import pace

    assert [pace.said(s) for s in (1.94, 0.35, 0.004, 0.0001)] == [
        "1.9 s",
        "0.35 s",
        "4 ms",
        "0.1 ms",
    ]
    assert round(growth.own_growth({5: 0.01, 6: 0.1, 7: 0.9})) == 9
    assert growth.own_growth({7: 0.9}) is None


def test_a_missing_board_says_why_no_square_is_drawn_where_none_is_known():
    note = notes.about_boards(
        "mine", 4, [], shapes.describe([])["facts"], skip="its queens could not be read"
    )
    assert note.square is None
    assert note.said.splitlines()[1] == (
        "  missing, a solution that was not returned (its queens could not be read):"
    )


def test_a_cost_not_counted_says_why_rather_than_a_question_mark():
    from kata.judge.answers import cost
    from kata.judge.words.catalogue import words
    from kata.judge.words.sentences import CATALOGUE

    assert cost.measured(2056, 2056, 0.5) == [
        words("cost.nodes", nodes=2056, plain=2056),
        words("cost.speed", multiple="0.5x"),
    ]
    assert cost.measured(None, 2056, 0.5) == [words("cost.speed", multiple="0.5x")]
    assert cost.measured(None, 2056, None) == [words("cost.unmeasured")]
    uncounted = CATALOGUE["cost.uncounted"].text
    assert "`queens` or `pos`" in uncounted and "?" not in uncounted


def test_a_complement_with_no_mask_is_found():
    source = "free = ~(cols | diag)\nok = full & ~(cols | diag)\nwhile free:\n    free -= 1\n"
    found = search_clues.search_slips(source)
    assert [clue.line for clue in found] == [1]
    assert found[0].text.startswith("`~(cols | diag)` is negative")
    assert not search_clues.search_slips(source + "    free &= full\n")
    assert not search_clues.search_slips(source.replace("while free", "while ok"))


def test_both_diagonals_shifted_the_same_way_are_found():
    call = "go(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) << 1)\n"
    found = search_clues.search_slips(call)
    assert [clue.line for clue in found] == [1]
    assert "both diagonal masks move the same way (<< 1)" in found[0].text
    assert not search_clues.search_slips(
        call.replace("(rd | bit) << 1", "(rd | bit) >> 1")
    )


def test_a_generator_called_and_dropped_is_found():
    source = (
        "def place(queens):\n"
        "    yield queens\n"
        "    place(queens + [0])\n"
        "    yield from place(queens + [1])\n"
    )
    found = search_clues.search_slips(source)
    assert [clue.line for clue in found] == [3]
    assert "write `yield from place(queens + [0])`" in found[0].text
    assert not search_clues.search_slips("def place(queens):\n    place(queens)\n")


def test_a_count_assigned_in_a_nested_function_gets_nonlocal():
    reply = {
        "type": "UnboundLocalError",
        "message": "cannot access local variable 'total' where it is not associated "
        "with a value",
    }
    assert notes.crash_hint(reply) == words("notes.nonlocal", name="total")
    assert notes.crash_hint({"type": "UnboundLocalError", "message": "x"}) is None


def test_a_board_longer_than_n_says_queens_were_not_taken_back():
    board = ["Q...", ".Q..", "...Q", "Q...", "..Q."]  # a queen left above a solution
    assert "take each queen back (pop it)" in row_faults.row_fault(4, board)
    other = ["Q...", "..Q.", "...Q", ".Q..", ".Q.."]  # no solution under its extra row
    assert "pop it" not in row_faults.row_fault(4, other)
    assert row_faults.row_fault(4, board[:3]) == "it has 3 rows, not 4"


def test_an_extra_board_names_the_line_that_let_its_queen_through():
    let = {"row": 1, "col": 1, "line": 14, "code": "if c in cols: continue"}
    note = notes.about_boards("mine", 2, [["Q.", ".Q"]], facts([["Q.", ".Q"]]), let=let)
    assert (note.square, note.lines) == ((1, 1), (14,))
    assert (
        "  line 14 let (1, 1) through, though it is attacked: if c in cols: continue"
        in note.said.splitlines()
    )
    elsewhere = {**let, "col": 0}
    note = notes.about_boards(
        "mine", 2, [["Q.", ".Q"]], facts([["Q.", ".Q"]]), let=elsewhere
    )
    assert "let (1, 0) through" not in note.said and note.square is None


def test_a_board_recorded_a_row_early_is_found_only_where_it_is_counted():
    source = (
        "if row == n - 1:\n    out.append(board)\n"
        "if row == n - 1:\n    row += 1\n"  # the row stepping on: no board
        "if row == n - 1:\n    total += 1\n"
        "if row == n - 1:\n    return 1\n"
    )
    found = record_clues.early_records(source)
    assert [clue.line for clue in found] == [1, 5, 7]
    assert found[0].text.startswith("`row == n - 1` records a board before")


def test_a_row_one_square_off_says_how_to_draw_it():
    assert row_faults.row_fault(2, [".Q.", "Q.."]) == (
        "row 0 is '.Q.': a row is 2 squares, each 'Q' or '.' "
        "(one square too many: '.'*col+'Q'+'.'*(n-col-1) is n squares)"
    )
    col = -1  # what that drawing makes of a column off the board, to the left
    drawn = "." * col + "Q" + "." * (2 - col - 1)
    assert row_faults.row_fault(2, [drawn, ".Q."]).endswith(
        "is n squares for a column in 0..1, and this for column -1)"
    )
    assert "one square too few" in row_faults.row_fault(3, ["Q.", ".Q", "Q."])
    assert row_faults.row_fault(2, ["Q...", ".Q.."]).endswith("each 'Q' or '.'")


def test_an_index_past_a_list_sized_from_n_is_explained():
    source = (
        "d = [False] * (2 * n - 1)\n"
        "a = [False] * (2 * n)\n"
        "if d[row - col + n] or a[row + col]:\n    pass\n"
    )
    assert search_clues.index_overrun(source, 3, 4) == words(
        "search.overrun",
        code="d[row - col + n]",
        index=7,
        n=4,
        name="d",
        size="2 * n - 1",
        items="7 items",
        last=6,
    )
    assert search_clues.index_overrun(source.replace("n - 1", "n"), 3, 4) is None
    assert search_clues.index_overrun("q = [0] * n\nq[k + 1]\n", 2, 4) is None


def test_each_clue_keeps_quiet_on_its_counter_example():
    """A claim is made only where it holds: each finder beside a look-alike that
    must not earn it."""
    rows = "board = [['.'] * n] * n\nstrings = ['.' * n] * n\n"
    assert [c.line for c in search_clues.search_slips(rows)] == [1]
    doubled = (
        "up = [False] * (2 * n - 1)\n" "for c in range((n + 1) // 2):\n    half += 1\n"
    )
    assert record_clues.doubled_middles(doubled) == []  # no count doubled
    assert [
        c.line for c in record_clues.doubled_middles(doubled + "x = 2 * half\n")
    ] == [2]
    assert record_clues.doubled_middles("if c == n // 2:\n    pass\n") == []


def test_a_cost_is_judged_only_where_wasted_work_was_seen():
    from kata.judge.answers import cost

    # more partial boards than plain backtracking, none of them attacked: no verdict
    assert cost.next_idea("x = 1\n", nodes=354, plain=152, attacked=0) is None
    assert cost.next_idea("x = 1\n", 354, 152, attacked=20).key == "cost.idea_prune"


def test_only_syntax_newer_than_leetcode_s_python_is_named(tmp_path):
    from kata.judge.coach import newer_python

    def newer_note(source: str):
        path = tmp_path / "m.py"
        path.write_text(source)
        found = newer_python(path)
        return found and found.said

    assert newer_note("type Board = list[str]\n").startswith(
        "m.py, line 1: a `type` statement needs Python 3.12 or newer"
    )
    assert newer_note("def first[T](xs: list[T]) -> T:\n    return xs[0]\n")
    same = 'x = f"{\'.\' * 2 + f"{1}"}"\n'
    assert newer_note(same).startswith("m.py, line 1: an f-string inside")
    for fine in (
        "type = 3\nprint(type(type))\n",
        "x = f\"{'.' * 2}\"\n",  # the other quote inside: Python 3.11 reads it
        "x = f'{d[\"k\"]}'\n",
    ):
        assert newer_note(fine) is None, fine


def test_a_walk_toward_the_queen_is_never_said_to_be_missing():
    from kata.basics.boards import Attack
    from kata.judge.causes.walk_clues import walks_missed

    walks = (
        "def ok(r, c):\n"
        "    i, j = r - 1, c - 1\n"
        "    while i >= 0 and j >= 0:\n        if b[i][j]: return 0\n        i -= 1\n        j -= 1\n"
        "    i, j = r - 1, c + 1\n"
        "    while i >= 0 and j < n:\n        if b[i][j]: return 0\n        i -= 1\n        j += 1\n"
    )
    up_right = Attack((0, 1), (1, 0), "anti")
    assert walks_missed(walks, 3, (1, 0), up_right, 2) == ""  # it walks that way
    one_way = walks.split("    i, j = r - 1, c + 1")[0]
    missed = walks_missed(one_way, 3, (1, 0), up_right, 2)
    assert missed == words(
        "walk.missed",
        lines=words("line", line="3"),
        ways="up to the left",
        toward="up to the right",
        queen=(0, 1),
    )
    up_right_for = "    for k in range(1, min(r, n - c - 1)):\n        if b[r - k][c + k]: return 0\n"
    assert walks_missed(one_way + up_right_for, 3, (1, 0), up_right, 2) == ""
    assert walks_missed(one_way + up_right_for, 3, (2, 0), up_right, 4) == ""
    up_column = "    for i in range(r):\n        if b[i][c]: return 0\n"
    assert walks_missed(one_way + up_column, 3, (1, 0), up_right, 2) == missed


def test_a_queen_list_check_is_told_the_keys_it_compares_only_where_they_differ():
    from kata.basics.boards import Attack
    from kata.judge.causes.key_clues import keys_compared

    check = (
        "def ok(queens, r, c):\n"
        "    for i in range(r):\n"
        "        if queens[i] - i == c - r:\n"
        "            return False\n"
    )
    up_right = Attack((0, 1), (1, 0), "anti")
    said = keys_compared(check, 3, (1, 0), up_right, 2)
    assert said.key == "key.none_same", said
    assert render(said.param("compared")) == "`c - r`"
    assert (said.param("queen"), said.param("square")) == ("(0, 1)", "(1, 0)")
    assert said.param("truth") == "row + col"
    both = check.replace("c - r:", "c - r or queens[i] + i == c + r:")
    assert keys_compared(both, 3, (1, 0), up_right, 2) == ""  # `c + r` is the same


def test_the_middle_column_is_said_to_be_skipped_only_where_a_half_is_doubled():
    half = "for c in range(n // 2):\n    total += go(c)\n"
    assert record_clues.missed_middles(half) == []  # nothing doubled: not a mirror
    doubled = half + "return 2 * total\n"
    (clue,) = record_clues.missed_middles(doubled)
    assert clue.line == 1 and clue.text.startswith("`range(n // 2)` leaves out")
    mirrored = half + "boards += [[row[::-1] for row in b] for b in boards]\n"
    assert [c.line for c in record_clues.missed_middles(mirrored)] == [1]
    assert record_clues.missed_middles(doubled.replace("n // 2", "n")) == []


def test_every_column_choice_is_named_only_for_a_product_repeated():
    assert search_clues.every_column_choice("for p in product(range(n), repeat=n): x\n")
    assert not search_clues.every_column_choice("for p in permutations(range(n)): x\n")
    assert not search_clues.every_column_choice("for a, b in product(xs, ys): x\n")


def test_a_mutable_default_is_found_and_none_is_left_alone():
    assert state_clues.shared_defaults("def draw(q, rows=[]):\n    return rows\n")
    assert not state_clues.shared_defaults("def draw(q, rows=None):\n    return 1\n")


def test_the_middle_column_is_not_said_to_be_skipped_where_it_is_searched_apart():
    searched = (
        "for c in range(n // 2):\n    total += go(c)\n"
        "if n % 2:\n    total += go(n // 2)\nreturn 2 * total\n"
    )
    assert record_clues.missed_middles(searched) == []


def test_boards_twice_name_the_middle_only_where_the_file_does_not_take_it_apart():
    loop = "for c in range((n + 1) // 2):\n    out += [b, mirror(b)]\n"
    (clue,) = record_clues.doubled_middles(loop, twice=True)
    assert clue.line == 1 and "each comes twice" in clue.text
    assert record_clues.doubled_middles(loop) == []  # a count alone: nothing doubled
    apart = loop + "if n % 2:\n    out += middle(n // 2)\n"
    assert record_clues.doubled_middles(apart, twice=True) == []


def test_a_key_is_worked_out_with_the_run_s_own_n():
    from kata.basics.boards import Attack
    from kata.judge.causes.key_clues import keys_compared

    check = (
        "def place(row, n, cols, diag, anti):\n"
        "    for col in range(n):\n"
        "        if cols[col] or diag[row - col + n] or anti[row - col + n]:\n"
        "            continue\n"
    )
    said = keys_compared(check, 3, (1, 0), Attack((0, 1), (1, 0), "anti"), 2)
    assert said.key == "key.held", said
    held = {name: said.param(name) for name in ("held", "read", "first", "second")}
    assert held == {"held": "anti", "read": "row - col + n", "first": 1, "second": 3}


def test_a_count_kept_in_a_parameter_is_named_only_where_it_is_not_returned():
    copy = "def dfs(r, count):\n    if r == n:\n        count += 1\n        return\n"
    (clue,) = record_clues.counted_in_a_copy(copy)
    assert clue.line == 3 and clue.text.startswith("`count += 1` adds to dfs()'s own")
    returned = copy.replace("        return\n", "        return count\n")
    assert record_clues.counted_in_a_copy(returned) == []
    assert record_clues.counted_in_a_copy("def f(r):\n    total += 1\n") == []
    bits = "def bits(mask):\n    while mask:\n        yield mask\n        mask += 1\n"
    assert record_clues.counted_in_a_copy(bits) == []  # a generator gives back


def test_a_half_first_row_worked_out_in_a_variable_is_named_where_it_is_given():
    limit = "limit = (n + 1) // 2 if r == 0 else n\nfor c in range(limit):\n    go(c)\n"
    (clue,) = record_clues.doubled_middles(limit + "return 2 * total\n")
    assert clue.line == 1
    assert clue.text.startswith("`limit = (n + 1) // 2 if r == 0 else n` takes")
    read_again = limit + "print(limit)\nreturn 2 * total\n"  # not the loop's alone
    assert record_clues.doubled_middles(read_again) == []
    down = limit.replace("(n + 1) // 2", "n // 2") + "return 2 * total\n"
    assert [c.line for c in record_clues.missed_middles(down)] == [1]


def test_columns_mirrored_one_by_one_are_a_mirror_and_a_row_drawn_is_not():
    half = "for c in range(n // 2):\n    go(c)\n"
    mirrored = half + "boards += [[n - 1 - c for c in q] for q in boards]\n"
    assert [c.line for c in record_clues.missed_middles(mirrored)] == [1]
    drawn = half + "rows = ['.' * c + 'Q' + '.' * (n - c - 1) for c in q]\n"
    assert record_clues.missed_middles(drawn) == []


def test_a_complement_only_dropped_a_bit_at_a_time_is_still_unmasked():
    source = "def f():\n    free = ~(cols | diag)\n    while free:\n        free &= free - 1\n"
    assert [c.line for c in search_clues.search_slips(source)] == [2]
    cut = source.replace("free &= free - 1", "free &= full")
    assert search_clues.search_slips(cut) == []
    broken = source + "        if free > full:\n            break\n"
    assert search_clues.search_slips(broken) == []  # the loop ends by its break


def test_a_walk_that_stops_before_the_queen_is_named_only_where_its_test_fails():
    from kata.basics.boards import Attack
    from kata.judge.causes.walk_clues import walk_stopped_short

    walk = (
        "def ok(board, row, col):\n"
        "    r, c = row - 1, col - 1\n"
        "    while r > 0 and c > 0:\n"
        "        if board[r][c] == 'Q':\n"
        "            return False\n"
        "        r -= 1\n"
        "        c -= 1\n"
        "    return True\n"
    )
    attack = Attack((0, 0), (1, 1), "diag")
    line, said = walk_stopped_short(walk, (1, 1), attack, 4)
    stopped = dict(said.params)
    assert line == 3 and said.key == "walk.stopped"
    assert stopped["way"] == "up to the left" and stopped["test"].startswith(
        "r > 0 and"
    )
    assert (stopped["row"], stopped["r"], stopped["col"], stopped["c"]) == (
        "r",
        0,
        "c",
        0,
    )
    whole = walk.replace("r > 0 and c > 0", "r >= 0 and c >= 0")
    assert walk_stopped_short(whole, (1, 1), attack, 4) is None
    other = Attack((0, 2), (1, 1), "anti")  # up to the right: no such walk here
    assert walk_stopped_short(walk, (1, 1), other, 4) is None


def test_a_key_looked_up_by_get_is_told_like_one_looked_up_by_index():
    from kata.basics.boards import Attack
    from kata.judge.causes.key_clues import keys_compared

    check = (
        "def place(row, n, cols, anti):\n"
        "    for col in range(n):\n"
        "        a = col - row\n"
        "        if cols.get(col) or anti.get(a):\n"
        "            continue\n"
    )
    said = keys_compared(check, 4, (1, 0), Attack((0, 1), (1, 0), "anti"), 2)
    assert (said.key, said.param("held"), said.param("read")) == (
        "key.held",
        "anti",
        "col - row",
    )
    assert said.param("origin") == words("key.origin", line=3)
    assert (said.param("first"), said.param("queen")) == (1, "(0, 1)")
    right = check.replace("a = col - row", "a = col + row")
    assert keys_compared(right, 4, (1, 0), Attack((0, 1), (1, 0), "anti"), 2) == ""


def test_a_half_range_handed_to_the_search_is_named_where_it_is_made():
    handed = "found = search(n, range((n + 1) // 2))\nout += [b, mirror(b)]\n"
    (clue,) = record_clues.doubled_middles(handed, twice=True)
    assert clue.line == 1 and clue.text.startswith("`range((n + 1) // 2)` takes")
    whole = handed.replace("(n + 1) // 2", "n")
    assert record_clues.doubled_middles(whole, twice=True) == []


def test_a_while_over_work_left_is_no_test_of_a_square():
    from kata.watch.decisions import test_lines
    from kata.watch.loops import parsed

    source = (
        "while len(stack) > 0:\n"
        "    q = stack.pop()\n"
        "while r >= 0 and c < n:\n"
        "    r -= 1\n"
        "while stack:\n"
        "    stack.pop()\n"
    )
    assert test_lines(parsed(source)) == {3}


def test_a_compare_of_unlike_keys_is_told_only_where_alike_ones_would_meet():
    from kata.basics.boards import Attack
    from kata.judge.causes.key_clues import keys_compared

    check = (
        "def attacked(r, c):\n"
        "    return any(\n"
        "        c == qc or r - c == qr - qc or r + c == qr - qc for qr, qc in placed\n"
        "    )\n"
    )
    anti = Attack((0, 1), (1, 0), "anti")
    said = keys_compared(check, 2, (1, 0), anti, 2)
    assert said.key == "key.unlike_sides", said
    assert said.param("where") == words("key.origin", line=3)
    told = {k: said.param(k) for k in ("mine", "at_square", "theirs", "hers", "queen")}
    assert told == {
        "mine": "r + c",
        "at_square": 1,
        "theirs": "qr - qc",
        "hers": -1,
        "queen": "(0, 1)",
    }
    alike = check.replace("r + c == qr - qc", "r + c == qr + qc")
    assert keys_compared(alike, 2, (1, 0), anti, 2) == ""


def test_a_return_in_the_first_pass_over_the_placed_queens_themselves_is_named():
    from kata.judge.causes.check_clues import never_compared

    check = (
        "def can_place(placed, r, c):\n"
        "    for qr, qc in placed:\n"
        "        if abs(qr - r) == abs(qc - c):\n"
        "            return False\n"
        "        else:\n"
        "            return True\n"
        "    return True\n"
    )
    said = never_compared(check, 3, (2, 1), [(1, 2)], 4)
    assert said == words(
        "check.first_pass",
        returns=words("check.both_return", line=4, other=6),
        loop=2,
    )
    assert never_compared(check, 3, (2, 0), [(0, 2)], 4) == ""  # first pass has her
    full = check.replace("        else:\n            return True\n", "")
    assert never_compared(full, 3, (2, 1), [(1, 2)], 4) == ""


def test_a_class_attribute_a_method_gives_its_own_value_is_not_said_shared():
    """`self.size = n` makes the instance's own `size`: only `boards`, changed in
    place through the class's one list, is shared between calls."""
    import ast

    source = (
        "class Solution:\n"
        "    size = 0\n"
        "    boards = []\n"
        "    def solveNQueens(self, n):\n"
        "        self.size = n\n"
        "        self.boards.append(['Q' * self.size])\n"
        "        return self.boards\n"
    )
    said = state_clues.class_attributes(ast.parse(source))
    assert [clue[0] for clue in said] == [3]
    assert said[0].said == words("state.class_attribute", name="boards")


def test_a_class_counter_a_method_adds_to_is_said_the_instance_s_own():
    """`count = 0` on the class, `self.count += 1` in a method: the first `+=`
    makes the instance's own `count` (an int is never changed in place), so it is
    kept between the instance's calls, not shared by every instance."""
    import ast

    source = (
        "class Solution:\n"
        "    count = 0\n"
        "    def totalNQueens(self, n):\n"
        "        self.count += 1\n"
        "        return self.count\n"
    )
    said = state_clues.class_attributes(ast.parse(source))
    assert [clue[0] for clue in said] == [2]
    assert said[0].said == words("state.class_rebound", name="count", op="+")
    namespace = {}
    exec(source, namespace)
    one, other = namespace["Solution"](), namespace["Solution"]()
    assert (one.totalNQueens(4), one.totalNQueens(4), other.totalNQueens(4)) == (
        1,
        2,
        1,
    )  # kept between one instance's calls, not shared with another


def test_a_module_variable_each_call_sets_anew_is_no_state_kept():
    """`global N; N = n` at the start of the one method that reads it: no call
    starts from the last one's N; a cache keyed without N is the cause, said so."""
    source = (
        "from functools import lru_cache\n"
        "N = 0\n"
        "@lru_cache(None)\n"
        "def count(row):\n"
        "    return 1 if row == N else sum(count(row + 1) for _ in range(N))\n"
        "class Solution:\n"
        "    def totalNQueens(self, n):\n"
        "        global N\n"
        "        N = n\n"
        "        return count(0)\n"
    )
    assert state_clues.kept_state(source) == []
    (cache,) = cache_clues.caches(source)
    assert "each call sets anew" in cache.text
    kept = source.replace("        N = n\n", "        if n > N:\n            N = n\n")
    assert [clue.line for clue in state_clues.kept_state(kept)] == [2]


def test_a_verdict_s_one_line_is_made_of_its_parts_never_cut_from_its_text():
    """The line `make test` gives a correct file is its first finding's where and
    head parts: a head with a full stop in it is kept whole, which a cut of the
    rendered text at '. ' would not."""
    from kata.judge.coach import Verdict
    from kata.judge.words.findings import Finding

    head = words("coach.correct_for", problem="n. 1..9", method="m")
    parts = (("where", words("where", place="x.py")), ("head", head))
    parts += (("checked", words("coach.zero_checked")),)
    verdict = Verdict("x", "", [Finding("correct", parts)], [])
    assert verdict.summary() == "x.py: correct for n. 1..9 (m)"


def test_a_correct_file_s_one_line_names_its_first_broken_house_rule_from_words():
    """A correct file that breaks a house rule: its one line is its head, then the
    rule's own words (rendered from the catalogue in use, never cut from text)."""
    from kata.judge.coach import Verdict
    from kata.judge.words import catalogue
    from kata.judge.words.findings import Finding, located

    head = words("coach.correct_for", problem="n = 1..9", method="m")
    parts = (("where", words("where", place="x.py")), ("head", head))
    rule = located("house_rule", "x.py", words("coach.again", style="x"))
    verdict = Verdict("x", "rules", [Finding("correct", parts)], [rule])
    told = "x.py: correct for n = 1..9 (m); a house rule is broken: Fix this first"
    assert verdict.summary().startswith(told)
    with catalogue.rendering(catalogue.other_words(catalogue.CATALOGUE)):
        assert "a house rule is broken" not in verdict.summary()


def test_python_s_unhashable_and_changed_size_crashes_get_their_fix():
    """Python's own messages (copied from CPython 3.11) name what to change."""
    unhashable = {"type": "TypeError", "message": "unhashable type: 'list'"}
    assert notes.crash_hint(unhashable) == words("notes.unhashable", kind="list")
    looped = {"type": "RuntimeError", "message": "Set changed size during iteration"}
    assert notes.crash_hint(looped) == words("notes.changed_while_looped", kind="set")
    looped = {
        "type": "RuntimeError",
        "message": "dictionary changed size during iteration",
    }
    assert notes.crash_hint(looped) == words("notes.changed_while_looped", kind="dict")
    assert notes.crash_hint({"type": "RuntimeError", "message": "other"}) is None


def test_column_minus_one_is_said_only_of_a_file_that_pads_its_rows():
    """'Q' then n dots is what `"." * c + "Q" + "." * (n - c - 1)` draws for column
    -1: said so only of a file that draws its rows that way."""
    padded = 'line = "." * c + "Q" + "." * (n - c - 1)\n'
    listed = 'cells = ["."] * n\ncells.insert(c, "Q")\nline = "".join(cells)\n'
    assert drawing.draws_padded(padded) and not drawing.draws_padded(listed)
    for pads, key in ((True, "rows.length_minus_one"), (False, "rows.length")):
        fault, said = row_faults.board_fault(1, ["Q."], pads)
        assert fault == "row_text" and said.param("why").key == key
