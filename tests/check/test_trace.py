"""kata.study.trace: the search step by step, as events, as text and as frames."""

import json
import sys
from pathlib import Path

from pytest_cases import parametrize

from kata.judge.answers import known
from kata.guard import loading
from kata.basics import styles
from kata.study import trace
from kata.watch import events as watched
from kata.basics.boards import first_attack, render

GALLERY = Path(__file__).resolve().parents[1] / "gallery"

LEARNER = """
class Solution:
    def solveNQueens(self, n):
        boards, queens = [], []
        cols, diag, anti = set(), set(), set()

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if col in cols or row - col in diag or row + col in anti:
                    continue
                cols.add(col), diag.add(row - col), anti.add(row + col)
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols.remove(col), diag.remove(row - col), anti.remove(row + col)

        place(0)
        return boards
"""


def record(name: str, n: int, steps: int = watched.DEFAULT_STEPS) -> list:
    path = styles.path(name)
    return watched.record(loading.load_solution(path), path, n, steps)


def of_kind(events: list, kind: str) -> list:
    return [event for event in events if event["event"] == kind]


def bitmap_s_own_masks(n: int) -> dict:
    """queens -> bitmap.py's own cols, diag and anti for the next row, read from its
    frame (sys.settrace) as each call of its place() starts, within n bits (bitmap.py
    keeps only `full`'s bits of them: `free = full & ~(cols | diag | anti)`)."""
    path, full, seen = styles.path("bitmap"), (1 << n) - 1, {}

    def tracer(frame, event, arg):
        code = frame.f_code
        if event == "call" and (code.co_filename, code.co_name) == (str(path), "place"):
            own = frame.f_locals
            lines = {name: own[name] & full for name in ("cols", "diag", "anti")}
            seen[tuple(own["queens"])] = lines

    solution, before = loading.load_solution(path), sys.gettrace()
    sys.settrace(tracer)
    try:
        solution().solveNQueens(n)
    finally:
        sys.settrace(before)
    return seen


def test_bitmap_at_4_rejects_on_each_line_and_finds_both_boards():
    events = record("bitmap", 4)
    reasons = {line for event in of_kind(events, "rejected") for line in event["lines"]}
    assert reasons == {"cols", "diag", "anti"}
    found = [render(event["queens"]) for event in of_kind(events, "solution")]
    assert sorted(found) == sorted(known.EXPLICIT_BOARDS[4])
    end = events[-1]
    assert end["event"] == "end" and end["bits"] and not end["stopped"]
    assert end["solutions"] == end["returned"] == 2


def test_the_rendering_shows_the_masks_of_bit_styles():
    events = record("bitmap", 4)
    text = trace.as_text(events, 4, trace.uses_bits(events))
    assert "bit 0 on the LEFT" in text
    assert of_kind(events, "placed")[0]["queens"] == [0]
    # for row 1 under a queen at (0, 0), bit 0 on the left, worked out by hand: its
    # column; its `\\` diagonal one square right; its `/` diagonal off the board
    for line in ("cols  1 0 0 0", "diag  0 1 0 0", "anti  0 0 0 0"):
        assert line in text
    assert "2 solutions reached" in text.splitlines()[-1]


def test_the_masks_are_bitmap_s_own():
    own = bitmap_s_own_masks(6)
    placed = [
        tuple(e["queens"]) for e in of_kind(record("bitmap", 6, 100_000), "placed")
    ]
    short = [queens for queens in placed if len(queens) < 6]
    assert short and set(short) == {queens for queens in own if 0 < len(queens) < 6}
    for queens in short:
        assert watched.masks(queens, 6) == own[queens], queens


# The squares of the next row that the queens above attack, by column, with the lines
# along which, worked out by hand (the columns left out are free).
REJECTED = {
    (4, (0,)): {0: ["cols"], 1: ["diag"]},
    (4, (1,)): {0: ["anti"], 1: ["cols"], 2: ["diag"]},
    (5, (0, 2)): {0: ["cols"], 1: ["anti"], 2: ["cols", "diag"], 3: ["diag"]},
}


def test_the_rejected_squares_are_the_ones_worked_out_by_hand():
    for (n, queens), expected in REJECTED.items():
        found = watched.rejections(queens, n)
        assert {e["col"]: e["lines"] for e in found} == expected, queens
        assert {e["row"] for e in found} == {len(queens)}


@parametrize(name=("bitmap", "sets", "explicit_stack", "permutation_swap"))
def test_each_search_s_rejected_squares_are_the_ones_worked_out_by_hand(name):
    for (n, queens), expected in REJECTED.items():
        events = record(name, n, steps=100_000)
        at = [i for i, e in enumerate(events) if e.get("queens") == list(queens)]
        assert events[at[0]]["event"] == "placed", (name, queens)
        rejected = {e["col"]: e["lines"] for e in trace.following(events, at[0])}
        assert rejected == expected, (name, queens)


def test_events_are_json():
    events = record("explicit_stack", 5)
    assert json.loads(json.dumps(events)) == events


def test_a_learner_file_in_the_shared_vocabulary_traces(tmp_path):
    path = tmp_path / "my_sets.py"
    path.write_text(LEARNER)
    events = watched.record(loading.load_solution(path), path, 4)
    assert len(of_kind(events, "solution")) == 2 and not trace.uses_bits(events)
    text = trace.as_text(events, 4, trace.uses_bits(events))
    assert text.startswith("my_sets.py, n = 4")
    assert "cols " not in text and "solution 2" in text


def test_the_steps_limit_cuts_the_trace_and_says_how_to_see_more():
    events = record("bitmap", 6, steps=7)
    steps = [e for e in events if e["event"] in ("placed", "backtrack")]
    assert len(steps) == 7 and events[-1]["stopped"]
    closing = trace.as_text(events, 6, True).rsplit("stopped after", 1)[1]
    assert " ".join(closing.split()).endswith("STEPS=35 shows more")


def test_frames_show_each_step_with_its_attacked_squares():
    events = record("sets", 4)
    pictures = trace.frames(events, 4)
    kinds = [e for e in events if e["event"] in ("placed", "backtrack", "solution")]
    assert len(pictures) == len(kinds)
    for picture in pictures:
        for row, col, lines in picture["shaded"]:
            assert row == len(picture["queens"])
            assert first_attack(picture["queens"] + [col]).line in lines
    assert any("rejected" in picture["caption"] for picture in pictures)


SKIPPING = (
    LEARNER.replace("row - col in diag", "abs(row - col) in diag")
    .replace("diag.add(row - col)", "diag.add(abs(row - col))")
    .replace("diag.remove(row - col)", "diag.remove(abs(row - col))")
)


def test_a_free_square_the_code_skipped_is_marked_with_its_line(tmp_path):
    path = tmp_path / "abs_key.py"
    path.write_text(SKIPPING)
    events = watched.record(loading.load_solution(path), path, 4)
    skipped = of_kind(events, "skipped")
    assert skipped, "abs(row - col) turns free squares away"
    for event in skipped:
        queens = event["queens"]
        assert first_attack(queens + [event["col"]]) is None
        assert queens + [event["col"]] not in [
            e["queens"] for e in of_kind(events, "placed")
        ]
        assert event["how"] == "test" and "abs(row - col)" in event["code"]
    text = trace.as_text(events, 4, False)
    assert "is free, but the code skipped it: line 12 turned it away" in text
    assert "by the rules: attacked" in text


@parametrize(name=("bitmap", "sets", "explicit_stack", "permutation_swap", "full_scan"))
def test_a_plain_search_skips_no_free_square(name):
    assert not of_kind(record(name, 6, steps=100_000), "skipped")


def test_the_wording_counts_right():
    events = record("bitmap", 1, steps=1)
    text = trace.as_text(events, 1, True)
    assert "at most 1 step\n" in text and "every row holds a queen" in text
    assert "1 steps" not in trace.as_text(record("bitmap", 6, steps=1), 6, True)


STALE = """
class Solution:
    def solveNQueens(self, n):
        queens, boards = [0] * n, []

        def ok(r, c):
            for i in range(n):
                if queens[i] == c or abs(queens[i] - c) == abs(r - i):
                    return False
            return True

        def solve(r):
            if r == n:
                boards.append(["." * q + "Q" + "." * (n - q - 1) for q in queens])
                return
            for c in range(n):
                if ok(r, c):
                    queens[r] = c
                    solve(r + 1)

        solve(0)
        return boards
"""


def test_a_test_that_reads_a_row_not_placed_yet_is_named(tmp_path):
    path = tmp_path / "stale.py"
    path.write_text(STALE)
    events = watched.record(loading.load_solution(path), path, 4)
    first = of_kind(events, "skipped")[0]
    assert (first["row"], first["col"], first["line"]) == (0, 0, 8)
    assert first["read"] == {
        "kind": "unplaced",
        "values": "queens",
        "index": "i",
        "at": 0,
        "row": 0,
        "rows": "r",
    }
    text = " ".join(trace.as_text(events, 4, False).split())
    assert "line 8 turned it away: if queens[i] == c" in text
    assert "there it read queens[i] with i = 0, a row with no queen yet" in text


def test_a_test_within_the_rows_above_reads_no_unplaced_row(tmp_path):
    path = tmp_path / "fixed.py"
    path.write_text(
        STALE.replace(
            "range(n):\n                if queens",
            "range(r):\n                if queens",
        )
    )
    events = watched.record(loading.load_solution(path), path, 4)
    assert not of_kind(events, "skipped")


def test_a_break_that_leaves_the_loop_is_named(tmp_path):
    path = tmp_path / "breaks.py"
    path.write_text(LEARNER.replace("continue", "break"))
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    skipped = of_kind(events, "skipped")
    assert skipped and {event["how"] for event in skipped} == {"exit"}
    assert {event["code"] for event in skipped} == {"break"}
    text = " ".join(trace.as_text(events, 4, False).split())
    assert "left the loop before it came to it: break (`continue` goes on" in text


def test_a_break_of_another_loop_is_not_said_to_leave_the_row_s(tmp_path):
    path = tmp_path / "scans.py"
    scan = (
        "    def ok(self, queens, row, col):\n"
        "        for i in range(row):\n"
        "            for j in range(8):\n"
        "                if j == queens[i]:\n"
        "                    break\n"
        "            if j == col or abs(j - col) == row - i:\n"
        "                return False\n"
        "        return True\n"
    )
    short = LEARNER.replace("for col in range(n):", "for col in range(n - 1):")
    short = short.replace(
        "col in cols or row - col in diag or row + col in anti",
        "not self.ok(queens, row, col)",
    )
    path.write_text(short + scan)
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    skipped = of_kind(events, "skipped")
    assert skipped and {event["how"] for event in skipped} == {"loop"}
    assert {event["code"] for event in skipped} == {"for col in range(n - 1):"}
    undo = "anti.remove(row + col)"
    stopped = short.replace(undo, undo + "\n                break")
    path.write_text(stopped + scan)
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    assert {event["how"] for event in of_kind(events, "skipped")} == {"exit", "loop"}
    for event in of_kind(events, "skipped"):
        assert (event["how"] == "exit") == (event["col"] < 3)


def test_a_generator_called_and_dropped_is_said_to_go_no_further(tmp_path):
    path = tmp_path / "dropped.py"
    dropped = LEARNER.replace(
        "                boards.append(", "                yield ("
    ).replace(
        "        place(0)\n        return boards", "        return list(place(0))"
    )
    path.write_text(dropped)
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    skipped = of_kind(events, "skipped")
    assert [(event["row"], event["col"]) for event in skipped] == [
        (0, c) for c in range(4)
    ]
    line = dropped.splitlines().index("                place(row + 1)") + 1
    assert {(event["how"], event["line"]) for event in skipped} == {("called", line)}
    text = " ".join(trace.as_text(events, 4, False).split())
    assert (
        f"! row 0, col 0 is free: the code came to it, but went no further: line {line} "
        "ran with it, but its call ran no line of your file: place(row + 1)"
    ) in text
    path.write_text(dropped.replace("place(row + 1)", "yield from place(row + 1)"))
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    assert not of_kind(events, "skipped")


def test_an_attacked_square_let_through_carries_the_line_that_let_it(tmp_path):
    path = tmp_path / "no_anti.py"
    path.write_text(
        LEARNER.replace(" or row + col in anti", "").replace(
            "anti.remove", "anti.discard"
        )
    )
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    let = [event for event in of_kind(events, "placed") if "attack" in event]
    assert let and all(event["let"]["line"] == 12 for event in let)
    assert let[0]["let"]["code"] == "if col in cols or row - col in diag:"


STEPPED = """
class Solution:
    def solveNQueens(self, n):
        boards, queens, row = [], [-1] * n, 0
        while row >= 0:
            queens[row] += 1
            while queens[row] < n and not self.ok(queens, row):
                queens[row] += 1
            if queens[row] >= n:
                row -= 1
            elif row == n - 1:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
            else:
                row += 1
        return boards

    def ok(self, queens, row):
        return all(
            queens[i] != queens[row] and abs(queens[i] - queens[row]) != row - i
            for i in range(row)
        )
"""


def test_a_row_stepped_on_from_a_stale_column_is_named(tmp_path):
    path = tmp_path / "stepped.py"
    path.write_text(STEPPED)
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    skipped = of_kind(events, "skipped")
    assert skipped and {event["how"] for event in skipped[:5]} == {"start"}
    # under (0, 0), (1, 2), line 8 stepped row 2 past every column, to 4
    assert (skipped[0]["queens"], skipped[0]["row"]) == ([0, 3], 2)
    assert skipped[0]["read"] == {
        "kind": "start",
        "values": "queens",
        "index": "row",
        "held": 4,
        "branch": {"line": 8, "under": [(0, 0), (1, 2)]},
    }
    reset = STEPPED.replace("row -= 1", "queens[row] = -1\n                row -= 1")
    path.write_text(reset)
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    assert all(event["how"] != "start" for event in of_kind(events, "skipped"))


def test_a_key_left_in_a_set_is_named_where_it_turns_a_square_away(tmp_path):
    path = tmp_path / "left_key.py"
    path.write_text(
        LEARNER.replace("diag.remove(row - col)", "diag.discard(col - row)")
    )
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    said = [event for event in of_kind(events, "skipped") if event["read"]]
    assert said
    for event in said:  # the key named is none of the placed queens' row - col
        read = event["read"]
        assert (read["kind"], read["name"], read["list"]) == ("stale", "diag", False)
        assert read["key"] not in {row - col for row, col in enumerate(event["queens"])}
        assert tuple(read["left"]["queen"]) not in enumerate(event["queens"])


BOTH_IN_ONE = """
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards, queens, cols, diags = [], [], set(), set()

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if col in cols or row - col in diags or row + col in diags:
                    continue
                queens.append(col)
                cols.add(col)
                diags.add(row - col)
                diags.add(row + col)
                place(row + 1)
                queens.pop()
                cols.remove(col)
                diags.discard(row - col)
                diags.discard(row + col)

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
"""


def test_keys_of_both_diagonals_in_one_set_are_not_called_left_over(tmp_path):
    """A counter-example: `diags` holds exactly the placed queens' keys, of two
    kinds; no key is left from a queen taken back, and none may be said to be."""
    path = tmp_path / "both_in_one.py"
    path.write_text(BOTH_IN_ONE)
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    said = [event["read"] for event in of_kind(events, "skipped") if event["read"]]
    assert said and not any(read.get("left") for read in said)
    first = next(e for e in of_kind(events, "skipped") if e["read"])
    assert first["queens"] == [1, 3, 0] and (first["row"], first["col"]) == (3, 2)
    read = first["read"]
    assert (read["kind"], read["name"], read["mine"], read["other"]) == (
        "mixed",
        "diags",
        "row - col",
        "row + col",
    )
    assert (read["key"], read["queen"]) == (1, (0, 1))


def test_a_flag_set_through_a_negative_index_is_named_with_its_queen(tmp_path):
    """diag[row - col] in a list of n: the queen at (0, 2) sets diag[-2], which is
    diag[2] in a list of 4; the flag is hers, not left from a queen taken back."""
    source = (GALLERY / "negative_index_wraps.py").read_text()
    path = tmp_path / "wraps.py"
    path.write_text(source)
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    said = [event["read"] for event in of_kind(events, "skipped") if event["read"]]
    assert said and all(read["kind"] == "wrapped" for read in said)
    for read in said:
        put = read["put"]
        assert (put["line"], put["through"], put["when"]) == (33, "diag", "placed")
        (row, col), index = put["queen"], read["key"]
        assert row - col < 0 and (row - col) % 4 == index
    offset = source.replace("[False] * n, [False] * n,", "[False] * n, [False] * 8,")
    path.write_text(offset.replace("diag[row - col]", "diag[row - col + n]"))
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    assert not any(event["read"] for event in of_kind(events, "skipped"))


def test_a_key_kept_in_a_dict_is_named_only_while_no_queen_has_it(tmp_path):
    """A dict undone by `= False` keeps its keys, and `in` finds them: named as left
    from a queen taken back. Undone by `del`, it holds only the placed queens' keys:
    nothing is said."""
    source = (GALLERY / "dict_keys_kept_false.py").read_text()
    path = tmp_path / "kept.py"
    path.write_text(source)
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    said = [event for event in of_kind(events, "skipped") if event["read"]]
    assert said
    for event in said:
        name, key = event["read"]["name"], event["read"]["key"]
        assert event["read"]["kind"] == "stale"
        keys = {"cols": lambda r, c: c, "diag": lambda r, c: r - c}
        keys["anti"] = lambda r, c: r + c
        assert key not in {keys[name](r, c) for r, c in enumerate(event["queens"])}
    undone = "del cols[col], diag[row - col], anti[row + col]"
    path.write_text(
        source.replace("cols[col] = diag[row - col] = anti[row + col] = False", undone)
    )
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    assert not any(event["read"] for event in of_kind(events, "skipped"))


def test_a_key_two_lines_share_is_named_with_the_queen_that_has_it(tmp_path):
    """`d = (row - col) % n`, the key worked out on the line above the test: the
    square (2, 0) meets the key of the queen at (1, 3), with which it shares no
    line. The right key, `row - col`, is the counter-example: nothing is said."""
    modular = (
        LEARNER.replace(
            "                if col in cols or row - col in diag",
            "                d = (row - col) % n\n"
            "                if col in cols or d in diag",
        )
        .replace("diag.add(row - col)", "diag.add(d)")
        .replace("diag.remove(row - col)", "diag.remove(d)")
    )
    path = tmp_path / "modular.py"
    path.write_text(modular)
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    first = next(e for e in of_kind(events, "skipped") if e["read"])
    assert (first["queens"], first["row"], first["col"]) == ([1, 3], 2, 0)
    assert first["read"] == {
        "kind": "merged",
        "name": "diag",
        "key": 2,
        "queen": (1, 3),
        "square": (2, 0),
        "code": "(row - col) % n",
        "put": {"line": 15, "through": "diag", "queen": (1, 3), "when": "placed"},
    }
    path.write_text(modular.replace("d = (row - col) % n", "d = row - col"))
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    assert not any(event["read"] for event in of_kind(events, "skipped"))


def test_keys_a_test_walks_in_a_generator_are_read_from_the_tuple_that_made_them(
    tmp_path,
):
    """`any(m in blocked for m in marks)`, `marks = (col, n + row + col, 2 * n + row
    - col)`: each mark is worked out, and the square (1, 3) is seen meeting the
    `/` mark of the queen at (0, 0), the placed columns read from the learner's own
    `picked`. Offsets that keep the kinds apart are the counter-example."""
    source = (GALLERY / "offset_keys_overlap.py").read_text()
    path = tmp_path / "marks.py"
    path.write_text(source)
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    first = next(e for e in of_kind(events, "skipped") if e["read"])
    assert (first["queens"], first["row"], first["col"]) == ([0], 1, 3)
    read = first["read"]
    assert (read["kind"], read["name"], read["key"], read["queen"]) == (
        "mixed",
        "blocked",
        8,
        (0, 0),
    )
    assert (read["mine"], read["other"]) == ("n + row + col", "2 * n + row - col")
    path.write_text(source.replace("2 * n + row - col", "4 * n + row - col"))
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    assert not any(event["read"] for event in of_kind(events, "skipped"))


GENERATOR = """
class Solution:
    def solveNQueens(self, n):
        def extend(queens):
            row = len(queens)
            if row == n:
                yield ["." * c + "Q" + "." * (n - c - 1) for c in queens]
                return
            for c in range(n):
                if all(c != q and abs(c - q) != row - r for r, q in enumerate(queens)):
                    queens.append(c)
                    yield from extend(queens)
                    queens.pop()

        return list(extend([]))
"""

UNREAD = """
class Solution:
    def solveNQueens(self, n):
        def extend(picked):
            if len(picked) == n:
                return [["." * c + "Q" + "." * (n - c - 1) for c in picked]]
            return [
                board
                for c in range(n)
                if all(c != q and abs(c - q) != len(picked) - r for r, q in enumerate(picked))
                for board in extend(picked + (c,))
            ]

        return extend(())
"""


def test_a_search_handed_its_queens_and_growing_them_is_followed(tmp_path):
    """`row = len(queens)` in a generator that appends and pops: its queens are
    read, though the list is handed in (a function that only reads a board is
    not)."""
    path = tmp_path / "grown.py"
    path.write_text(GENERATOR)
    events = watched.record(loading.load_solution(path), path, 4)
    assert len(of_kind(events, "solution")) == events[-1]["returned"] == 2
    assert {tuple(e["queens"]) for e in of_kind(events, "solution")} == {
        (1, 3, 0, 2),
        (2, 0, 3, 1),
    }


def test_a_search_whose_queens_are_not_read_is_said_so_not_guessed_at(tmp_path):
    path = tmp_path / "unread.py"
    path.write_text(UNREAD)
    events = watched.record(loading.load_solution(path), path, 4)
    closing = " ".join(trace.as_text(events, 4, False).split())
    assert not of_kind(events, "placed") and events[-1]["returned"] == 2
    assert closing.endswith(
        "solveNQueens returned 2 boards, but no queen of its search could be read here"
    )


STACKED = """
class Solution:
    def ok(self, queens, col):
        row = len(queens)
        for r in range(row):
            if queens[r] == col or abs(queens[r] - col) == row - r:
                return False
        return True

    def solveNQueens(self, n):
        done, stack = [], [[]]
        while stack:
            queens = stack.pop()
            if len(queens) == n:
                done.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                continue
            for col in range(n - 1, -1, -1):
                if self.ok(queens, col):
                    child = queens[:]
                    child.append(col)
                    stack.append(child)
        return done

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
"""


def test_a_loop_the_board_changed_under_is_not_said_never_to_come(tmp_path):
    """`child = queens` (no copy): the loop over the columns begun on the empty
    board comes to column 1 only once (0, 3) is on it; a skip there is never "the
    loop never came to it". A loop whose range stops short still is."""
    path = tmp_path / "stacked.py"
    path.write_text(STACKED.replace("queens[:]", "queens"))
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    empty = [e for e in of_kind(events, "skipped") if not e["queens"]]
    assert [(e["col"], e["how"]) for e in empty if e["col"] == 1] == [(1, "")]
    short = STACKED.replace("range(n - 1, -1, -1)", "range(n - 1, 0, -1)")
    path.write_text(short)
    events = watched.record(loading.load_solution(path), path, 4, steps=100_000)
    empty = [e for e in of_kind(events, "skipped") if not e["queens"]]
    assert [(e["col"], e["how"]) for e in empty] == [(0, "loop")]


SCANNED = """
class Solution:
    def safe(self, board, row, col, n):
        ok = True
        for i in range(row):
            if board[i][col] == "Q":
                ok = False
        i, j = row - 1, col - 1
        while i >= 0 and j >= 0:
            if board[i][j] == "Q":
                ok = False
            i, j = i - 1, j - 1
        i, j = row - 1, col + 1
        while i >= 0 and j < n:
            if board[i][j] == "Q":
                ok = False
            i, j = i - 1, j + 1
        return ok

    def solveNQueens(self, n):
        board, found = [["."] * n for _ in range(n)], []

        def place(row):
            if row == n:
                found.append(["".join(line) for line in board])
                return
            for col in range(n):
                if self.safe(board, row, col, n):
                    board[row][col] = "Q"
                    place(row + 1)
                    board[row][col] = "."

        place(0)
        return found

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
"""


def lets(events: list) -> dict:
    """(row, col) -> the let-through record of each square a queen was put on."""
    return {(e["row"], e["col"]): e["let"] for e in events if e.get("let")}


def test_the_board_squares_a_test_read_on_a_square_let_through_are_kept(tmp_path):
    """At n = 2, (1, 0) below a queen at (0, 0): the column's test (line 6) reads
    (0, 0) and finds the queen; the walk up to the right (line 15, 16 once a line is put above it) reads (0, 1). With
    the column's answer overwritten, and with its loop empty, each is kept as run."""
    path = tmp_path / "scanned.py"
    path.write_text(
        SCANNED.replace(
            "                ok = False\n        i, j = row - 1, col - 1",
            "                ok = False\n        i, j = row - 1, col - 1\n        ok = True",
        )
    )
    events = watched.record(loading.load_solution(path), path, 2, steps=100_000)
    assert sorted(map(tuple, lets(events)[(1, 0)]["looked"])) == [
        (0, 0, 6, True),
        (0, 1, 16, False),
    ]
    path.write_text(SCANNED.replace("range(row)", "range(row - 1, -1)"))
    events = watched.record(loading.load_solution(path), path, 2, steps=100_000)
    assert [tuple(x) for x in lets(events)[(1, 0)]["looked"]] == [(0, 1, 15, False)]
