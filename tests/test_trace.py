"""kata.study.trace: the search step by step, as events, as text and as frames."""

import json

from pytest_cases import parametrize

from kata.judge import answers
from kata.guard import loading
from kata.basics import styles
from kata.study import trace
from kata.watch import events as watched
from kata.basics.boards import first_attack, render

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


def bitmap_masks(queens, n: int) -> dict:
    """Independently, bitmap.py's own way: shift the masks a row at a time."""
    cols = diag = anti = 0
    for col in queens:
        bit = 1 << col
        cols, diag, anti = cols | bit, (diag | bit) << 1, (anti | bit) >> 1
    full = (1 << n) - 1
    return {"cols": cols & full, "diag": diag & full, "anti": anti & full}


def test_bitmap_at_4_rejects_on_each_line_and_finds_both_boards():
    events = record("bitmap", 4)
    reasons = {line for event in of_kind(events, "rejected") for line in event["lines"]}
    assert reasons == {"cols", "diag", "anti"}
    found = [render(event["queens"]) for event in of_kind(events, "solution")]
    assert sorted(found) == sorted(answers.EXPLICIT_BOARDS[4])
    end = events[-1]
    assert end["event"] == "end" and end["bits"] and not end["stopped"]
    assert end["solutions"] == end["returned"] == 2


def test_the_rendering_shows_the_masks_of_bit_styles():
    events = record("bitmap", 4)
    text = trace.as_text(events, 4, trace.uses_bits(events))
    assert "bit 0 on the LEFT" in text
    first = of_kind(events, "placed")[0]["queens"]
    masks = bitmap_masks(first, 4)
    for name in ("cols", "diag", "anti"):
        bits = " ".join(str(masks[name] >> col & 1) for col in range(4))
        assert f"{name:<4}  {bits}" in text
    assert "2 solutions reached" in text.splitlines()[-1]


def test_the_masks_are_bitmap_s_own():
    for event in of_kind(record("bitmap", 6), "placed"):
        assert watched.masks(event["queens"], 6) == bitmap_masks(event["queens"], 6)


@parametrize(name=("bitmap", "sets", "explicit_stack", "permutation_swap"))
def test_each_rejected_square_is_attacked_and_each_free_one_is_not(name):
    events = record(name, 5)
    for i, event in enumerate(events):
        if event["event"] != "placed" or len(event["queens"]) == 5:
            continue
        rejected = {e["col"]: e["lines"] for e in trace.following(events, i)}
        for col in range(5):
            clash = first_attack(event["queens"] + [col])
            assert (clash is not None) == (col in rejected)
            if clash:
                assert clash.line in rejected[col]


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
    assert first["read"] == (
        "it read queens[i] with i = 0, a row with no queen yet (the search is at row 0): "
        "let i run over range(r)"
    )
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
    assert skipped[0]["read"] == "queens[row] still held 4"
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
    said = {event["read"] for event in of_kind(events, "skipped")} - {""}
    assert said and all(
        text.startswith("`diag` held ")
        and "one was left from a queen taken back" in text
        for text in said
    )
