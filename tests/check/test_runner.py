"""kata.guard.runner and kata.guard.worker: a style's limits count its own CPU time, so what is
said of it is the same on an idle machine and a busy one."""

import os
import select
import subprocess
import sys
from pathlib import Path

import pytest
from pytest_cases import parametrize

from kata.basics import styles
from kata.guard import backstop, runner
from kata.guard.runner import Stopped, StyleProcess
from kata.judge.answers import stop_notes
from kata.judge.words.catalogue import render
from kata.judge import coach, verdict
from kata.gallery.lessons import GALLERY, lesson_text

RUNAWAYS = ("endless_loop", "endless_recursion", "memory_growth")

SLEEPS_THEN_ANSWERS = """
import time
class Solution:
    def totalNQueens(self, n):
        time.sleep(0.6)
        return 1
"""
WAITS_FOR_INPUT = """
class Solution:
    def totalNQueens(self, n):
        return int(input())
"""
SWALLOWS_THE_STOP = """
class Solution:
    def totalNQueens(self, n):
        while True:
            try:
                while True:
                    pass
            except BaseException:
                pass
"""


def stopped(tmp_path, source: str, **limits) -> Stopped:
    """The stop of a style whose totalNQueens(4) does not answer."""
    path = tmp_path / "style.py"
    path.write_text(source)
    with StyleProcess(path, **limits) as process:
        with pytest.raises(Stopped) as stop:
            process.ask("call", method="totalNQueens", n=4)
    return stop.value


def stopped_line(tmp_path, source: str, **limits) -> str:
    """The line said of a style whose totalNQueens(4) does not answer."""
    return stop_notes.told(stopped(tmp_path, source, **limits))


def test_what_stopped_a_child_is_data_in_its_reply(tmp_path):
    """A file with no class Solution, one without the method asked, and a child
    that exits on its own, each told by the reply's fields, no words in it."""
    none = stopped(tmp_path, '"""Nothing yet."""\n').reply
    assert (none["error"], none["type"], "message" in none) == (
        "load",
        "NoSolution",
        False,
    )
    other = stopped(tmp_path, "class Solution:\n    pass\n").reply
    assert (other["error"], other["method"], "message" in other) == (
        "missing",
        "totalNQueens",
        False,
    )
    source = "import os, sys\nsys.stderr.write('bye\\n')\nos._exit(3)\n"
    ended = stopped(tmp_path, source)
    assert ended.reply["death"] == {"status": 3, "last": "bye"}
    assert stop_notes.told(ended) == (
        "style.py: the file ended the process (exit status 3: bye) before it "
        "answered: does the file exit?"
    )


def test_the_limits_the_parent_holds_are_data():
    assert backstop.held({"resource": True, "timer": True}) == {}
    clock = {"timer": False, "proc": backstop.PROC.is_dir()}
    assert backstop.held({"resource": False, "timer": False}) == clock
    told = [
        render(stop_notes.limits_held({"limits": {"timer": timer, "proc": proc}}))
        for timer in (True, False)
        for proc in (True, False)
    ]
    assert told[1] == (
        " (no `resource` module here: time on the clock limited by the parent and the "
        "child's own timer, memory not limited)"
    )
    assert told[2] == (
        " (no `resource` module here: CPU time limited by the parent, memory by the "
        "parent, read in /proc)"
    )
    assert render(stop_notes.limits_held({})) == ""


@parametrize(
    "source, line",
    [
        ("x = [][0]\n", "IndexError: list index out of range (line 1: x = [][0])"),
        ("d = {}\nd['k']\n", "KeyError: 'k' (line 2: d['k'])"),
        ('"""Nothing yet."""\n', "no class Solution in the file: LeetCode calls"),
    ],
    ids=["index_error", "key_error", "no_class"],
)
def test_a_file_that_fails_to_load_is_said_once(tmp_path, source, line):
    said = stopped_line(tmp_path, source)
    assert said.startswith(f"style.py: {line}"), said
    assert said.count("style.py") == 1


def test_time_asleep_is_not_counted(tmp_path):
    path = tmp_path / "style.py"
    path.write_text(SLEEPS_THEN_ANSWERS)
    with StyleProcess(path, seconds=0.2) as process:
        reply = process.ask("call", method="totalNQueens", n=4)
    assert reply["answer"] == 1


def test_a_style_that_waits_is_stopped_and_told_so(tmp_path):
    line = stopped_line(tmp_path, WAITS_FOR_INPUT, seconds=0.2, waiting=1.0)
    assert line == (
        "style.py, n = 4: totalNQueens used almost no CPU for 1 s: is it waiting, "
        "on input() or time.sleep()?"
    )


@pytest.mark.slow  # make check (CI too): runs to the backstop
def test_a_style_that_swallows_the_stop_is_ended_by_the_system(tmp_path):
    stop = stopped(tmp_path, SWALLOWS_THE_STOP, seconds=0.1)
    assert stop.reply["death"] == {"signal": "SIGXCPU"}
    line = stop_notes.told(stop)
    assert line.startswith(
        "style.py, n = 4: totalNQueens ran on past its CPU time and the process was "
        "ended (killed by SIGXCPU)"
    ), line


def test_a_timing_of_one_short_call_is_measured():
    # the process's clock, read while its CPU limit is armed, moves only by ticks:
    # the thread's clock sees even one short call (no bound on it: load moves it)
    with StyleProcess(styles.path(styles.BASELINE)) as process:
        spent = process.ask("time", method="totalNQueens", ns=[4], number=1)
    assert type(spent) is float and spent > 0


def test_a_timing_counts_no_time_asleep(tmp_path):
    # 0.6 s asleep is no CPU time, however busy the machine: a sleep runs no code
    path = tmp_path / "style.py"
    path.write_text(SLEEPS_THEN_ANSWERS)
    with StyleProcess(path) as process:
        spent = process.ask("time", method="totalNQueens", ns=[4], number=1)
    assert type(spent) is float and 0 < spent < 0.6


@pytest.fixture
def busy_machine():
    """Two busy processes per core, for as long as the test runs."""
    count = 2 * (os.cpu_count() or 1)
    hogs = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"])
        for _ in range(count)
    ]
    try:
        yield hogs
    finally:
        for hog in hogs:
            hog.kill()
        for hog in hogs:
            hog.wait()


@pytest.mark.slow  # make check (CI too): it keeps every core busy for a while
@parametrize("case", RUNAWAYS)
def test_a_runaway_gets_its_lesson_on_a_busy_machine(case, busy_machine):
    path = GALLERY / f"{case}.py"
    assert lesson_text(path) == path.with_suffix(".txt").read_text()
    assert all(hog.poll() is None for hog in busy_machine), "the machine was idle"


BOTH_GROW = """
class Solution:
    def solveNQueens(self, n):
        grown = []
        while True:
            grown.append([0] * 1000)

    def totalNQueens(self, n):
        grown = []
        while True:
            grown.append([0] * 1000)
"""
BOTH_LOOP = """
class Solution:
    def solveNQueens(self, n):
        while True:
            pass

    def totalNQueens(self, n):
        while True:
            pass
"""


@parametrize(
    "source, kind, seconds, said",
    [
        (BOTH_GROW, "memory", 10.0, "solveNQueens took over 256 MiB of memory"),
        (BOTH_LOOP, "time", 0.3, "solveNQueens gave no answer in 0.3 s"),
    ],
    ids=["memory", "time"],
)
def test_a_runaway_runs_to_its_limit_once_and_is_told_in_one_line(
    tmp_path, monkeypatch, source, kind, seconds, said
):
    """Both methods would run away: the first to do so is the lesson, said in one
    line, and neither it nor the other is run to the same limit again (counted: the
    calls of the file that were stopped at the limit)."""
    path = tmp_path / "hog.py"
    path.write_text(source)
    stops = []
    asked = StyleProcess.ask

    def counted(process, job, *args, **request):
        method = request.get("method")
        ran = job == "call" and method not in process.stopped
        try:
            return asked(process, job, *args, **request)
        except Stopped as stop:
            if ran and stop.kind in ("time", "memory"):
                stops.append((method, stop.kind, stop.reply["seconds"]))
            raise

    monkeypatch.setattr(StyleProcess, "ask", counted)
    found = coach.judge(
        path, seconds=seconds, memory=256 << 20, costs=False, fixes=False
    )
    first = found.findings[0]
    assert (first.kind, first.stop, first.method, first.n) == (
        "stopped",
        kind,
        "solveNQueens",
        1,
    )
    assert first.said.startswith(f"hog.py, n = 1: {said}") and "\n" not in first.said
    assert [f.kind for f in found.findings] == ["stopped", "again"]
    assert stops[0] == ("solveNQueens", kind, seconds)
    # the other method, where it is asked at all, only for PROBE seconds (a hog may
    # reach the memory limit even within them, on a machine busy or not)
    assert len(stops[1:]) <= 1
    assert all(method == "totalNQueens" for method, _, _ in stops[1:])
    assert all(limit == verdict.PROBE for _, _, limit in stops[1:])


HIDE_RESOURCE = "import sys; sys.modules['resource'] = None; "  # import fails
HIDE_TIMER = "import signal; del signal.setitimer; "  # as on Windows too


@parametrize("timer", [True, False], ids=["own_timer", "no_timer"])
def test_without_resource_a_runaway_is_stopped_by_the_parent_and_told(
    tmp_path, monkeypatch, timer
):
    """Where `import resource` fails (and, as on Windows, signal.setitimer is
    missing too), an endless loop is still stopped, and the one line that says so
    says which limits hold."""
    hidden = HIDE_RESOURCE + ("" if timer else HIDE_TIMER)
    monkeypatch.setattr(runner, "START", hidden + runner.START)
    path = tmp_path / "loops.py"
    path.write_text(BOTH_LOOP)
    found = coach.judge(path, seconds=0.5, costs=False, fixes=False)
    first = found.findings[0]
    assert (first.kind, first.stop, first.n) == ("stopped", "time", 1)
    own = " and the child's own timer" if timer else ""
    assert first.said.startswith(
        "loops.py, n = 1: solveNQueens gave no answer in 0.5 s: an endless loop?"
    )
    assert first.said.endswith(
        f" (no `resource` module here: CPU time limited by the parent{own}, memory "
        "by the parent, read in /proc)"
    )
    assert "\n" not in first.said


def test_without_resource_a_memory_hog_is_stopped_by_the_parent(tmp_path, monkeypatch):
    monkeypatch.setattr(runner, "START", HIDE_RESOURCE + runner.START)
    line = stopped_line(tmp_path, BOTH_GROW, memory=128 << 20)
    assert line.startswith(
        "style.py, n = 4: totalNQueens took over 128 MiB of memory: a list that grows "
        "without end? (no `resource` module here: "
    ), line


def test_replies_are_read_where_select_cannot_wait_on_a_pipe(monkeypatch):
    """On Windows select() takes sockets only: the replies are read without it."""

    def sockets_only(*args):
        raise OSError("select() takes sockets only here, as on Windows")

    monkeypatch.setattr(select, "select", sockets_only)
    with StyleProcess(styles.path(styles.BASELINE)) as process:
        assert process.ask("call", method="totalNQueens", n=6)["answer"] == 4
        assert len(process.ask("call", method="solveNQueens", n=5)["answer"]) == 10


LEFT_OPEN = """
from kata.basics import styles
from kata.guard.runner import StyleProcess

held = StyleProcess(styles.path("bitmap"))
held.ask("call", method="totalNQueens", n=4, instance="fresh", seconds=5)


class Cycle:
    pass


cycle = Cycle()
cycle.me, cycle.process = cycle, held  # freed by the last collection, at shutdown
del held
"""


def test_a_process_left_open_ends_cleanly_as_python_shuts_down():
    """The reply reader is a thread in a read: a StyleProcess freed only as Python
    shuts down must not close the stream it holds (that aborted with SIGABRT)."""
    tests = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [sys.executable, "-c", LEFT_OPEN],
        cwd=tests,
        env={**os.environ, "PYTHONPATH": str(tests)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr


CHANGES_A_BOARD_AFTER = """
class Solution:
    def solveNQueens(self, n):
        board, found = ["Q"], []
        found.append(board)
        board[0] = "."
        return found
"""


def test_a_watched_call_asks_again_only_for_boards_that_are_wrong(tmp_path):
    """One request: right boards come back as they are, unwatched; wrong ones come
    from a second call, with what changed after each append."""
    with StyleProcess(styles.path("bitmap")) as process:
        right = process.ask("call", n=4, method="solveNQueens", watch=True)
    assert "changed" not in right["facts"] and len(right["answer"]) == 2
    path = tmp_path / "style.py"
    path.write_text(CHANGES_A_BOARD_AFTER)
    with StyleProcess(path) as process:
        wrong = process.ask("call", n=1, method="solveNQueens", watch=True)
    assert wrong["answer"] == [["."]]
    assert wrong["facts"]["changed"] == 1
    assert wrong["facts"]["first_changed"] == [["Q"], ["."]]
