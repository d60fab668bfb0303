"""Every style in solutions/ against the known answers, n by n.

Ids name the style and n (`test_boards[sets-n6]`), so `-k sets-n6` picks one.
n = 10..12 carry the `slow` marker and run with `make test-slow`.
"""

import json
import subprocess
import sys

import pytest
from pytest_cases import fixture, parametrize

import kata

SMALL = range(10)
EVERY_N = [pytest.param(n, id=f"n{n}") for n in SMALL] + [
    pytest.param(n, id=f"n{n}", marks=pytest.mark.slow) for n in (10, 11, 12)
]


def expect(note):
    """Fail with the note alone, the way a teacher would say it, if there is one."""
    if note:
        pytest.fail(note, pytrace=False)


def taught(function, *args):
    """function(*args), but a KataError fails the test with its message alone."""
    try:
        return function(*args)
    except kata.KataError as error:
        note = str(error)
    pytest.fail(note, pytrace=False)


def ask(style, instance, method, n):
    return taught(kata.ask, style.name, instance, method, n)


class Style:
    def __init__(self, name):
        self.name = name
        self.solution = taught(kata.load_solution, name)


@fixture(scope="module")
@parametrize("name", kata.SELECTED, ids=kata.SELECTED)
def style(name):
    return Style(name)


@parametrize("n", EVERY_N)
def test_count(style, n):
    count = ask(style, style.solution(), "totalNQueens", n)
    expect(kata.count_note(style.name, n, count))


@parametrize("n", EVERY_N)
def test_boards(style, n):
    boards = ask(style, style.solution(), "solveNQueens", n)
    expect(kata.boards_note(style.name, n, boards))


@parametrize("n", SMALL, ids="n{}".format)
def test_count_is_number_of_boards(style, n):
    count, boards = taught(kata.answers, style.name, style.solution(), n)
    expect(kata.agreement_note(style.name, n, count, boards))


def test_one_instance_reused(style):
    """LeetCode may call one instance many times: no answer may leak into the next."""
    expect(taught(kata.sweep, style.name, style.solution, SMALL))


@parametrize("leetcode", [False, True], ids=["alone", "leetcode"])
def test_runs_standalone(style, leetcode, tmp_path):
    """The file alone, in a fresh `python -I` in an empty folder, optionally under
    LeetCode's star-imports, answers n = 0..9 right with fresh and reused instances."""
    script = tmp_path / "solution.py"
    script.write_text(kata.standalone_script(style.name, leetcode))
    run = subprocess.run(
        [sys.executable, "-I", script.name],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    how = "under LeetCode's preamble" if leetcode else "run alone"
    last = run.stderr.strip().splitlines()[-1:] or ["no error output"]
    assert run.returncode == 0, f"{style.name}.py {how} fails: {last[0]}"
    notes, seen = [], set()
    for line in run.stdout.splitlines():
        try:
            kind, n, count, boards = json.loads(line)
        except ValueError:
            pytest.fail(f"{style.name}.py {how} prints {line[:60]!r}", pytrace=False)
        seen.add((kind, n))
        notes += [
            f"{note}\n  ({how}, {kind} instance)"
            for note in kata.notes_for(style.name, n, count, boards)
        ]
    assert seen == {
        (kind, n) for kind in ("fresh", "reused") for n in SMALL
    }, "missing answers"
    expect("\n".join(notes))
