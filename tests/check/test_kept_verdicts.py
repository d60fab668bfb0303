"""`make test` keeps each file's verdict in .kata/ and says it again, without running
the file, while nothing that decides it has changed (kata.practice.verdict_records).

A copy of the repository's suite and kata, with two files in solutions/ (two
changed files go to pytest, one is judged in make test's own process): bitmap.py,
and sets.py, whose totalNQueens also appends a line to a log outside the repository
each time it is called (a line black would wrap: a house rule broken, the same verdict each
time it is judged). Whether the file was run is read from that log, never from what the kata
says: unchanged, it is not run and its verdict is said again, marked as kept; a byte
changed, the kata's own code changed, FRESH=1, or a record that cannot be read, and it
is run again."""

import itertools
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kata.basics import styles

MARK = "(kept from an earlier run: unchanged)"
COPIED = ("kata", "test_solutions.py", "conftest.py", "cases_solutions.py")
COPIED += ("requirements.txt",)


@pytest.fixture
def repo(tmp_path):
    """The copy, and the log that grows each time its sets.py is run."""
    root, log = tmp_path / "repo", tmp_path / "ran.log"
    (root / "tests").mkdir(parents=True)
    for name in COPIED:
        source = styles.ROOT / "tests" / name
        if source.is_dir():
            ignored = shutil.ignore_patterns("__pycache__")
            shutil.copytree(source, root / "tests" / name, ignore=ignored)
        else:
            shutil.copy(source, root / "tests" / name)
    shutil.copy(styles.ROOT / "setup.cfg", root / "setup.cfg")
    black_reads = '[tool.black]\nextend-exclude = "/tests/"\n'  # solutions/ alone
    (root / "pyproject.toml").write_text(black_reads)
    (root / "solutions").mkdir()
    sets = styles.ROOT / "solutions" / "sets.py"
    logged = sets.read_text().replace(
        "    def totalNQueens(self, n: int) -> int:\n",
        "    def totalNQueens(self, n: int) -> int:\n"
        f'        open({str(log)!r}, "a").write("ran\\n")\n',
    )
    assert logged != sets.read_text()
    (root / "solutions" / "sets.py").write_text(logged)
    shutil.copy(styles.ROOT / "solutions" / "bitmap.py", root / "solutions")
    return root, log


def make_test(root: Path, *given: str) -> subprocess.CompletedProcess:
    """`make test` in the copy, as its .venv/bin/kata would run it."""
    env = {**os.environ, "PYTHONPATH": "tests", "KATA_SOLUTIONS": ""}
    return subprocess.run(
        [sys.executable, "-m", "kata", "test", *given],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
    )


def runs(log: Path) -> int:
    return len(log.read_text().splitlines()) if log.exists() else 0


def verdict(said: str) -> str:
    """What make test says of sets.py, from the first line of its verdict to the
    line after it that is not indented (its continuation lines are)."""
    lines = said.splitlines()
    (first,) = [at for at, line in enumerate(lines) if line.startswith("sets.py")]
    rest = itertools.takewhile(lambda line: line.startswith(" "), lines[first + 1 :])
    return "\n".join([lines[first], *rest])


def unwrapped(text: str) -> str:
    return re.sub(r"\n +", " ", text)


def with_mark(said: str) -> str:
    """The verdict as said, its first line marked as kept, unwrapped."""
    first, *rest = said.splitlines()
    return unwrapped("\n".join([f"{first} {MARK}", *rest]))


def test_an_unchanged_file_is_said_from_its_record_without_running_it(repo):
    root, log = repo
    first = make_test(root)
    assert first.returncode == 1 and first.stderr == "", first.stdout + first.stderr
    ran = runs(log)
    assert ran > 0
    again = make_test(root)
    assert (again.returncode, again.stderr, runs(log)) == (1, "", ran)
    assert unwrapped(verdict(again.stdout)) == with_mark(verdict(first.stdout))
    alone = make_test(root, "sets")  # STYLE=: judged once, then kept as well
    assert alone.returncode == 1 and runs(log) > ran
    ran = runs(log)
    kept = make_test(root, "sets")
    assert (kept.returncode, runs(log)) == (1, ran)
    assert unwrapped(kept.stdout.rstrip("\n")) == with_mark(alone.stdout.rstrip("\n"))


def test_a_changed_byte_is_judged_again(repo):
    root, log = repo
    make_test(root)
    ran = runs(log)
    with open(root / "solutions" / "sets.py", "a") as file:
        file.write("# one more line\n")
    again = make_test(root)
    assert again.returncode == 1 and runs(log) > ran
    assert MARK not in verdict(again.stdout)
    assert "bitmap.py: correct " + MARK in again.stdout
    first = make_test(root, "--fresh=1")  # both files, through pytest
    assert verdict(again.stdout) == verdict(first.stdout)  # one judge, either way


def test_another_version_of_the_kata_judges_again(repo):
    root, log = repo
    make_test(root)
    ran = runs(log)
    with open(root / "tests" / "kata" / "basics" / "tables.py", "a") as file:
        file.write("# the kata's code changed\n")
    again = make_test(root)
    assert again.returncode == 1 and runs(log) > ran
    assert MARK not in again.stdout


def test_fresh_judges_again(repo):
    """FRESH=1 judges again what is kept, for the whole folder and for STYLE=."""
    root, log = repo
    make_test(root)
    make_test(root, "sets")
    for given in (["--fresh=1"], ["sets", "--fresh=1"]):
        ran = runs(log)
        again = make_test(root, *given)
        assert again.returncode == 1 and runs(log) > ran, given
        assert MARK not in again.stdout


@pytest.mark.parametrize("written", ["{not json", '{"records": [1, 2]}', None])
def test_a_record_that_cannot_be_read_is_judged_again_and_kept_anew(repo, written):
    root, log = repo
    make_test(root)
    book = root / ".kata" / "verdicts.json"
    if written is None:  # the record of sets.py itself, in a shape no run writes
        text = book.read_text()
        assert text.count('"failed": true') == 1, text
        book.write_text(text.replace('"failed": true', '"failed": "yes"'))
    else:
        book.write_text(written)
    ran = runs(log)
    again = make_test(root)
    assert (again.returncode, again.stderr) == (1, "") and runs(log) > ran
    ran = runs(log)
    assert make_test(root).returncode == 1 and runs(log) == ran  # kept anew
