"""Practice over days (kata.practice): `make watch`, `make hint`, `make drill` and
`make progress`, each driven for real in a copy of the repository, and the Leitner
schedule on a fixed clock.

The truths are the gallery's kept lessons (tests/gallery/*.txt), the shipped styles'
own files, and dates written out by hand; no test asserts how long anything took."""

import ast
import functools
import io
import os
import queue
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from contextlib import closing
from dataclasses import replace
from datetime import datetime

import pytest

from kata.basics import styles, tables
from kata.judge import coach
from kata.judge.words import findings
from kata.judge.words.catalogue import words
from kata.practice import hints, history, layers, schedule, watching
from kata.practice.schedule import Drill
from test_count import interruptible

PYTHON = sys.executable
GALLERY = styles.ROOT / "tests" / "gallery"
HEAD = re.compile(r"\S+\.py(, n = \d+)?: ")  # not 'x.py, line 6:'
BOARD_LINE = re.compile(r" +[Q.?X]( +[Q.?X])*\Z")
FIX_LINE = "mine.py, lines 11, 12 and 14: "  # the fix abs_diagonal_key's lesson tried
PATIENCE = 180  # seconds before a wait gives up: a failure, not a measure


@pytest.fixture
def repo(tmp_path):
    """A copy of the support code and of the shipped styles, with a .kata/ of its own."""
    shutil.copytree(
        styles.ROOT / "tests" / "kata",
        tmp_path / "tests" / "kata",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    (tmp_path / "problems").mkdir()
    (tmp_path / "solutions").mkdir()
    for name in styles.SHIPPED:  # not a learner's own files: the shipped styles
        shutil.copy(styles.path(name), tmp_path / "solutions")
    return tmp_path


def kata(argv, repo):
    """`python -m kata ARGV` in the copy."""
    return subprocess.run(
        [PYTHON, "-m", "kata", *argv],
        cwd=repo,
        env={**os.environ, "PYTHONPATH": "tests", "KATA_SOLUTIONS": ""},
        capture_output=True,
        text=True,
    )


def kept_lesson(case: str) -> list:
    """A gallery case's kept correctness lesson, line by line."""
    lines = (GALLERY / f"{case}.txt").read_text().splitlines()
    return [line for line in lines if not line.startswith(("house rules", "exit st"))]


def progress_rows(repo) -> dict:
    """`make progress`'s table, each row cut into its cells at the columns of the
    dashes under the heads."""
    done = kata(["progress"], repo)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert max(len(line) for line in lines) <= tables.WIDTH
    at = next(i for i, line in enumerate(lines) if line.startswith("---"))
    spans = [m.span() for m in re.finditer(r"-+", lines[at])]
    rows = [[line[a:b].strip() for a, b in spans] for line in lines[at + 1 :]]
    return {row[0]: row for row in rows if row[0]}


# make hint


@pytest.mark.slow  # make check (CI too): a dozen coach runs
def test_hints_grow_one_layer_a_call_and_begin_again_on_a_new_lesson(repo):
    mine = repo / "solutions" / "mine.py"
    mine.write_text((GALLERY / "abs_diagonal_key.py").read_text())
    kept = [
        line.replace("abs_diagonal_key", "mine")
        for line in kept_lesson("abs_diagonal_key")
    ]
    boards = [line for line in kept if BOARD_LINE.match(line)]
    decided = [line for line in kept if "turned it away" in line]
    assert boards and decided
    told = [kata(["hint", "--style", "mine"], repo) for _ in range(5)]
    assert all(done.returncode == 0 and not done.stderr for done in told)  # given
    first, second, third, fourth, fifth = (done.stdout.splitlines() for done in told)
    assert first[0] == "hint 1 of 4: which n, which method"
    assert "wrong at n = 4: solveNQueens and totalNQueens" in first
    assert kept[0] in first
    assert not any(BOARD_LINE.match(line) for line in first)
    assert second[0].startswith("hint 2 of 4") and kept[0] in second
    assert all(line in second for line in boards) and decided[0] not in second
    assert third[0].startswith("hint 3 of 4") and decided[0] in third
    fix = [
        [line for line in told if line.startswith(FIX_LINE)] for told in (third, fourth)
    ]
    assert [len(lines) for lines in fix] == [0, 1]  # what to change is the fix's layer
    assert not any(line.startswith("Fix this first") for line in third)
    assert fourth[0].startswith("hint 4 of 4") and fifth[0].startswith("hint 4 of 4")
    whole = kata(["coach", "--style", "mine"], repo).stdout  # make test STYLE=mine
    assert whole.strip() and whole.strip() in told[3].stdout  # the lesson, all of it
    mine.write_text((GALLERY / "forgot_diagonal.py").read_text())
    again = kata(["hint", "--style", "mine"], repo).stdout.splitlines()
    assert again[0].startswith("hint 1 of 4")
    assert kept_lesson("forgot_diagonal")[0].replace("forgot_diagonal", "mine") in again
    mine.write_text(styles.path("sets").read_text())
    done = kata(["hint", "--style", "mine"], repo)
    assert (done.returncode, done.stdout.splitlines()[0]) == (
        0,
        "mine.py is correct: no hint needed.",
    )


@functools.lru_cache(maxsize=None)
def judged(path) -> coach.Verdict:
    """A file's verdict, judged once for every test that asks (no cost: a correct
    file needs no hint)."""
    return coach.judge(path.resolve(), seconds=1.0, memory=256 << 20, costs=False)


def flat(text: str) -> str:
    """The words of a text, as one line: as they read before wrapping."""
    return " ".join(text.split())


def test_a_lesson_is_told_a_role_at_a_time_and_the_fix_last():
    found = judged(GALLERY / "abs_diagonal_key.py")
    kept = kept_lesson("abs_diagonal_key")
    heads = [line for line in kept if HEAD.match(line)]
    boards = [line for line in kept if BOARD_LINE.match(line)]
    decided = [line for line in kept if "turned it away" in line]
    fix = [line for line in kept if line.startswith("abs_diagonal_key.py, lines 11")]
    assert len(heads) == 2 and boards and decided and fix
    assert layers.layers(found) == [1, 2, 3, 4]
    assert layers.summary(found) == "wrong at n = 4: solveNQueens and totalNQueens"
    first, second, third, fourth = (
        layers.upto(found, level).splitlines() for level in (1, 2, 3, 4)
    )
    assert all(head in first for head in heads)
    assert not any(BOARD_LINE.match(line) for line in first)
    assert all(line in second for line in boards) and decided[0] not in second
    assert decided[0] in third and fix[0] not in third  # the fix is the last layer's
    assert not any(line.startswith(("Fix this first", "House rules")) for line in third)
    again = "Fix this first, then run `make test STYLE=abs_diagonal_key` again."
    rules = "House rules, after correctness (`make test` checks them on every file):"
    at = [fourth.index(line) for line in (fix[0], again, rules)]
    assert at == sorted(at)  # the fix, what to run next, the house rules
    assert layers.upto(found, 4) == coach.told(found)  # the four are the lesson
    assert not layers.green(found) and hints.correct(found, "x.py") is None


def test_a_part_said_on_the_heads_line_waits_for_its_own_layer():
    found = judged(GALLERY / "one_board_appended.py")
    shared = found.findings[0]
    advice = [p.said for p in shared.parts if p.role == "fix"]
    assert shared.kind == "shared" and advice  # the copy to append, on the head's line
    assert layers.layers(found) == [1, 4]  # the head, then the fix: no board drawn
    assert flat(advice[0]) not in flat(layers.upto(found, 1))
    assert flat(shared.said) in flat(layers.upto(found, 2))
    head = "".join(p.said for p in shared.parts if p.role in ("where", "head"))
    assert flat(layers.upto(found, 1)).startswith(flat(head))


def test_a_correct_file_needs_no_hint_and_is_green_once_the_house_rules_are_kept():
    found = judged(styles.path("sets"))
    assert layers.layers(found) == [] and layers.green(found)
    assert hints.correct(found, "sets.py").splitlines() == [
        "sets.py is correct: no hint needed.",
        "House rules kept: black's formatting, the docstring's Time and Space, "
        "standard-library imports.",
    ]
    rule = findings.located("house_rule", "sets.py", words("rules.black"))
    broken = found._replace(failed="rules", rules=[rule])
    assert layers.layers(broken) == [] and not layers.green(broken)
    assert hints.correct(broken, "sets.py").splitlines()[1:] == [
        "House rules, after correctness (`make test` checks them on every file):",
        "  sets.py: black would reformat it: run 'make format'",
    ]
    half = judged(GALLERY / "only_problem_51.py")  # correct, one method written
    assert layers.layers(half) == [] and not layers.green(half)
    kept = half._replace(failed="", rules=[])  # its house rules kept: green for 51 only
    assert layers.correct(kept) and not layers.green(kept)
    assert hints.correct(half, "half.py").splitlines()[0] == (
        "half.py is correct for solveNQueens: no hint needed (totalNQueens is not "
        "written yet)."
    )


def timed_out(took: str) -> findings.Finding:
    said = words(
        "pace.slow",
        method="totalNQueens",
        seconds="1 s",
        n=6,
        took=took,
        grows=words("nothing"),
        limits=words("nothing"),
    )
    return findings.located("stopped", "x.py, n = 7", said, n=7, stop="time")


def test_a_hint_key_follows_what_was_found_never_what_was_measured(tmp_path):
    found = judged(GALLERY / "abs_diagonal_key.py")
    first, *rest = found.findings
    same = [
        found._replace(findings=[timed_out("0.41 s"), *rest]),
        found._replace(findings=[timed_out("0.52 s"), *rest]),
    ]
    assert hints.key(same[0]) == hints.key(same[1])
    costs = [
        findings.said("cost", words("cost.head", n=8, measures=x), "decided")
        for x in ("1.2x", "1.4x")
    ]
    assert len({hints.key(found._replace(findings=[cost])) for cost in costs}) == 1
    others = [
        found._replace(findings=[replace(first, lines=(12,)), *rest]),
        found._replace(findings=[replace(first, square=(2, 1)), *rest]),
        found._replace(findings=[first.without("board"), *rest]),
        found._replace(rules=found.rules[:1]),
        same[0],
    ]
    keys = {hints.key(found)} | {hints.key(other) for other in others}
    assert len(keys) == 1 + len(others)  # each a lesson of its own
    path = tmp_path / "mine.py"
    levels = [hints.advance(tmp_path, path, found) for _ in range(5)]
    assert levels == [(1, True), (2, True), (3, True), (4, True), (4, False)]
    assert hints.advance(tmp_path, path, same[0]) == (1, True)  # a new lesson
    assert hints.advance(tmp_path, path, same[1]) == (2, True)  # the same, slower


@pytest.mark.parametrize(
    "case",
    ["bit_length_column", "xor_for_and_not", "mask_one_bit_wide", "abs_diagonal_key"],
)
def test_each_hint_shows_what_its_heading_promises(tmp_path, case):
    """A hint that promises the line of code that decided shows a line: a row off
    the board (bit_length_column) is told by its row, and its line comes later."""
    mine = tmp_path / f"{case}.py"
    shutil.copy(GALLERY / f"{case}.py", mine)
    found = coach.judge(mine)
    present = layers.layers(found)
    assert layers.DECIDED in present
    for level in range(1, len(present) + 1):
        heading = hints.told(found, level, "again").splitlines()[0]
        before = set(layers.upto(found, level - 1).splitlines()) if level > 1 else set()
        new = [
            line
            for line in layers.upto(found, level).splitlines()
            if line not in before
        ]
        if "line of code" in heading:
            assert any(re.search(r"\bline \d+", line) for line in new), (heading, new)


def test_a_file_gone_is_said_in_a_line_and_one_in_another_encoding_is_judged(tmp_path):
    mine = tmp_path / "mine.py"
    gone = ("mine.py is gone (deleted, or renamed away)", None, b"")
    assert watching.lesson(mine, coach.judge) == gone
    mine.mkdir()
    assert watching.lesson(mine, coach.judge) == gone  # a folder in its place
    mine.rmdir()
    latin = b"class Solution:\n    pass  # caf\xe9\n"
    mine.write_bytes(latin)
    text, found, source = watching.lesson(mine, coach.judge)
    assert source == latin and found.failed == "leetcode" and text == coach.told(found)
    assert "can't decode byte 0xe9 in position 31" in text  # Python names the byte


def test_watch_says_the_next_save_is_judged_not_make_test(tmp_path):
    """Watch judges again on every save: its lesson never sends the learner to run
    `make test` again, and says what watch does next, as `make test STYLE=` says
    what to run."""
    case = "abs_diagonal_key"
    mine = tmp_path / f"{case}.py"
    shutil.copy(GALLERY / f"{case}.py", mine)
    out = io.StringIO()
    watching.show(mine, coach.judge, lambda source, green: None, 0.0, out)
    text = out.getvalue().split("\n", 2)[2]  # after the heading's blank line and it
    kept = kept_lesson(case)
    told = kept.index(f"Fix this first, then run `make test STYLE={case}` again.")
    lines = text.splitlines()
    assert lines[:told] == kept[:told]
    assert lines[told].startswith("Fix this first") and "next save" in lines[told]
    assert f"make test STYLE={case}" not in text


# make drill, make progress, the history


def test_drill_writes_the_due_style_from_memory_and_keeps_work(repo):
    drill = repo / "solutions" / "drill_full_scan.py"
    drill.write_text("# my own try\n")
    refused = kata(["drill"], repo)
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.count("\n") == 1 and "has work in it" in refused.stderr
    assert drill.read_text() == "# my own try\n"
    drill.unlink()
    done = kata(["drill"], repo)
    assert done.returncode == 0, done.stderr
    assert "make watch STYLE=drill_full_scan" in done.stdout
    written = ast.parse(drill.read_text())
    shipped = ast.parse(styles.path("full_scan").read_text())
    assert ast.get_docstring(written) == ast.get_docstring(shipped)
    (solution,) = [node for node in written.body if isinstance(node, ast.ClassDef)]
    assert [ast.unparse(method.body[0]) for method in solution.body] == [
        "raise NotImplementedError"
    ] * 2
    assert "drill_queen_columns" in kata(["drill"], repo).stdout  # teaching order
    hinted = kata(["hint", "--style", "drill_full_scan"], repo)
    assert hinted.stdout.startswith("hint 1 of "), hinted.stderr
    rows = progress_rows(repo)
    assert rows["full_scan"][1:6] == ["1", "1", "1", "1", "-"]  # box, drills, ...
    assert rows["queen_columns"][1:4] == ["1", "1", "0"]
    assert rows["sets"][1:3] == ["new", "0"]


def test_a_drill_whose_file_is_deleted_is_not_shown_open(repo):
    assert kata(["drill"], repo).returncode == 0
    drill = repo / "solutions" / "drill_full_scan.py"
    assert progress_rows(repo)["full_scan"][-1] == "now (open)"
    book = repo / ".kata" / "history.sqlite"
    before = book.read_bytes()
    drill.unlink()  # the learner gives up on it
    row = progress_rows(repo)["full_scan"]
    assert row[1:3] == ["1", "1"]  # the drill stays in the history, box 1
    assert "open" not in row[-1] and "deleted" in row[-1]
    assert book.read_bytes() == before  # nothing of .kata/ deleted or rewritten
    drill.write_text("# begun again by hand\n")
    assert progress_rows(repo)["full_scan"][-1] == "now (open)"


def test_an_unreadable_history_is_moved_aside_and_a_new_one_begun(repo):
    book = repo / ".kata" / "history.sqlite"
    book.parent.mkdir()
    book.write_bytes(b"\x00not a database\xff" * 64)
    done = kata(["drill"], repo)
    assert done.returncode == 0, done.stderr
    (said,) = done.stderr.splitlines()
    (aside,) = book.parent.glob("history.sqlite.broken-*")
    assert said == (
        f"the history could not be read: moved to .kata/{aside.name}; a new one begins"
    )
    assert aside.read_bytes() == b"\x00not a database\xff" * 64
    assert progress_rows(repo)["full_scan"][2] == "1"  # the new history works


WRITER = """
import sys
from pathlib import Path
from kata.practice import history
for k in range(int(sys.argv[2])):
    with history.opened(Path(sys.argv[1])) as book:
        book.judged("sets", "drill_sets", f"{sys.argv[3]}-{k}", False, float(k))
"""


def test_two_writers_at_once_lose_no_record(tmp_path):
    book, each = tmp_path / "history.sqlite", 40
    writers = [
        subprocess.Popen(
            [PYTHON, "-c", WRITER, str(book), str(each), name],
            env={**os.environ, "PYTHONPATH": str(styles.ROOT / "tests")},
            stderr=subprocess.PIPE,
            text=True,
        )
        for name in ("a", "b")
    ]
    said = [writer.communicate(timeout=PATIENCE)[1] for writer in writers]
    assert ([writer.returncode for writer in writers], said) == ([0, 0], ["", ""])
    with closing(sqlite3.connect(book)) as db:
        assert db.execute("SELECT COUNT(*) FROM judgements").fetchone() == (2 * each,)
        assert db.execute("SELECT COUNT(*) FROM drills").fetchone() == (1,)


def test_the_history_counts_attempts_and_hints_up_to_the_first_green(tmp_path):
    with history.opened(tmp_path / "h.sqlite") as book:
        book.start("sets", "drill_sets", 1000.0)
        book.judged("sets", "drill_sets", "first", False, 1060.0)
        book.judged("sets", "drill_sets", "first", False, 1070.0)  # the same file
        book.hinted("sets", "drill_sets", 1, 1080.0)
        book.judged("sets", "drill_sets", "second", True, 1300.0)
        book.judged("sets", "drill_sets", "third", True, 1400.0)  # after the green
        book.hinted("sets", "drill_sets", 2, 1500.0)
        found = book.drills()
    assert found == {"sets": [Drill("sets", 1000.0, 1300.0, attempts=2, hints=1)]}


# the schedule, on a fixed clock


def moment(text: str) -> float:
    return datetime.strptime(text, "%Y-%m-%d %H:%M").timestamp()


def drill(style, start, green=None, hints=0):
    return Drill(style, moment(start), green and moment(green), hints=hints)


def test_a_style_never_drilled_comes_first_in_teaching_order():
    now = moment("2026-12-01 09:00")
    assert schedule.pick({}, now) == "full_scan"
    done = {"full_scan": [drill("full_scan", "2026-12-01 08:00", "2026-12-01 08:10")]}
    assert schedule.pick(done, now) == "queen_columns"


def test_boxes_move_up_on_a_clean_green_and_down_on_hints_or_a_slow_one():
    clean = drill("sets", "2026-12-01 09:00", "2026-12-01 09:12")
    assert schedule.box([clean]) == 2
    assert schedule.due([clean]) == moment("2026-12-03 09:12")
    again = drill("sets", "2026-12-03 10:00", "2026-12-03 10:05")
    assert schedule.box([clean, again]) == 3
    assert schedule.due([clean, again]) == moment("2026-12-07 10:05")
    hinted = drill("sets", "2026-12-07 11:00", "2026-12-07 11:05", hints=1)
    assert schedule.box([clean, again, hinted]) == 2
    slow = drill("sets", "2026-12-09 11:00", "2026-12-09 11:45")
    assert schedule.box([clean, again, hinted, slow]) == 1
    assert schedule.due([clean, again, hinted, slow]) == moment("2026-12-10 11:45")
    days = [f"2026-12-{day:02d}" for day in range(10, 17)]
    many = [drill("sets", f"{day} 09:00", f"{day} 09:01") for day in days]
    assert schedule.box(many) == 5  # the top box holds
    open_drill = drill("sets", "2026-12-20 09:00")
    assert schedule.due(many + [open_drill]) == moment("2026-12-20 09:00")


def test_once_all_are_drilled_the_longest_overdue_is_due_and_then_none():
    greens = {"sets": "2026-12-01 08:10", "full_scan": "2026-12-01 08:20"}
    past = {
        style: [drill(style, "2026-12-01 08:00", greens.get(style, "2026-12-01 08:25"))]
        for style in styles.SHIPPED
    }  # every one clean: box 2, due two days after its green
    assert schedule.pick(past, moment("2026-12-03 08:00")) is None
    assert schedule.next_due(past) == "sets"
    assert schedule.pick(past, moment("2026-12-03 08:15")) == "sets"
    assert schedule.pick(past, moment("2026-12-03 08:22")) == "sets"
    past["sets"].append(drill("sets", "2026-12-03 08:23", "2026-12-03 08:24"))
    assert schedule.pick(past, moment("2026-12-03 08:24")) == "full_scan"
    assert schedule.pick(past, moment("2026-12-03 08:30")) == "full_scan"


# make watch


class Output:
    """A process's output lines, read as they come."""

    def __init__(self, stream):
        self.lines, self.fresh = [], queue.Queue()
        self.reader = threading.Thread(target=self.read, args=(stream,), daemon=True)
        self.reader.start()

    def read(self, stream):
        for line in stream:
            self.fresh.put(line.rstrip("\n"))

    def wait_for(self, text: str, times: int = 1) -> None:
        """Until `text` has been printed in `times` lines; fails after PATIENCE."""
        deadline = time.monotonic() + PATIENCE
        while sum(text in line for line in self.lines) < times:
            try:
                self.lines.append(self.fresh.get(timeout=1))
            except queue.Empty:
                assert time.monotonic() < deadline, f"no {text!r} in:\n" + "\n".join(
                    self.lines
                )

    def rest(self) -> list:
        """Every line, once the process has ended."""
        self.reader.join(PATIENCE)
        while not self.fresh.empty():
            self.lines.append(self.fresh.get())
        return self.lines


@pytest.mark.slow  # make check (CI too): a real watcher over a folder, saves on disk
def test_watch_judges_every_save_until_green_and_stops_on_ctrl_c(repo):
    assert kata(["drill"], repo).returncode == 0
    practised = repo / "solutions" / "drill_full_scan.py"
    wrong = (GALLERY / "abs_diagonal_key.py").read_text()
    practised.write_text(wrong)
    with subprocess.Popen(
        [PYTHON, "-m", "kata", "watch", "--style", "drill_full_scan"],
        preexec_fn=interruptible,  # Ctrl-C as at a terminal, however the tests ran
        cwd=repo,
        env={**os.environ, "PYTHONPATH": "tests", "KATA_SOLUTIONS": ""},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as watch:
        out, err = Output(watch.stdout), Output(watch.stderr)  # both pipes drained
        try:
            out.wait_for("drill_full_scan.py, n = 4: 2 boards missing")
            practised.write_text("class Solution:\n    def solveNQueens(self, n:\n")
            out.wait_for("drill_full_scan.py: SyntaxError")
            practised.unlink()  # deleted, and written again
            practised.write_text(styles.path("full_scan").read_text())
            out.wait_for("GREEN: drill_full_scan.py is correct")
            swap = practised.with_name(".drill_full_scan.py.swp")
            swap.write_text(wrong)
            os.replace(swap, practised)  # an editor's swap-and-rename
            out.wait_for("drill_full_scan.py, n = 4: 2 boards missing", times=2)
        finally:
            watch.send_signal(signal.SIGINT)  # Ctrl-C
            try:
                watch.wait(PATIENCE)
            except subprocess.TimeoutExpired:  # a failure, said below; never a hang
                watch.kill()
                watch.wait()
        printed, errors = out.rest(), "\n".join(err.rest())
    assert watch.returncode == 0, errors + "\n".join(printed)
    assert errors == "" and "Traceback" not in "\n".join(printed)
    assert re.fullmatch(r"stopped watching drill_full_scan\.py after .+", printed[-1])
    green = next(line for line in printed if line.startswith("GREEN"))
    assert re.search(r", \d+ (s|min \d\d s) after the watch began\.$", green)
    row = progress_rows(repo)["full_scan"]
    assert row[1:5] == ["2", "1", "3", "0"]  # box 2: green, no hint; 3 versions judged
    assert row[5] == row[6] != "-"  # the best time to green is the last
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", row[7])  # due on a later day
