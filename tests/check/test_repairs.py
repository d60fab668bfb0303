"""A fix the coach says it tried is one that works, and one that does not work is
never said.

The guesses (kata.judge.repair.table) are checked against edits written here by hand;
the fixes said in the gallery's lessons are applied as said, and the file must then
be judged correct; a file with two faults, where no one-line change is enough, must
be told no fix."""

import re
from pathlib import Path

import pytest
from pytest_cases import parametrize

from kata.gallery import lessons
from kata.judge import coach
from kata.judge.repair import fixes
from kata.judge.repair.table import edits

GALLERY = Path(__file__).resolve().parents[1] / "gallery"
SECONDS = 2.0
SAID = re.compile(
    r"^(?P<name>\w+)\.py, lines? (?P<lines>[\d-]+(?:(?:, [\d-]+)* and [\d-]+)?): "
    r"(?:`(?P<before>.*?)`[:.] .*?)?"
    r"(?:(?P<steps>[Ww]ith `[^`]*` (?:added before|for) line \d+.*?), every answer"
    r"|[Ww]ith `(?P<after>.*?)` (?P<how>in its place(?: as `(?P<held>\w+)`'s key)?"
    r"(?: on each)?|in their places(?: on each)?|added (?:after|before) it"
    r"|moved before it|added after the (?:loop|`if`) it ends)"
    r"|(?P<moved>[Ww]ith it one level out)|(?P<dropped>[Ww]ithout (?:it|them))"
    r"|(?P<into>[Ww]ith it moved into the loop of line \d+, first))",
    re.S,
)


def guessed(source: str) -> set:
    return {(edit.line, edit.after.strip()) for edit in edits(source)}


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
    assert (1, expected) in guessed(line + "\n")


def test_two_slips_on_one_line_are_mended_together():
    line = "push(c | b, h | b << 1, d | b >> 1)\n"
    assert (1, "push(c | b, (h | b) << 1, (d | b) >> 1)") in guessed(line)


@parametrize(
    "line, slip, mended",
    [
        ("x = a | (b << 1)", "x = a | b << 1", "x = (a | b) << 1"),
        ("full = 1 << (n - 1)", "full = 1 << n - 1", "full = (1 << n) - 1"),
        ("x = (a | b) << 1", "x = a | b << 1", "x = (a | b) << 1"),
    ],
)
def test_an_operator_already_in_brackets_is_left_alone(line, slip, mended):
    assert (1, mended) in guessed(slip)  # the same line unbracketed is mended
    assert not any("<<" in after and after != line for _, after in guessed(line))


def test_a_type_annotation_is_no_index_to_change():
    source = "def f(n: int) -> List[List[str]]:\n    return board[n - 1]\n"
    assert (2, "return board[n]") in guessed(source)  # an index in the code is
    assert not any("List[" in after and "- 1" in after for _, after in guessed(source))


def test_copies_that_copy_too_little_are_guessed():
    source = (
        "def f(board, blank, cols, found):\n"
        "    found.append(board[:])\n"
        "    row = blank\n"
        "    for col in cols:\n"
        "        cols.remove(col)\n"
    )
    assert guessed(source) >= {
        (2, "found.append([row[:] for row in board])"),
        (3, "row = blank[:]"),
        (4, "for col in cols[:]:"),
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
        (2, "if a == b or a is None:"),
        (3, "s = [v for v in y]"),
        (4, "free = full & ~(x | y)"),
        (5, "if boards is not None:"),
        (7, "stack.append((n, placed[:]))"),
        (8, "return [row[::-1] for row in board]"),
        (11, "pass"),
        (17, "queens.append(bit.bit_length() - 1)"),
        (18, "yield queens[:]"),
    }
    assert (2, "if a is b or a == None:") not in found  # `is None` is right


def test_the_same_slip_on_other_lines_is_mended_on_each():
    source = (
        "def f(n):\n"
        "    full = 1 << n - 1\n"
        "    if abs(r - c) in diag:\n"
        "        diag.add(abs(r - c))\n"
        "    full = 1 << n - 1\n"
    )
    found = {(e.line, e.after.strip(), e.also) for e in edits(source)}
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
        (8, "go(r + 1)\n        board[r][c] = '.'"),
        (8, "go(r + 1)\n        del pos[r]"),
        (8, "go(r + 1)\n        used[c] = False"),
    }
    assert not any("cols.remove(c)" in after for line, after in found if line == 8)


def test_a_list_made_once_before_a_loop_that_fills_it_is_guessed_made_anew():
    source = (
        "layer, nxt = [()], []\n"
        "nxt = []\n"
        "for _ in range(n):\n"
        "    for qs in layer:\n"
        "        nxt.append(qs)\n"
        "    layer = list(nxt)\n"
    )
    assert (4, "nxt = []\n    for qs in layer:") in guessed(source)
    anew = source.replace("for _ in range(n):\n", "for _ in range(n):\n    nxt = []\n")
    assert not any(after.startswith("nxt = []") for _, after in guessed(anew))


def test_a_return_that_ends_a_loop_s_body_is_guessed_away_only_before_another():
    source = (
        "def ok(queens, col):\n"
        "    for r, c in enumerate(queens):\n"
        "        if c == col:\n"
        "            return False\n"
        "        return True\n"
        "    return True\n"
    )
    assert (5, "pass") in guessed(source)
    last = source[: -len("    return True\n")]  # nothing returned after the loop
    assert (5, "pass") not in guessed(last)
    assert not any(
        after == "free = full & ~(cols | ld)"
        for _, after in guessed("free = full & ~(cols | ld)\n")
    )


def test_a_grid_appended_by_name_is_guessed_copied_row_by_row():
    source = "board[r][c] = 'Q'\nres.append(board)\n"
    assert (2, "res.append([row[:] for row in board])") in guessed(source)


def test_a_method_of_the_data_is_not_taken_for_the_call_of_the_search():
    source = "for c in cols:\n    seen.add(c)\n    cols.remove(c)\n"
    assert not any("\n" in after for _, after in guessed(source))
    searched = source.replace("cols.remove(c)", "go(c)")  # the search's call
    assert (3, "go(c)\n    seen.remove(c)") in guessed(searched)


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
    assert (line.count("\n") + 1, expected) in guessed(line + "\n")


def test_a_half_of_the_first_row_is_guessed_without_its_middle():
    source = "for c in range((n + 1) // 2):\n    total += 2 * go(c)\n"
    assert (1, "for c in range(n // 2):") in guessed(source)
    assert not any(
        "n // 2)" in a for _, a in guessed("for c in range(n):\n    go(c)\n")
    )


def test_slips_of_when_python_works_a_name_out_are_mended_as_written_by_hand():
    late = "for col in range(n):\n    rules.append(lambda r, c: c != col)\n"
    assert (2, "rules.append(lambda r, c, col=col: c != col)") in guessed(late)
    stops = "def go(c):\n    return 1\nok = any(go(c) for c in range(n))\n"
    assert (3, "ok = any([go(c) for c in range(n)])") in guessed(stops)
    walrus = "while (free := full & ~cols):\n    free -= 1\n"
    assert (1, "free = full & ~cols\nwhile free:") in guessed(walrus)


def test_what_python_already_works_out_in_time_is_left_alone():
    calls = "def go(c):\n    return 1\nok = any(go(c) for c in range(n))\n"
    assert (3, "ok = any([go(c) for c in range(n)])") in guessed(calls)
    assert not any("[" in a for _, a in guessed("ok = any(c > 1 for c in xs)\n"))
    walrus = "while (free := full & ~cols):\n    free -= 1\n"
    assert (1, "free = full & ~cols\nwhile free:") in guessed(walrus)
    steady = "while (free := full & ~cols):\n    go(free)\n"
    assert not any("\n" in after for _, after in guessed(steady))


def test_a_key_asked_for_as_it_was_never_put_in_is_guessed_as_put_in():
    def asked_anew(source):
        return [(e.line, e.after) for e in edits(source) if "another key" in e.why]

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
    assert (3, "go(r + 1)\n    down[r - c] = False") in guessed(source)
    whole = source.replace("up[r + c] = False", "up[r + c] = down[r - c] = False")
    assert not any("\n" in after for _, after in guessed(whole))


def test_a_method_named_but_not_called_is_guessed_called():
    assert (2, "queens.pop()") in guessed("go(r + 1)\nqueens.pop\n")
    assert not any(a.endswith("()") for _, a in guessed("x = queens.pop\n"))


def test_a_comparison_standing_alone_is_guessed_an_assignment():
    assert (2, "board[r][c] = '.'") in guessed("go(r + 1)\nboard[r][c] == '.'\n")
    kept = "ok = board[r][c] == '.'\n"
    assert not any(a == "ok = board[r][c] = '.'" for _, a in guessed(kept))


def test_a_step_back_that_leaves_its_row_s_queen_is_guessed_moved_on():
    source = (
        "while row >= 0:\n"
        "    if pos[row] == n:\n"
        "        row -= 1\n"
        "    else:\n"
        "        pos[row] += 1\n"
    )
    assert (3, "row -= 1\n        pos[row] += 1") in guessed(source)
    moved = source.replace(
        "        row -= 1\n", "        row -= 1\n        pos[row] += 1\n"
    )
    assert not any(a.count("pos[row] += 1") > 1 for _, a in guessed(moved))


def test_a_key_taken_out_as_it_was_never_put_in_is_guessed_as_put_in():
    source = "diag.add(r - c)\ngo(r + 1)\ndiag.discard(r + c)\n"
    assert (3, "diag.discard(r - c)") in guessed(source)
    same = "diag.add(r - c)\ngo(r + 1)\ndiag.discard(r - c)\n"
    assert not any("another key" in edit.why for edit in edits(same))


def test_a_piece_put_into_a_key_is_put_into_the_same_key_on_other_lines():
    source = (
        "def f(row, cols, up):\n"
        "    key = (row, cols)\n"
        "def g(row, cols, up):\n"
        "    if (row, cols) in seen:\n"
        "        return seen[(row, cols)]\n"
    )
    (edit,) = [e for e in edits(source) if e.line == 2 and e.also]
    assert edit.after.strip() == "key = (row, cols, up)" and edit.also == (4, 5)


def test_a_memo_keyed_on_too_few_arguments_is_widened_on_every_line():
    source = (
        "seen = {}\n"
        "def ways(cols, down, up):\n"
        "    if cols in seen:\n"
        "        return seen[cols]\n"
        "    seen[cols] = 1\n"
    )
    (edit,) = [e for e in edits(source) if "(cols, down, up)" in e.after]
    assert (edit.line, edit.also) == (3, (4, 5))
    full = source.replace("cols in seen", "(cols, down, up) in seen")
    assert not any("(cols, down, up, " in e.after for e in edits(full))


def test_a_lambda_that_binds_its_names_already_is_left_alone():
    late = "hits = [lambda c: c == q for q in state]\n"
    assert (1, "hits = [lambda c, q=q: c == q for q in state]") in guessed(late)
    source = "hits = [lambda c, q=q: c == q for q in state]\n"
    assert not any(
        "q=q" in after and after != source.strip() for _, after in guessed(source)
    )


def said_fixes():
    """(case, the fix its kept lesson says it tried), for every gallery case."""
    for path in sorted(GALLERY.glob("*.py")):
        kept = " ".join(path.with_suffix(".txt").read_text().split())
        said = (
            r"(in its place|in their places|on each|added \w+ it|moved before it"
            r"|[Ww]ithout (?:it|them)|after the \S+(?: it ends)?"
            r"|into the loop of line \d+, first"
            r"|for line \d+)"
            r", every"
        )
        if re.search(said + " answer", kept):
            yield path.stem


def test_every_fix_a_kept_lesson_says_it_tried_is_applied_below():
    """said_fixes() reads the ways a fix is said; a way it cannot read would leave
    that case out, and the test below would pass without it."""
    tried = {
        path.stem
        for path in GALLERY.glob("*.py")
        if "(tried on this run)"
        in " ".join(path.with_suffix(".txt").read_text().split())
    }
    assert tried and set(said_fixes()) == tried


@pytest.mark.slow  # make check (CI too): each case judged twice
@parametrize("case", list(said_fixes()))
def test_a_fix_said_to_work_makes_the_file_correct(case, tmp_path):
    wrong = lessons.judged(GALLERY / f"{case}.py")  # the gallery's, judged once a run
    (fix,) = [m for m in map(SAID.match, wrong.lines) if m]
    source = (GALLERY / f"{case}.py").read_text().splitlines(keepends=True)
    fixed = tmp_path / f"{case}.py"
    fixed.write_text("".join(applied(source, fix)))
    found = coach.judge(fixed, SECONDS, costs=False)
    assert found.failed in ("", "rules"), "\n".join(found.lines)


def applied(source: list, fix: re.Match) -> list:
    """The file's lines with the fix made as the lesson says it: in the line's place
    (or lines' place, 26-27; "`A`, then `B`" as two lines), on each line named,
    added after the line, or moved one level out."""
    numbers = [int(n) for n in re.findall(r"\d+", fix["lines"])]
    first, last = numbers[0], numbers[-1]
    spans = [
        range(int(a), int(b or a) + 1)
        for a, b in re.findall(r"(\d+)(?:-(\d+))?", fix["lines"])
    ]
    source = list(source)
    indent = source[first - 1][: -len(source[first - 1].lstrip())]
    if fix["steps"]:  # "`A` added before line 30, `B` for line 33 and ..."
        steps = re.findall(r"`([^`]*)` (added before|for) line (\d+)", fix["steps"])
        for after, how, number in sorted(
            steps, key=lambda s: (-int(s[2]), s[1] != "for")
        ):
            at = int(number) - 1
            own = source[at][: -len(source[at].lstrip())]
            if how == "for":
                source[at] = own + after + "\n"
            else:
                source.insert(at, own + after + "\n")
    elif fix["moved"]:
        source[first - 1] = source[first - 1][4:]
    elif fix["into"]:  # the line taken into the loop below it, first in its body
        header = source[last - 1]
        inner = header[: -len(header.lstrip())] + "    "
        source[first - 1 : last] = [header, inner + source[first - 1].lstrip()]
    elif fix["dropped"] and "-" in fix["lines"]:  # whole statements left out
        gone = {number for span in spans for number in span}
        source = [line for number, line in enumerate(source, 1) if number not in gone]
    elif fix["dropped"]:
        source[first - 1] = indent + "pass\n"
    elif fix["how"].startswith("in their places"):  # each change where it stands
        olds = fix["before"].split("`, `")
        news = fix["after"].split("` and `")
        for number in numbers:
            for old, new in zip(olds, news):
                source[number - 1] = source[number - 1].replace(old, new)
    elif fix["how"] == "moved before it":
        moved = source.pop(last - 1).strip()
        source.insert(first - 1, indent + moved + "\n")
    elif fix["how"] == "added after it":
        source.insert(first, indent + fix["after"] + "\n")
    elif fix["how"].startswith("added after the"):  # one level out, after the block
        source.insert(first, indent[4:] + fix["after"] + "\n")
    elif fix["how"] == "added before it":
        source.insert(first - 1, indent + fix["after"] + "\n")
    elif fix["held"]:  # the expression changed only where it is that set's key
        for number in numbers:
            source[number - 1] = as_key(source[number - 1], fix)
    elif fix["how"] == "in its place on each":
        for number in numbers:
            line = source[number - 1]
            if line.strip() == fix["before"]:  # "`A`, then `B`": two lines
                own = line[: -len(line.lstrip())]
                steps = fix["after"].split("`, then `")
                source[number - 1] = "".join(own + step + "\n" for step in steps)
            else:
                assert fix["before"] in line, (number, line)
                source[number - 1] = line.replace(fix["before"], fix["after"])
    else:
        quoted = " ".join(line.strip() for line in source[first - 1 : last])
        assert fix["before"] in (None, quoted)
        steps = fix["after"].split("`, then `")  # two lines said as one, in order
        deeper = ["    " if step.endswith(":") else "" for step in steps]
        inner = ["", *deeper[:-1]]  # the line after a `:` one level in
        source[first - 1 : last] = [
            indent + more + step + "\n" for more, step in zip(inner, steps)
        ]
    return source


def as_key(line: str, fix: re.Match) -> str:
    """The line with `before` changed where it is the key of the set `held`: in
    `before in held`, `held.add(before)`, `held.remove(before)`, `held[before]`."""
    before, after, held = fix["before"], fix["after"], fix["held"]
    uses = [f"{before} in {held}", f"{before} not in {held}"]
    uses += [f"{held}.{how}({before})" for how in ("add", "remove", "discard")]
    uses += [f"{held}[{before}]"]
    changed = line
    for use in uses:
        changed = changed.replace(use, use.replace(before, after))
    assert changed != line, (line, fix.groupdict())
    return changed


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
    assert found, [(e.line, e.after, e.also, e.held) for e in edits(KEYED)]
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
    assert [e.after.strip() for e in found] == ["anti.add(row + col)"]
    assert "`anti` is asked for `row + col` but given `row - col`" in found[0].why


def test_two_names_given_one_new_list_are_guessed_given_one_each():
    source = "def f(n):\n    diag = anti = [False] * (2 * n - 1)\n"
    assert (2, "diag = [False] * (2 * n - 1)\n    anti = [False] * (2 * n - 1)") in (
        guessed(source)
    )
    for kept in ("    lo = hi = 0\n", "    a = b = other\n", "    a = b = (1, 2)\n"):
        assert not any("\n" in after for _, after in guessed("def f(n):\n" + kept))


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
