"""A line the coach quotes as the cause is one whose change fixes the file.

For each gallery case whose cause is one line, the fix is written here by hand:
the lesson must quote that line by its number, and the file with that line changed,
and no other, must be judged correct. The versions tried are bounded by their
steps, not by the clock: a lesson's fix is the same on a machine twice as slow,
a version that runs away is cut by its steps, and every correct style the kata
knows answers within them."""

import pytest
import re
from pathlib import Path

from pytest_cases import parametrize

from kata.basics import styles
from kata.gallery import lessons
from kata.guard.runner import Stopped, StyleProcess
from kata.judge.answers import stop_notes
from kata.judge import coach
from kata.judge.repair import fixes
from kata.judge.words.edits import replace

GALLERY = Path(__file__).resolve().parents[1] / "gallery"
SECONDS = 2.0
FIXES = {  # case: (the line's text as written, as fixed)
    "break_for_continue": ("break", "continue"),
    "range_from_one": ("for col in range(1, n):", "for col in range(n):"),
    "one_sided_diagonal": (
        "if queens[k] == j or queens[k] - j == i - k:",
        "if queens[k] == j or abs(queens[k] - j) == i - k:",
    ),
    "mask_one_bit_wide": ("mask = (1 << n + 1) - 1", "mask = (1 << n) - 1"),
    "returns_in_first_pass": ("return True", "continue"),  # the first of two
    "range_stops_short": ("for r in range(row - 1):", "for r in range(row):"),
    "else_returns_in_loop": ("return True", "continue"),  # the `else:` one
    "anti_key_wrong_sign": (
        "d, a = row - col, col - row",
        "d, a = row - col, row + col",
    ),
    "diagonals_shift_one_way": (
        "go(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) << 1)",
        "go(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1)",
    ),
}


@pytest.mark.slow  # make check (CI too): each case judged twice
@parametrize("case", sorted(FIXES))
def test_the_quoted_line_is_the_one_whose_fix_makes_the_file_correct(case, tmp_path):
    before, after = FIXES[case]
    source = (GALLERY / f"{case}.py").read_text().splitlines(keepends=True)
    number = next(i for i, line in enumerate(source, 1) if line.strip() == before)
    wrong = lessons.judged(GALLERY / f"{case}.py")  # the gallery's, judged once a run
    said = re.findall(r"\blines? (\d+(?:(?:, | and )\d+)*)", "\n".join(wrong.lines))
    quoted = {int(n) for group in said for n in re.findall(r"\d+", group)}
    assert wrong.failed and number in quoted, f"{case}: quoted {quoted}, not {number}"
    source[number - 1] = source[number - 1].replace(before, after)
    fixed = tmp_path / f"{case}.py"
    fixed.write_text("".join(source))
    found = lessons.judged_fixed(fixed, SECONDS)  # one judge for one fix
    assert found.failed in ("", "rules"), "\n".join(found.lines)


def test_a_line_left_out_is_said_as_pass_where_it_is_its_block_s_one_statement():
    """`if n < 4: return []` without its return is no Python: the fix that leaves a
    block's one statement out says `pass` takes its place; another says "Without it"."""
    from kata.judge.repair.fixes import said
    from kata.judge.words.catalogue import render, words
    from kata.judge.words.edits import delete

    lines = [
        "def f(n):",
        "    if n < 4:",
        "        return []",
        "    total = 0",
        "    total += n",
        "    return total",
    ]
    where, sole = said("x", delete(3, "        return []"), lines)
    assert render(where) == "x.py, line 3: "
    assert sole.param("change") == words("fix.delete_alone")
    _, one_of_two = said("x", delete(5, "    total += n"), lines)
    assert one_of_two.param("change") == words("fix.delete")


# The gallery's fixes that take the most steps (permutations made whole and
# checked, as the slowest correct style does), and one of a file that never ends.
SLOWEST = ("compares_with_itself", "iterator_read_twice", "walrus_resets_mask")


@pytest.mark.slow  # make check (CI too): each case judged again, twice as slow
@parametrize("case", SLOWEST)
def test_a_lesson_s_fix_is_the_same_on_a_machine_twice_as_slow(case, monkeypatch):
    """A machine twice as slow is one where every CPU limit is worth half the
    work: the steps, a count, decide the fix, so it is the same fix, and the same
    lesson but for the limit it names."""
    path = GALLERY / f"{case}.py"
    lesson = lessons.judged(path).lines  # the gallery's, judged once a run
    monkeypatch.setattr(fixes, "NET", fixes.NET / 2)
    slower = coach.judge(path, lessons.SECONDS / 2, lessons.MEMORY).lines
    assert "every answer for n = 1..9 is right" in "\n".join(lesson)
    assert timeless(slower) == timeless(lesson)


def timeless(lines: list) -> list:
    """The lines with each time they name (the limit of an endless file) as <time>."""
    return [re.sub(r"\b\d+(\.\d+)? m?s\b", "<time>", line) for line in lines]


RUNAWAYS = {  # the body of a totalNQueens that never ends
    "a loop": "while True:\n    pass",
    "an endless iterator": "for _ in iter(int, 1):\n    n += 1",
    "a generator's items": "return sum(1 for _ in iter(int, 1))",
    "a lambda's calls": "return len(list(map(lambda k: k, iter(int, 1))))",
    "its cut caught": "while True:\n    try:\n        sum(1 for _ in iter(int, 1))\n"
    "    except:\n        pass",
}


@parametrize("runaway", sorted(RUNAWAYS))
def test_a_version_that_runs_away_is_cut_by_its_steps(runaway, tmp_path):
    path = tmp_path / "runaway.py"
    path.write_text(
        "class Solution:\n    def totalNQueens(self, n):\n        return 2\n"
    )
    body = "".join(f"        {line}\n" for line in RUNAWAYS[runaway].splitlines())
    source = f"class Solution:\n    def totalNQueens(self, n):\n{body}"
    with StyleProcess(path) as process:
        with pytest.raises(Stopped) as stop:
            process.ask(
                "variant", source=source, method="totalNQueens", n=4, steps=10_000
            )
        assert stop.value.kind == "steps", stop_notes.told(stop.value)
        assert stop.value.reply["steps"] == 10_000
        trial = fixes.Trial(process, ["totalNQueens"])
        assert not trial.right(source, 4) and trial.stops == 1
        assert trial.own is not None, "a version out of steps leaves its process be"
        trial.close()


@pytest.mark.slow  # make check (CI too): the slowest correct style up to n = 9
@parametrize("name", [*styles.SHIPPED, "permutations_brute_force"])
def test_every_correct_style_answers_within_its_steps_at_each_n(name):
    """A version tried is told right only within its steps: every style the kata
    calls correct, from the shipped ones to the brute force over permutations,
    answers every n = 1..9 right within them, n = 9 asked first, with the fewer
    steps of a first wrong n: the ticks written into it change no answer."""
    path = GALLERY / f"{name}.py" if name not in styles.SHIPPED else styles.path(name)
    with StyleProcess(path) as process:
        trial = fixes.Trial(process, styles.METHODS)
        assert trial.right(path.read_text(), 9) and trial.stops == 0
        trial.close()


COUNTS = (1, 0, 0, 2, 10, 4, 40, 92, 352)  # A000170, n = 1..9, from the OEIS


def test_a_version_right_only_in_one_order_of_calls_is_not_right(tmp_path):
    """A version that answers from state kept between calls (here the call's place
    in line, where `memo[n - 1]` of a cache would do the same) is right when asked
    n = 1, 2, ... in turn, not when asked again from n = 9 down: no fix is said of
    it. The same answers, read by n, are right either way."""
    path = tmp_path / "order.py"
    path.write_text(
        "class Solution:\n    def totalNQueens(self, n):\n        return 0\n"
    )
    in_turn = (
        "class Solution:\n    calls = []\n"
        "    def totalNQueens(self, n):\n        self.calls.append(n)\n"
        f"        return {COUNTS}[len(self.calls) - 1]\n"
    )
    by_n = f"class Solution:\n    def totalNQueens(self, n):\n        return {COUNTS}[n - 1]\n"
    with StyleProcess(path) as process:
        trial = fixes.Trial(process, ["totalNQueens"])
        assert not trial.right(in_turn, 1)
        assert trial.right(by_n, 1)
        trial.close()


def test_the_file_as_written_is_measured_within_four_times_the_version(tmp_path):
    """A version found right is measured against the file as written (a shortcut
    switched off takes several times its steps), and the file is asked within
    SWITCHED_OFF times the version's steps (FLOOR at least), not all a version may
    take at n = 9: one that walks every column tuple (9^9 of them) is stopped there,
    and the version, which switches nothing off, is kept."""
    every_tuple = (
        "class Solution:\n    def totalNQueens(self, n):\n"
        "        def go(r):\n"
        "            return 1 if r == n else sum(go(r + 1) for c in range(n))\n"
        "        return go(0)\n"
    )
    path = tmp_path / "tuples.py"
    path.write_text(every_tuple)
    line = "        return go(0)"
    edit = replace(5, line, f"        return {COUNTS}[n - 1]")
    with StyleProcess(path) as process:
        trial = fixes.Trial(process, ["totalNQueens"])
        asked, real = [], trial.answers_right

        def spy(source, method, n, steps):
            asked.append((source == every_tuple, n, steps))
            return real(source, method, n, steps)

        trial.answers_right = spy
        assert trial.keeps(every_tuple, edit, 1)
        trial.close()
    own = [steps for as_written, n, steps in asked if as_written]
    assert own and max(own) <= fixes.FLOOR < fixes.steps_at(9) // 100
