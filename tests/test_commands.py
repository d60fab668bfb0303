"""The make targets' commands (tests/cli.py): what they print, what they refuse."""

import shutil
import subprocess
import sys

import pytest
from pytest_cases import parametrize

import bench_styles
import cli
import kata


def run(argv, cwd=kata.ROOT):
    """tests/cli.py in a fresh interpreter, from the copy of the repo at `cwd`."""
    return subprocess.run(
        [sys.executable, "tests/cli.py", *argv], cwd=cwd, capture_output=True, text=True
    )


@pytest.fixture
def repo(tmp_path):
    """A copy of the repo's tests and two styles: bitmap, and one with a planted bug."""
    shutil.copytree(
        kata.ROOT / "tests",
        tmp_path / "tests",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    (tmp_path / "solutions").mkdir()
    (tmp_path / "problems").mkdir()
    source = kata.style_path("bitmap").read_text()
    (tmp_path / "solutions" / "bitmap.py").write_text(source)
    doubled = source.replace("return 1\n", "return 2\n")
    assert doubled != source
    (tmp_path / "solutions" / "buggy.py").write_text(doubled)
    crashing = source.replace("return 1\n", "return 1 // 0\n")
    (tmp_path / "solutions" / "crashy.py").write_text(crashing)
    return tmp_path


@parametrize(
    "text, expected",
    [
        ("10", range(4, 11)),
        ("3", range(1, 4)),
        ("6-9", range(6, 10)),
        (" 7 ", range(4, 8)),
    ],
)
def test_n_ranges(text, expected):
    assert cli.n_range(text) == expected


BAD = {
    "show N=abc": (["show", "--n", "abc"], "N='abc' is not a whole number"),
    "show N=-1": (["show", "--n", "-1"], "N='-1' is not a whole number"),
    "show huge N": (["show", "--n", "40"], "N=40 has too many boards to draw"),
    "show no N": (["show"], "say which n to draw"),
    "show unknown style": (
        ["show", "--n", "4", "--style", "nope"],
        "unknown style 'nope'",
    ),
    "compare N=abc": (["compare", "--n", "abc"], "N='abc' is not a whole number"),
    "compare N=-1": (["compare", "--n", "-1"], "is not a whole number"),
    "compare N=0": (["compare", "--n", "0"], "N='0' is out of range"),
    "compare huge N": (
        ["compare", "--n", "30", "--styles", "full_scan"],
        "N='30' is out of range",
    ),
    "compare backwards": (["compare", "--n", "9-5"], "N='9-5' is out of range"),
    "compare unknown style": (
        ["compare", "--styles", "sets nope"],
        "unknown style 'nope'",
    ),
    "bench unknown style": (["bench", "--styles", "nope"], "unknown style 'nope'"),
    "chart N=abc": (["chart", "--n", "x"], "N='x' is not a whole number"),
    "chart bad out": (
        ["chart", "--out", "/nowhere/x.png"],
        "there is no folder /nowhere",
    ),
    "compare bad cap": (
        ["compare", "--cap", "-1"],
        "--cap '-1' is not a positive number",
    ),
    "diff no A": (["diff", "--b", "sets"], "(A missing)"),
    "diff no A or B": (["diff"], "(A and B missing)"),
    "diff unknown": (["diff", "--a", "sets", "--b", "nope"], "unknown style 'nope'"),
    "new no name": (["new"], "name the new style"),
    "new bad name": (["new", "--style", "My-Idea"], "'My-Idea' is not a style name"),
    "new existing": (["new", "--style", "sets"], "solutions/sets.py exists already"),
    "unknown command": (["nonsense"], "invalid choice: 'nonsense'"),
    "unknown option": (
        ["show", "--n", "4", "--colour"],
        "unrecognized arguments: --colour",
    ),
}


@parametrize("case", list(BAD), ids=[name.replace(" ", "_") for name in BAD])
def test_bad_input_is_one_line_and_writes_nothing(case):
    argv, message = BAD[case]
    before = sorted(kata.ROOT.rglob("*"))
    done = run(argv)
    assert done.returncode == 2, done
    assert done.stdout == ""
    assert done.stderr.startswith("error: ") and message in done.stderr, done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    assert sorted(kata.ROOT.rglob("*")) == before


def test_show_draws_every_board(capsys):
    assert cli.main(["show", "--n", "4", "--style", "sets"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("n = 4: 2 boards, computed by solutions/sets.py")
    assert "    . Q . .   . . Q .\n    . . . Q   Q . . .\n" in out


def test_show_draws_the_empty_board(capsys):
    assert cli.main(["show", "--n", "0"]) == 0
    assert capsys.readouterr().out.startswith("n = 0: 1 board")


def test_diff_shows_only_what_differs(capsys):
    assert cli.main(["diff", "--a", "sets", "--b", "diagonal_arrays"]) == 0
    out = capsys.readouterr().out.splitlines()
    changed = [line for line in out if " | " in line]
    assert any("col in cols" in line and "cols[col]" in line for line in changed)
    same = [line for line in out if "class Solution:" in line]
    assert same and " | " not in same[0]
    assert out[-1].endswith(
        "differ ('|' changed, '<' only in sets, '>' only in diagonal_arrays)"
    )


def test_new_style_starts_red_and_says_why(repo):
    done = run(["new", "--style", "my_idea"], cwd=repo)
    assert done.returncode == 0, done.stderr
    written = repo / "solutions" / "my_idea.py"
    assert written.read_text().startswith('"""My idea: one line on the idea.')
    again = run(["new", "--style", "my_idea"], cwd=repo)
    assert again.returncode == 2 and "exists already" in again.stderr
    tests = subprocess.run(
        [sys.executable, "-m", "pytest", "-x", "-q", "--style", "my_idea", "-c", "/dev/null",
         "-p", "no:cacheprovider", "--rootdir", str(repo), "tests/test_solutions.py"],
        cwd=repo, capture_output=True, text=True,
    )  # fmt: skip
    assert tests.returncode == 1
    assert "my_idea.py, n = 0: totalNQueens is not written yet" in tests.stdout
    formatted = subprocess.run(
        [sys.executable, "-m", "black", "--check", "--quiet", str(written)],
        capture_output=True,
    )
    assert formatted.returncode == 0, "the template is not black-formatted"


def test_compare_times_and_flags_a_wrong_answer(repo):
    done = run(["compare", "--n", "4-6", "--styles", "bitmap,buggy,crashy"], cwd=repo)
    assert done.returncode == 1, done.stderr
    rows = {
        line.split()[0]: line
        for line in done.stdout.splitlines()
        if line.startswith(("bitmap ", "buggy ", "crashy "))
    }
    assert "WRONG" in rows["buggy"] and "WRONG" in rows["crashy"]
    assert "WRONG" not in rows["bitmap"]
    assert "x1.0" in rows["bitmap"]
    assert "buggy.py, n = 4: totalNQueens returned" in done.stderr
    assert "crashy.py, n = 4: ZeroDivisionError" in done.stderr
    assert "[ 18/18] counts crashy" in done.stderr  # progress, case by case


def test_compare_caps_a_slow_style(repo):
    done = run(
        ["compare", "--n", "4-7", "--styles", "bitmap", "--cap", "0.00001"], cwd=repo
    )
    assert done.returncode == 0, done.stderr
    assert "capped" in done.stdout
    assert "counts bitmap from n = " in done.stdout


def test_chart_is_drawn(repo):
    done = run(["chart", "--n", "4-5", "--styles", "bitmap"], cwd=repo)
    assert done.returncode == 0, done.stderr
    assert (repo / "problems" / "compare.png").read_bytes()[:4] == b"\x89PNG"


def finished_plan():
    """A plan as a timing run leaves it: bitmap 2 ms, sets 6 ms, slow 40 ms then capped,
    broken wrong at n = 8."""
    styles = ["bitmap", "sets", "slow", "broken"]
    plan = bench_styles.Plan(styles, {"counts": [8, 9]})
    for style, seconds in (("bitmap", 0.002), ("sets", 0.006), ("slow", 0.04)):
        plan.medians[("counts", style, 8)] = seconds
    plan.medians[("counts", "bitmap", 9)] = 0.01
    plan.capped[("counts", "slow")] = 9
    plan.notes[("counts", "broken", 8)] = "broken.py, n = 8: ..."
    return plan, styles


def test_table_against_the_fastest():
    plan, styles = finished_plan()
    lines = cli.table(plan, "counts", styles, [8, 9]).splitlines()
    assert lines[0].split() == ["style", "n", "=", "8", "n", "=", "9"]
    rows = {line.split()[0]: line.split()[1:] for line in lines[2:]}
    assert rows["bitmap"] == ["2", "ms", "x1.0", "10", "ms", "x1.0"]
    assert rows["sets"] == ["6", "ms", "x3.0", "not", "run"]
    assert rows["slow"] == ["40", "ms", "x20.0", "capped"]
    assert rows["broken"] == ["WRONG", "not", "run"]


def test_table_against_a_baseline():
    plan, styles = finished_plan()
    lines = cli.table(plan, "counts", styles, [8], baseline="bitmap").splitlines()
    rows = {line.split()[0]: line.split()[1:] for line in lines[2:]}
    assert rows["bitmap"] == ["2", "ms", "1.00x"]
    assert rows["sets"] == ["6", "ms", "0.33x"]


def test_growth_predicts_the_next_n():
    plan, _ = finished_plan()
    plan.medians[("counts", "sets", 6)] = 0.006 / 25
    assert abs(plan.guess("counts", "sets", 9) - 0.03) < 1e-9  # 5 times per n
    assert plan.guess("counts", "sets", 5) == 0.0  # nothing measured below
    assert plan.guess("counts", "bitmap", "1-9") == 0.0
