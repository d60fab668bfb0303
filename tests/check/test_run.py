"""`make run N= STYLE=`: one style's answers for one n beside the expected ones, as
LeetCode shows a test case, checked against answers written here by hand."""

import os
import re
import subprocess
import sys

import pytest
from pytest_cases import parametrize

from kata.basics import styles

OEIS_A000170 = {1: 1, 2: 0, 3: 0, 4: 2, 5: 10, 6: 4, 7: 40, 8: 92, 9: 352}
BOARDS_4 = {
    (".Q..", "...Q", "Q...", "..Q."),
    ("..Q.", "Q...", "...Q", ".Q.."),
}
ENDLESS = """
class Solution:
    def solveNQueens(self, n):
        while True:
            pass

    def totalNQueens(self, n):
        while True:
            pass
"""


def run(folder, *argv):
    """`kata run ARGV` in a fresh interpreter, its styles those of `folder`."""
    return subprocess.run(
        [sys.executable, "-m", "kata", "run", *argv],
        cwd=styles.ROOT,
        env={**os.environ, "PYTHONPATH": "tests", "KATA_SOLUTIONS": str(folder)},
        capture_output=True,
        text=True,
    )


@pytest.fixture
def folder(tmp_path):
    """bitmap.py, a copy that counts each board twice and misses one board at n =
    4, and a file that never answers."""
    source = styles.path("bitmap").read_text()
    (tmp_path / "bitmap.py").write_text(source)
    wrong = source.replace("return 1\n", "return 2\n")
    wrong = wrong.replace("return boards\n", "return boards[1:]\n")
    assert wrong.count("return 2\n") == 1 and "boards[1:]" in wrong
    (tmp_path / "wrong.py").write_text(wrong)
    (tmp_path / "endless.py").write_text(ENDLESS)
    return tmp_path


def section(said: str, title: str) -> str:
    """The lines under `title:` up to the next section."""
    return said.split(f"\n{title}:\n", 1)[1].split("\nExpected:")[0]


def drawn_boards(text: str) -> set:
    """Every board drawn in the text: rows of '. Q . .' side by side."""
    rows = [
        line.strip() for line in text.splitlines() if re.fullmatch(r" +[.Q ]+", line)
    ]
    boards = set()
    for start in range(0, len(rows), 4):
        cells = [row.split("   ") for row in rows[start : start + 4]]
        for column in zip(*cells):
            boards.add(tuple(cell.replace(" ", "") for cell in column))
    return boards


@parametrize("n", sorted(OEIS_A000170))
def test_run_gives_the_known_count_and_accepts_it(folder, n):
    done = run(folder, "--n", str(n))
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    output = section(done.stdout, "Output")
    assert f"  totalNQueens: {OEIS_A000170[n]}\n" in output + "\n"
    assert f"  totalNQueens: {OEIS_A000170[n]} (OEIS A000170)" in done.stdout
    assert done.stdout.splitlines()[0] == f"Input: n = {n} (solutions/bitmap.py)"
    assert done.stdout.splitlines()[-1] == "Accepted: both match"
    assert max(map(len, done.stdout.splitlines())) <= 100


def test_run_draws_the_boards_written_by_hand_at_4(folder):
    done = run(folder, "--n", "4", "--style", "bitmap")
    assert done.returncode == 0, done.stderr
    assert drawn_boards(section(done.stdout, "Output")) == BOARDS_4
    expected = done.stdout.split("\nExpected:\n")[1]
    assert drawn_boards(expected) == BOARDS_4


def test_run_says_what_a_wrong_file_got_wrong(folder):
    done = run(folder, "--n", "4", "--style", "wrong")
    assert (done.returncode, done.stderr) == (1, ""), done.stderr
    output = section(done.stdout, "Output")
    assert len(drawn_boards(output)) == 1 and drawn_boards(output) < BOARDS_4
    assert "  totalNQueens: 4\n" in output + "\n"
    assert done.stdout.splitlines()[-1] == (
        "Wrong Answer: solveNQueens's boards differ: 1 board missing; "
        "totalNQueens returned 4, not 2"
    )


def test_run_stops_a_runaway_and_says_it_in_one_line(folder):
    done = run(folder, "--n", "5", "--style", "endless", "--seconds", "0.3")
    assert (done.returncode, done.stderr) == (1, ""), done.stderr
    output = section(done.stdout, "Output").splitlines()
    assert output == [
        f"  {method}: endless.py, n = 5: {method} gave no answer in 0.3 s: an endless "
        "loop? (line " + str(line) + f": {'while True:'})"
        for method, line in (("solveNQueens", 4), ("totalNQueens", 8))
    ]


@parametrize(
    "argv", [["--n", "0"], ["--n", "10"], ["--n", "x"], ["--n", "4", "--style", "nope"]]
)
def test_run_refuses_a_bad_n_or_style_in_one_line(folder, argv):
    done = run(folder, *argv)
    assert (done.returncode, done.stdout) == (2, "")
    assert len(done.stderr.splitlines()) == 1 and done.stderr.startswith("error: ")
