"""A fix the coach says it tried is one that works, and one that does not work is
never said.

The guesses (kata.judge.repair.table) are checked against edits written here by hand,
by their fields (kind, line, new text), never their words (the gallery's kept lessons
check those); each row's mend is an edit of its kind, and each kind is written into a
file as written here by hand; the fix each gallery lesson says it tried is made on
the file, and the file must then be judged correct; a file with two faults, where no
one-line change is enough, must be told no fix."""

import json
from pathlib import Path

import pytest
from pytest_cases import parametrize

from kata.gallery import lessons
from kata.judge import coach
from kata.judge.repair import fixes
from kata.judge.repair.fix_words import CHANGES
from kata.judge.repair.table import edits
from kata.judge.words.catalogue import words
from kata.judge.words.edits import (
    KINDS,
    dedent,
    delete,
    insert,
    insert_before,
    move,
    replace,
    wrap,
)
from test_operator_table import ROWS, plants, source_of, staged

GALLERY = Path(__file__).resolve().parents[1] / "gallery"
SECONDS = 2.0


def guessed(source: str) -> set:
    """(kind, line, new text) of each guess at the file."""
    return {(edit.kind, edit.line, edit.new.strip()) for edit in edits(source)}


@parametrize(
    "line, expected",
    [
        ("x = go(a | b << 1)", "x = go((a | b) << 1)"),
        ("full = 1 << n - 1", "full = (1 << n) - 1"),
        ("full = 1 << n + 1", "full = 1 << n"),
        ("s = t | u >> 1", "s = (t | u) >> 1"),
    ],
)
def test_a_slip_of_precedence_is_mended_as_written_by_hand(line, expected):
    assert ("replace", 1, expected) in guessed(line + "\n")


def test_two_slips_on_one_line_are_mended_together():
    line = "push(c | b, h | b << 1, d | b >> 1)\n"
    assert ("replace", 1, "push(c | b, (h | b) << 1, (d | b) >> 1)") in guessed(line)


@parametrize(
    "line, slip, mended",
    [
        ("x = a | (b << 1)", "x = a | b << 1", "x = (a | b) << 1"),
        ("full = 1 << (n - 1)", "full = 1 << n - 1", "full = (1 << n) - 1"),
        ("x = (a | b) << 1", "x = a | b << 1", "x = (a | b) << 1"),
    ],
)
def test_an_operator_already_in_brackets_is_left_alone(line, slip, mended):
    assert ("replace", 1, mended) in guessed(
        slip
    )  # the same line unbracketed is mended
    assert not any("<<" in after and after != line for _, _, after in guessed(line))


def test_a_type_annotation_is_no_index_to_change():
    source = "def f(n: int) -> List[List[str]]:\n    return board[n - 1]\n"
    assert ("replace", 2, "return board[n]") in guessed(
        source
    )  # an index in the code is
    assert not any(
        "List[" in after and "- 1" in after for _, _, after in guessed(source)
    )


def test_copies_that_copy_too_little_are_guessed():
    source = (
        "def f(board, blank, cols, found):\n"
        "    found.append(board[:])\n"
        "    row = blank\n"
        "    for col in cols:\n"
        "        cols.remove(col)\n"
    )
    assert guessed(source) >= {
        ("replace", 2, "found.append([row[:] for row in board])"),
        ("replace", 3, "row = blank[:]"),
        ("replace", 4, "for col in cols[:]:"),
    }


PYTHON_TRAPS = """\
def f(self, n, boards, placed, stack, board, a, b, full, x, y):
    if a is b or a is None:
        s = {v for v in y}
    free = full ^ (x | y)
    if boards:
        placed[n] = 1
        stack.append((n, placed))
    return board[::-1]


@lru_cache(maxsize=None)
def g(row):
    return row


def h(queens, bit):
    queens.append(bit.bit_length())
    yield queens
"""


def test_python_s_own_traps_are_guessed_as_written_by_hand():
    found = guessed(PYTHON_TRAPS)
    assert found >= {
        ("replace", 3, "s = [v for v in y]"),
        ("replace", 4, "free = full & ~(x | y)"),
        ("replace", 7, "stack.append((n, placed[:]))"),
        ("replace", 8, "return [row[::-1] for row in board]"),
        ("delete", 11, ""),
        ("replace", 17, "queens.append(bit.bit_length() - 1)"),
        ("replace", 18, "yield queens[:]"),
    }
    searched = {  # the search's: a comparison, a parameter's truth
        (e.line, e.new.strip()) for e in staged(ROWS["comparisons"], PYTHON_TRAPS)
    }
    assert (2, "if a == b or a is None:") in searched
    assert (2, "if a is b or a == None:") not in searched  # `is None` is right
    assert (5, "if boards is not None:") in searched


def test_the_same_slip_on_other_lines_is_mended_on_each():
    source = (
        "def f(n):\n"
        "    full = 1 << n - 1\n"
        "    if abs(r - c) in diag:\n"
        "        diag.add(abs(r - c))\n"
        "    full = 1 << n - 1\n"
    )
    found = {(e.line, e.new.strip(), e.also) for e in edits(source)}
    assert (2, "full = (1 << n) - 1", (5,)) in found
    assert (3, "if r - c in diag:", (4,)) in found
    with_each = [e for e in edits(source) if e.line == 3 and e.also == (4,)]
    assert fixes.written(source, with_each[0]).splitlines()[2:4] == [
        "    if r - c in diag:",
        "        diag.add(r - c)",
    ]


UNDONE = """\
def f(n, board, cols, pos, used):
    pos = {}
    for c in range(n):
        board[r][c] = 'Q'
        cols.add(c)
        pos[r] = c
        used[c] = True
        go(r + 1)
        cols.remove(c)
"""


def test_a_mark_never_taken_back_after_the_call_is_guessed_undone():
    found = guessed(UNDONE)
    assert found >= {
        ("insert", 8, "board[r][c] = '.'"),
        ("insert", 8, "del pos[r]"),
        ("insert", 8, "used[c] = False"),
    }
    assert not any("cols.remove(c)" in after for _, line, after in found if line == 8)


def searched_by(name: str, source: str) -> set:
    """(kind, line, new text) of each edit of the row's stage, by the row."""
    made = staged(ROWS[name], source)
    return {(e.kind, e.line, e.new.strip()) for e in made if e.operator == name}


def test_a_list_made_once_before_a_loop_that_fills_it_is_made_anew():
    source = (
        "layer, nxt = [()], []\n"
        "nxt = []\n"
        "for _ in range(n):\n"
        "    for qs in layer:\n"
        "        nxt.append(qs)\n"
        "    layer = list(nxt)\n"
    )
    assert ("insert_before", 4, "nxt = []") in searched_by("loop_resets", source)
    anew = source.replace("for _ in range(n):\n", "for _ in range(n):\n    nxt = []\n")
    assert ("insert_before", 4, "nxt = []") not in searched_by("loop_resets", anew)


def test_a_return_that_ends_a_loop_s_body_is_guessed_away_only_before_another():
    source = (
        "def ok(queens, col):\n"
        "    for r, c in enumerate(queens):\n"
        "        if c == col:\n"
        "            return False\n"
        "        return True\n"
        "    return True\n"
    )
    assert ("delete", 5, "") in guessed(source)
    last = source[: -len("    return True\n")]  # nothing returned after the loop
    assert ("delete", 5, "") not in guessed(last)
    assert not any(
        after == "free = full & ~(cols | ld)"
        for _, _, after in guessed("free = full & ~(cols | ld)\n")
    )


def test_a_grid_appended_by_name_is_guessed_copied_row_by_row():
    source = "board[r][c] = 'Q'\nres.append(board)\n"
    assert ("replace", 2, "res.append([row[:] for row in board])") in guessed(source)


def test_a_method_of_the_data_is_not_taken_for_the_call_of_the_search():
    source = "for c in cols:\n    seen.add(c)\n    cols.remove(c)\n"
    assert not any(kind == "insert" for kind, _, _ in guessed(source))
    searched = source.replace("cols.remove(c)", "go(c)")  # the search's call
    assert ("insert", 3, "seen.remove(c)") in guessed(searched)


@parametrize(
    "line, expected",
    [
        ("if r == n - 1: go()", "if r == n: go()"),
        ("ok = abs(r - c) in diag", "ok = r - c in diag"),
        ("saved.append(grid.copy())", "saved.append([row[:] for row in grid])"),
        ("col = qs.pop()", "col = qs.pop() + 1"),
        ("placed = {}\nok = c in placed", "ok = c in placed.values()"),
        ("full = 1 << n", "full = (1 << n) - 1"),
        ("key = frozenset(state)", "key = tuple(state)"),
        ("free = full & ~cols | ld | rd", "free = full & ~(cols | ld | rd)"),
        (
            "ok = [lambda r, c: c != q for q in qs]",
            "ok = [lambda r, c, q=q: c != q for q in qs]",
        ),
        (
            "hits = [lambda c: c == q for q in state]",
            "hits = [lambda c, q=q: c == q for q in state]",
        ),
    ],
)
def test_more_slips_are_mended_as_written_by_hand(line, expected):
    assert ("replace", line.count("\n") + 1, expected) in guessed(line + "\n")


def test_a_half_of_the_first_row_is_guessed_without_its_middle():
    source = "for c in range((n + 1) // 2):\n    total += 2 * go(c)\n"
    assert ("replace", 1, "for c in range(n // 2):") in guessed(source)
    assert not any(
        "n // 2)" in a for _, _, a in guessed("for c in range(n):\n    go(c)\n")
    )


def test_slips_of_when_python_works_a_name_out_are_mended_as_written_by_hand():
    late = "for col in range(n):\n    rules.append(lambda r, c: c != col)\n"
    assert ("replace", 2, "rules.append(lambda r, c, col=col: c != col)") in guessed(
        late
    )
    stops = "def go(c):\n    return 1\nok = any(go(c) for c in range(n))\n"
    assert ("replace", 3, "ok = any([go(c) for c in range(n)])") in guessed(stops)
    walrus = "while (free := full & ~cols):\n    free -= 1\n"
    assert ("replace", 1, "free = full & ~cols\nwhile free:") in guessed(walrus)


def test_what_python_already_works_out_in_time_is_left_alone():
    calls = "def go(c):\n    return 1\nok = any(go(c) for c in range(n))\n"
    assert ("replace", 3, "ok = any([go(c) for c in range(n)])") in guessed(calls)
    assert not any("[" in a for _, _, a in guessed("ok = any(c > 1 for c in xs)\n"))
    walrus = "while (free := full & ~cols):\n    free -= 1\n"
    assert ("replace", 1, "free = full & ~cols\nwhile free:") in guessed(walrus)
    steady = "while (free := full & ~cols):\n    go(free)\n"
    assert not any("\n" in after for _, _, after in guessed(steady))


ANOTHER_KEY = {  # the whys of a key used otherwise than it is put in, or given
    "why.keys.asked_other",
    "why.keys.taken_out_other",
    "why.keys.given_other",
}


def another_key(edit) -> bool:
    return getattr(edit.why, "key", "") in ANOTHER_KEY


def test_a_key_asked_for_as_it_was_never_put_in_is_guessed_as_put_in():
    def asked_anew(source):
        return [(e.line, e.new) for e in edits(source) if another_key(e)]

    assert asked_anew("diag.add(r - c)\nok = c - r in diag\n") == [
        (2, "ok = r - c in diag"),
        (1, "diag.add(c - r)"),  # or the key given is the one to mend
    ]
    assert asked_anew("diag.add(r - c)\nok = r - c in diag\n") == []
    assert asked_anew("diag.add(r - c)\ndiag.add(r + c)\nok = c - r in diag\n") == []


def test_a_flag_left_out_of_a_chained_undo_is_set_back_alone():
    source = (
        "for c in range(n):\n"
        "    used[c] = up[r + c] = down[r - c] = True\n"
        "    go(r + 1)\n"
        "    used[c] = up[r + c] = False\n"
    )
    assert ("insert", 3, "down[r - c] = False") in guessed(source)
    whole = source.replace("up[r + c] = False", "up[r + c] = down[r - c] = False")
    assert not any(kind == "insert" for kind, _, _ in guessed(whole))


def test_a_method_named_but_not_called_is_guessed_called():
    assert ("replace", 2, "queens.pop()") in guessed("go(r + 1)\nqueens.pop\n")
    assert not any(a.endswith("()") for _, _, a in guessed("x = queens.pop\n"))


def test_a_comparison_standing_alone_is_guessed_an_assignment():
    assert ("replace", 2, "board[r][c] = '.'") in guessed(
        "go(r + 1)\nboard[r][c] == '.'\n"
    )
    kept = "ok = board[r][c] == '.'\n"
    assert not any(a == "ok = board[r][c] = '.'" for _, _, a in guessed(kept))


def test_a_step_back_that_leaves_its_row_s_queen_is_guessed_moved_on():
    source = (
        "while row >= 0:\n"
        "    if pos[row] == n:\n"
        "        row -= 1\n"
        "    else:\n"
        "        pos[row] += 1\n"
    )
    assert ("insert", 3, "pos[row] += 1") in guessed(source)
    moved = source.replace(
        "        row -= 1\n", "        row -= 1\n        pos[row] += 1\n"
    )
    assert ("insert", 3, "pos[row] += 1") not in guessed(moved)


def test_a_key_taken_out_as_it_was_never_put_in_is_guessed_as_put_in():
    source = "diag.add(r - c)\ngo(r + 1)\ndiag.discard(r + c)\n"
    assert ("replace", 3, "diag.discard(r - c)") in guessed(source)
    taken = [e.why for e in edits(source) if another_key(e) and e.line == 3]
    assert taken == [
        words("why.keys.taken_out_other", held="diag", put="r - c", asked="r + c")
    ]
    same = "diag.add(r - c)\ngo(r + 1)\ndiag.discard(r - c)\n"
    assert not any(another_key(edit) for edit in edits(same))


def test_a_piece_put_into_a_key_is_put_into_the_same_key_on_other_lines():
    source = (
        "def f(row, cols, up):\n"
        "    key = (row, cols)\n"
        "def g(row, cols, up):\n"
        "    if (row, cols) in seen:\n"
        "        return seen[(row, cols)]\n"
    )
    (edit,) = [e for e in edits(source) if e.line == 2 and e.also]
    assert edit.new.strip() == "key = (row, cols, up)" and edit.also == (4, 5)


def test_a_memo_keyed_on_too_few_arguments_is_widened_on_every_line():
    source = (
        "seen = {}\n"
        "def ways(cols, down, up):\n"
        "    if cols in seen:\n"
        "        return seen[cols]\n"
        "    seen[cols] = 1\n"
    )
    (edit,) = [e for e in edits(source) if "(cols, down, up)" in e.new]
    assert (edit.line, edit.also) == (3, (4, 5))
    full = source.replace("cols in seen", "(cols, down, up) in seen")
    assert not any("(cols, down, up, " in e.new for e in edits(full))


def test_a_lambda_that_binds_its_names_already_is_left_alone():
    late = "hits = [lambda c: c == q for q in state]\n"
    assert ("replace", 1, "hits = [lambda c, q=q: c == q for q in state]") in guessed(
        late
    )
    source = "hits = [lambda c, q=q: c == q for q in state]\n"
    assert not any(
        "q=q" in after and after != source.strip() for _, _, after in guessed(source)
    )


def tried_cases():
    """Every gallery case whose kept lesson holds a fix: those fixes.json keeps (a
    test in test_gallery holds it to the kept verdicts)."""
    return sorted(json.loads((GALLERY / "fixes.json").read_text()))


@pytest.mark.slow  # make check (CI too): each case judged twice
@parametrize("case", list(tried_cases()))
def test_a_fix_said_to_work_makes_the_file_correct(case, tmp_path):
    """The fix a lesson says (its Edit, kept in the finding) is made on the file,
    by its kind, on its lines; the file is then judged correct."""
    wrong = lessons.judged(GALLERY / f"{case}.py")  # the gallery's, judged once a run
    (fix,) = [finding.fix for finding in wrong.findings if finding.kind == "fix"]
    assert fix.kind in KINDS and fix.lines == tuple(
        sorted((fix.edit.line, *fix.edit.also))
    )
    fixed = tmp_path / f"{case}.py"
    fixed.write_text(fixes.written((GALLERY / f"{case}.py").read_text(), fix.edit))
    found = lessons.judged_fixed(fixed, SECONDS)  # one judge for one fix
    assert found.failed in ("", "rules"), "\n".join(found.lines)


def test_no_fix_is_said_where_one_line_is_not_enough(tmp_path):
    source = (GALLERY / "undo_wrong_index.py").read_text()
    one = tmp_path / "one_fault.py"
    one.write_text(source)
    two = tmp_path / "two_faults.py"
    two.write_text(source.replace("anti[row + col] = True", "anti[row - col] = True"))
    assert two.read_text() != source
    told = "\n".join(coach.judge(one, SECONDS, costs=False).lines)
    assert "line 23: `cols[col] = diag[col - row" in told and "in its place" in told
    wrong = coach.judge(two, SECONDS, costs=False)
    assert wrong.failed == "leetcode" and "in its place" not in "\n".join(wrong.lines)


KEYED = """\
def f(row, col, diag, anti):
    if row - col in diag or row - col in anti:
        return
    diag.add(row - col)
    anti.add(row - col)
    go(row + 1)
    anti.remove(row - col)
    diag.remove(row - col)
"""


def test_a_key_slip_on_three_lines_is_mended_as_that_set_s_key_on_each():
    """`row - col` for `anti` in the check, the add and the remove: the one mend
    changes `anti`'s key on all three lines and leaves `diag`'s."""
    found = [
        e for e in edits(KEYED) if e.line == 2 and e.held == "anti" and e.also == (5, 7)
    ]
    assert found, [(e.line, e.new, e.also, e.held) for e in edits(KEYED)]
    assert fixes.written(KEYED, found[0]).splitlines()[1:8] == [
        "    if row - col in diag or row + col in anti:",
        "        return",
        "    diag.add(row - col)",
        "    anti.add(row + col)",
        "    go(row + 1)",
        "    anti.remove(row + col)",
        "    diag.remove(row - col)",
    ]


def test_a_set_given_another_key_than_asked_is_mended_where_it_is_given():
    source = KEYED.replace("row - col in anti", "row + col in anti")
    found = [e for e in edits(source) if e.line == 5 and e.also == (7,)]
    assert [e.new.strip() for e in found] == ["anti.add(row + col)"]
    given = words(
        "why.keys.given_other", held="anti", asked="row + col", put="row - col"
    )
    assert found[0].why == given


def test_two_names_given_one_new_list_are_guessed_given_one_each():
    source = "def f(n):\n    diag = anti = [False] * (2 * n - 1)\n"
    two = "diag = [False] * (2 * n - 1)\n    anti = [False] * (2 * n - 1)"
    assert ("replace", 2, two) in guessed(source)
    for kept in ("    lo = hi = 0\n", "    a = b = other\n", "    a = b = (1, 2)\n"):
        assert not any("\n" in new for _, _, new in guessed("def f(n):\n" + kept))


def test_a_guess_of_two_lines_is_made_under_each_twin_s_own_indent():
    source = (
        "def f(n):\n"
        "    diag = anti = set()\n"
        "class S:\n"
        "    def g(self, n):\n"
        "        diag = anti = set()\n"
    )
    (edit,) = [e for e in edits(source) if e.also and e.line == 2]
    assert edit.also == (5,)
    written = fixes.written(source, edit).splitlines()
    assert written[1:3] == ["    diag = set()", "    anti = set()"]
    assert written[5:7] == ["        diag = set()", "        anti = set()"]


KIND_OF_ROW = {  # the rows whose edits are not a line written anew ("replace"); for a
    # row whose plants differ in kind, the kind of each of its planted files
    "caches": "delete",  # the decorator left out
    "guards_left_out": "delete",
    "loop_returns": {
        "return_ends_loop_body": "delete",
        "colwise_return_in_loop": "dedent",
    },
    "left_out": "delete",
    "dedented": "dedent",
    "resets": "insert_before",
    "steps_back_moved_on": {"backtrack_without_advance": "insert"},
    "missing_undos": {
        "anti_never_removed": "insert",
        "undo_skipped_by_continue": "insert_before",
        "while_step_after_continue": "insert_before",
    },
    "marks_taken_back": "insert",
    "sibling_attributes": "insert_before",
    "mirrors": "wrap",
    "unbounded_indexes": {"counter_write_wraps": "wrap"},
    "loop_resets": {
        "layer_reset_in_loop": "move",
        "row_string_built_once": "move",
        "layer_list_made_once": "insert_before",
        "flag_set_before_loop": "move",
    },
    "statements_swapped": "move",
}


def test_every_kind_of_edit_is_said_and_each_said_is_a_kind():
    assert set(CHANGES) == set(KINDS)


@parametrize("name", sorted(ROWS))
def test_a_row_s_mend_of_its_planted_slip_is_an_edit_of_its_kind(name):
    kinds_of = KIND_OF_ROW.get(name, "replace")
    for slip, line, after in plants(name):
        expected = (
            kinds_of.get(slip, "replace") if isinstance(kinds_of, dict) else kinds_of
        )
        source = source_of(slip)
        lines = source.splitlines()
        kinds = {
            e.kind
            for e in staged(ROWS[name], source)
            if e.operator == name
            and (e.line, e.after_in(lines).strip()) == (line, after)
        }
        assert kinds == {expected}, (slip, kinds)


BLOCK = """\
def f(n):
    seen = []
    for c in range(n):
        if c:
            go(c)
            seen = c
    return seen
"""


@parametrize(
    "edit, lines",
    [
        (
            replace(5, "            go(c)", "            go(c + 1)"),
            {5: "            go(c + 1)"},
        ),
        (
            replace(4, "        if c:", "        go(c)", last=5),
            {4: "        go(c)", 5: None},
        ),
        (
            wrap(5, "            go(c)", "            if n: go(c)"),
            {5: "            if n: go(c)"},
        ),
        (
            insert(5, "            go(c)", "            back(c)"),
            {5: "            go(c)\n            back(c)"},
        ),
        (
            insert_before(5, "            go(c)", "            mark(c)"),
            {5: "            mark(c)\n            go(c)"},
        ),
        (delete(5, "            go(c)"), {5: "            pass"}),
        (delete(4, "        if c:", last=6), {4: None, 5: None, 6: None}),
        (
            dedent(6, "            seen = c", "        seen = c"),
            {6: "        seen = c"},
        ),
        (
            move(2, "    seen = []", "        seen = []", "", last=3, to=3),
            {2: "    for c in range(n):", 3: "        seen = []"},
        ),
        (
            move(3, "    for c in range(n):", "    if c:", "", last=4, to=3),
            {3: "    if c:", 4: "    for c in range(n):"},
        ),
    ],
)
def test_an_edit_is_written_into_the_file_by_its_kind(edit, lines):
    """Each kind of edit, made on a file: the lines it changes (None: taken out)
    read as written here by hand, and every other line as it was."""
    expected = [
        line if number not in lines else lines[number]
        for number, line in enumerate(BLOCK.splitlines(), 1)
    ]
    expected = [line for line in expected if line is not None]
    assert fixes.written(BLOCK, edit).splitlines() == "\n".join(expected).splitlines()
