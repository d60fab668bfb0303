"""The make targets' commands (`python -m kata COMMAND`): what they print, what they
refuse. Tiny cases only: most run in this process through kata.cli.main; the ones
that write files or time styles run in a copy of the repository."""

import ast
import json
import os
import re
import shutil
import subprocess
import sys

import pytest
from pytest_cases import parametrize

from kata import cli
from kata.basics import styles, tables
from kata.study import work
from kata.judge.answers.known import reference_boards

PYTHON = sys.executable


def kata(argv, cwd=styles.ROOT):
    """`python -m kata ARGV` in a fresh interpreter, with cwd's tests/ on the path."""
    return subprocess.run(
        [PYTHON, "-m", "kata", *argv],
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": "tests", "KATA_SOLUTIONS": ""},
        capture_output=True,
        text=True,
    )


def source_line(source: str, text: str) -> int:
    """The number of the line where `text` first occurs in `source`."""
    return source[: source.index(text)].count("\n") + 1


@pytest.fixture
def repo(tmp_path):
    """A copy of the repo's support code with bitmap, a buggy copy (each board
    counted twice) and a crashing copy, in a solutions/ of its own to write to."""
    shutil.copytree(
        styles.ROOT / "tests" / "kata",
        tmp_path / "tests" / "kata",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    (tmp_path / "problems").mkdir()
    solutions = tmp_path / "solutions"
    solutions.mkdir()
    source = styles.path("bitmap").read_text()
    (solutions / "bitmap.py").write_text(source)
    for name, bug in (("buggy", "return 2\n"), ("crashy", "return 1 // 0\n")):
        changed = source.replace("return 1\n", bug)
        assert changed != source
        (solutions / f"{name}.py").write_text(changed)
    return tmp_path


def test_bad_input_through_the_entry_point():
    done = kata(["show", "--n", "abc"])
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "error: N='abc' is not a whole number (e.g. N=6)\n"


def test_a_command_that_takes_a_range_takes_one_n_as_that_n_alone():
    """N= is one n everywhere: N=5 is N=5-5 where a command takes a range."""
    one, first_last = kata(["work", "--n", "5"]), kata(["work", "--n", "5-5"])
    assert (one.returncode, one.stderr) == (0, "")
    assert one.stdout == first_last.stdout
    assert "n = 5" in one.stdout and "n = 4" not in one.stdout


@parametrize("command", ["diff", "page"])
def test_diff_and_page_refuse_one_file_twice_alike(command):
    for argv in (["--a=sets", "--b=sets"], ["--a=bitmap"]):
        done = kata([command, *argv])
        assert (done.returncode, done.stdout) == (2, ""), done.stderr
        name = argv[0].split("=")[1]
        assert done.stderr == (
            f"error: A={name} and B={name} are the same file: name two styles "
            "(B= is bitmap unless given)\n"
        )


def test_diff_of_one_file_or_one_text_under_two_names_is_one_line(tmp_path):
    shutil.copytree(
        styles.ROOT / "tests" / "kata",
        tmp_path / "tests" / "kata",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    folder = tmp_path / "solutions"
    folder.mkdir()
    shutil.copy(styles.path("sets"), folder / "sets.py")
    shutil.copy(styles.path("sets"), folder / "my_sets.py")  # a copy, byte for byte
    (folder / "linked.py").symlink_to("sets.py")  # the same file
    for b, said in [("my_sets", "hold the same text"), ("linked", "are the same file")]:
        done = kata(["diff", "--a=sets", f"--b={b}"], tmp_path)
        assert (done.returncode, done.stderr) == (0, ""), done.stderr
        assert done.stdout == (
            f"solutions/sets.py and solutions/{b}.py {said}"
            f"{', byte for byte' if b == 'my_sets' else ''}: nothing differs\n"
        )


def test_diff_with_a_alone_sets_it_beside_the_baseline(capsys):
    assert cli.main(["diff", "--a", "sets"]) == 0
    alone = capsys.readouterr().out
    assert cli.main(["diff", "--a", "sets", "--b", "bitmap"]) == 0
    assert alone == capsys.readouterr().out
    assert re.match(r"solutions/sets\.py +solutions/bitmap\.py\n", alone), alone


def test_show_draws_every_board(capsys):
    assert cli.main(["show", "--n", "4", "--style", "sets"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("n = 4: 2 boards, computed by solutions/sets.py\n")
    assert "    . Q . .   . . Q .\n    . . . Q   Q . . .\n" in out


def test_show_draws_the_empty_board(capsys):
    assert cli.main(["show", "--n", "0"]) == 0
    assert capsys.readouterr().out.startswith("n = 0: 1 board, computed by")


def test_show_unique_draws_the_twelve_classes(capsys):
    assert cli.main(["show", "--n", "8", "--unique", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("n = 8: 12 symmetry class")
    sizes = out.rstrip().splitlines()[-1]
    assert sizes.endswith(" = 92 boards")
    terms = sizes.split(" = ")[0].split(" + ")
    assert len(terms) == 12 and sum(map(int, terms)) == 92


def test_show_in_leetcode_format(capsys):
    assert cli.main(["show", "--n", "4", "--format", "leetcode"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and " " not in out
    boards = json.loads(out)
    assert {tuple(board) for board in boards} == reference_boards(4)
    assert len(boards) == 2


FULL = "the changed lines cut above, in full:"


def diff_at_60_columns(capsys, monkeypatch):
    """make diff A=sets B=diagonal_arrays in 60 columns: (side by side, in full, summary)."""
    monkeypatch.setenv("COLUMNS", "60")
    assert cli.main(["diff", "--a", "sets", "--b", "diagonal_arrays"]) == 0
    lines = capsys.readouterr().out.splitlines()
    blank = len(lines) - 1 - lines[::-1].index("")  # the summary follows the last
    body, summary = lines[:blank], lines[blank + 1 :]
    full = body.index(FULL)
    return body[: full - 1], body[full + 1 :], summary


def test_diff_shows_only_what_differs(capsys, monkeypatch):
    body, full, summary = diff_at_60_columns(capsys, monkeypatch)
    cut = [line for line in body if len(line) > 40 and "…" in line]
    assert cut and all(line.endswith("…") for line in cut if line.count("…") == 1)
    same = [line for line in body if line.startswith("class Solution:")]
    assert same and " | " not in same[0] and same[0].count("class Solution:") == 2
    changed = [line for line in body if " | " in line]
    assert any("if col in c" in line and "if cols[col" in line for line in changed)
    assert re.match(
        r"\d+ places differ \('\|' changed, '<' only in sets, '>' only in diagonal_arrays",
        " ".join(summary),
    ), summary


def test_diff_fits_the_terminal_and_then_shows_cut_lines_in_full(capsys, monkeypatch):
    body, full, summary = diff_at_60_columns(capsys, monkeypatch)
    assert all(len(line) <= 60 for line in body + summary), max(body, key=len)
    assert (
        ">                 if cols[col] or diag[row - col + n - 1] or anti[row + col]:"
        in full
    )
    assert all(line[:2] in ("< ", "> ") for line in full)


@pytest.mark.slow  # make check (CI too): black and the coach on a template
def test_new_writes_a_template_and_keeps_what_exists(repo):
    done = kata(["new", "--style", "my_idea"], cwd=repo)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("wrote solutions/my_idea.py")
    blank = repo / "solutions" / "my_idea.py"
    text = blank.read_text()
    assert text.startswith('"""My idea: one line on the idea.')
    assert "\nTime: O(?).\nSpace: O(?).\n" in text
    done = kata(["new", "--style", "practice", "--from", "bitmap"], cwd=repo)
    assert done.returncode == 0, done.stderr
    practice = ast.parse((repo / "solutions" / "practice.py").read_text())
    bitmap = ast.parse((repo / "solutions" / "bitmap.py").read_text())
    assert ast.get_docstring(practice) == ast.get_docstring(bitmap)
    (solution,) = [node for node in practice.body if isinstance(node, ast.ClassDef)]
    assert [(method.name, ast.unparse(method.body[0])) for method in solution.body] == [
        ("solveNQueens", "raise NotImplementedError"),
        ("totalNQueens", "raise NotImplementedError"),
    ]
    again = kata(["new", "--style", "my_idea", "--from", "bitmap"], cwd=repo)
    assert again.returncode == 2
    assert again.stderr == (
        "error: solutions/my_idea.py exists already: pick another name, or edit it\n"
    )
    assert blank.read_text() == text
    formatted = subprocess.run(
        [PYTHON, "-m", "black", "--check", "--quiet", str(blank), str(repo / "solutions" / "practice.py")],
        capture_output=True,
    )  # fmt: skip
    assert formatted.returncode == 0, "a template is not black-formatted"
    coached = kata(["coach", "--style", "my_idea"], cwd=repo)
    assert coached.returncode == 1  # not for the methods: for the docstring's O(?)
    assert coached.stdout.startswith(
        "my_idea.py: not written yet: solveNQueens and totalNQueens are missing or "
        "raise NotImplementedError.\n"
    )
    assert "House rules, after correctness" in coached.stdout


def test_a_drill_not_written_yet_fails_and_keeps_no_house_rules(repo):
    """A file from `make drill` (the style's own docstring, both methods empty) is
    not done: it fails, and is not told that its house rules are kept."""
    made = kata(["new", "--style", "drill_bitmap", "--from", "bitmap"], cwd=repo)
    assert made.returncode == 0, made.stderr
    done = kata(["test", "drill_bitmap"], cwd=repo)
    assert (done.returncode, done.stderr) == (1, "")
    assert done.stdout == (
        "drill_bitmap.py: not written yet: solveNQueens and totalNQueens are missing "
        "or raise\n  NotImplementedError. Write one, then run `make test "
        "STYLE=drill_bitmap`.\n"
    )


def test_black_names_each_file_it_fails_and_a_syntax_error_is_not_for_make_format(
    tmp_path,
):
    """make test's black check: a file black would reformat, named, is for `make
    format`; one black cannot parse, named with its line, is for its author."""
    from kata.basics import black_check

    (tmp_path / "solutions").mkdir()
    (tmp_path / "solutions" / "broken.py").write_text('"""A."""\n\n\nx = (\n')
    (tmp_path / "solutions" / "loose.py").write_text("x  =  1\n")
    (tmp_path / "tidy.py").write_text("x = 1\n")
    assert black_check.check(tmp_path) == (
        1,
        [
            "black cannot parse solutions/broken.py (line 4): mend the syntax error; "
            "make format cannot",
            "would reformat solutions/loose.py",
            "black's check failed: run 'make format'",
        ],
    )
    (tmp_path / "solutions" / "loose.py").write_text("x = 1\n")
    assert black_check.check(tmp_path) == (
        1,
        [
            "black cannot parse solutions/broken.py (line 4): mend the syntax error; "
            "make format cannot"
        ],
    )
    (tmp_path / "solutions" / "broken.py").unlink()
    assert black_check.check(tmp_path) == (0, ["black: every file is formatted"])


def table_rows(text: str) -> list:
    """The rows of the first table in the text: the lines after its dashes."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("---")) + 1
    return lines[start : lines.index("", start) if "" in lines[start:] else None]


def test_compare_flags_a_wrong_answer_and_a_crash(repo):
    done = kata(["compare", "--n", "4-5", "--styles", "bitmap,buggy,crashy"], cwd=repo)
    assert done.returncode == 1, done.stderr
    counts = done.stdout.split("\ncounts: ")[1]
    rows = {line.split()[0]: line for line in table_rows(counts)}
    assert rows["bitmap"].count("1.00x") == 2, rows["bitmap"]
    assert rows["buggy"].split()[1:] == ["WRONG", "WRONG"]
    assert rows["crashy"].split()[1:] == ["WRONG", "WRONG"]
    printed = (done.stdout + done.stderr).splitlines()
    assert max(len(line) for line in printed) <= tables.WIDTH
    wrong = done.stderr.split("\nwrong answers:\n")[1].replace("\n  ", " ")
    line = source_line(styles.path("bitmap").read_text(), "return 1\n")
    assert (
        "buggy.py, n = 4: totalNQueens returned 4, but there are 2 ways to place the "
        "queens (OEIS A000170)\n" in wrong
    )
    assert (
        "crashy.py, n = 4: totalNQueens raised ZeroDivisionError: integer division or modulo by zero "
        f"(line {line}: return 1 // 0)\n" in wrong
    )


def test_compare_fits_100_columns_where_the_work_is_counted_below_the_n_timed(repo):
    done = kata(["compare", "--n", "9", "--styles", "bitmap"], cwd=repo)
    assert done.returncode == 0, done.stderr
    printed = (done.stdout + done.stderr).splitlines()
    too_wide = [line for line in printed if len(line) > tables.WIDTH]
    assert not too_wide, too_wide
    said = " ".join(done.stdout.split())
    assert "the work beside the time, at n = 8, below the n timed" in said
    rows = table_rows(done.stdout.split("\nwork: ")[1])
    assert [row.split()[0] for row in rows] == ["bitmap"]


@pytest.mark.slow  # make check (CI too): a loop runs out its time
def test_compare_stops_an_endless_loop_and_goes_on(repo):
    source = styles.path("bitmap").read_text()
    at = source.index("    def totalNQueens")
    endless = (
        source[:at]
        + "    def totalNQueens(self, n):\n        while True:\n            pass\n"
    )
    (repo / "solutions" / "loopy.py").write_text(endless)
    argv = ["compare", "--n", "4-5", "--styles", "bitmap,loopy", "--seconds", "0.5"]
    done = kata(argv, repo)
    assert done.returncode == 1, done.stderr
    rows = table_rows(done.stdout.split("\ncounts: ")[1])
    assert rows[1].split() == ["loopy", "WRONG", "WRONG"]
    assert (
        f"loopy.py, n = 1: totalNQueens gave no answer in 0.5 s: an endless loop? (line "
        f"{source_line(endless, 'while True')}: while True:)"
        in done.stderr.replace("\n  ", " ")
    )


@pytest.mark.slow  # make check (CI too): every study command, in turn
def test_a_style_not_written_yet_is_skipped_by_the_study_commands(repo):
    for name in ("practice", "mine"):
        made = kata(["new", "--style", name, "--from", "bitmap"], cwd=repo)
        assert made.returncode == 0, made.stderr
    skipped = (
        "skipped {}.py: solveNQueens is not written yet (it raises "
        "NotImplementedError)"
    )
    beside = {
        "compare": ["compare", "--n", "4-5", "--styles", "bitmap,practice"],
        "work": ["work", "--n", "4-5", "--styles", "bitmap,practice"],
    }
    for command, argv in beside.items():
        done = kata(argv, repo)
        assert done.returncode == 0, (command, done.stderr)
        assert done.stdout.count(skipped.format("practice")) == 1, (
            command,
            done.stdout,
        )
        rest = done.stdout.replace(skipped.format("practice"), "")
        assert "practice" not in rest, done.stdout
    # with nothing left to show: the skip lines, then one line, and no table
    alone = {
        "compare": ["compare", "--n", "4-5", "--styles", "practice"],
        "bench": ["bench", "--styles", "practice", "--rounds", "1"],
        "chart": ["chart", "--n", "4-5", "--styles", "practice"],
        "work": ["work", "--n", "4-5", "--styles", "practice"],
        "show": ["show", "--n", "4", "--style", "practice"],
    }
    said = {"bench": "time", "work": "count"}
    for command, argv in alone.items():
        done = kata(argv, repo)
        assert (done.returncode, done.stdout) == (
            2,
            skipped.format("practice") + "\n",
        ), (command, done.stdout, done.stderr)
        assert done.stderr == (
            f"error: nothing to {said.get(command, command)}: practice.py is not "
            "written yet\n"
        ), (command, done.stderr)
    done = kata(["compare", "--n", "4-5", "--styles", "practice,mine"], repo)
    assert done.returncode == 2, done.stdout
    assert (
        done.stdout == skipped.format("practice") + "\n" + skipped.format("mine") + "\n"
    )
    assert done.stderr == (
        "error: nothing to compare: none of the 2 styles asked for is written yet\n"
    )


def test_the_outputs_fit_100_columns(capsys):
    assert cli.main(["show", "--n", "8", "--unique", "1"]) == 0
    shown = capsys.readouterr().out.splitlines()
    big = {measure: 12_345_678 for measure in work.MEASURES}
    names = sorted(styles.SHIPPED) + ["a_long_style_name_of_my_own"]
    table = work.work_table(
        [(name, dict.fromkeys(range(4, 11), big)) for name in names]
    )
    widest = max(shown + table.splitlines(), key=len)
    assert len(widest) <= tables.WIDTH, widest
    assert table.count("n = ") == 7


def test_make_animation_draws_the_committed_trace_gif(tmp_path, capsys):
    """What `make animation` draws today is problems/trace.gif, byte for byte, the
    picture a reviewer looked at, whatever the user's matplotlib settings. Skipped
    where matplotlib or pillow is missing (CI installs them: make animation)."""
    matplotlib = pytest.importorskip("matplotlib")  # installed by make animation
    pytest.importorskip("PIL")
    out = tmp_path / "trace.gif"
    with matplotlib.rc_context({"font.size": 20, "patch.linewidth": 4}):
        assert cli.main(["animation", "--out", str(out)]) == 0
    assert capsys.readouterr().out.endswith(f" frames written to {out}\n")
    committed = styles.ROOT / "problems" / "trace.gif"
    assert out.read_bytes() == committed.read_bytes(), (
        "problems/trace.gif is not what make animation draws today: run make "
        "animation, look at the picture, and commit it"
    )


@pytest.mark.slow  # make check (CI too): three files judged whole
def test_test_gives_one_files_findings_to_tools(repo):
    """FORMAT=lines: `path:line: message` where a finding blames a line (the crash's
    own line), `path: message` where none; FORMAT=json: the same findings as data,
    the exit status the text lesson's. FORMAT= needs a file named."""
    crash = source_line((repo / "solutions" / "crashy.py").read_text(), "1 // 0")
    lines = kata(["test", "crashy", "--format=lines"], cwd=repo)
    assert lines.returncode == 1, lines.stderr
    said = lines.stdout.splitlines()
    assert said[0].startswith(f"solutions/crashy.py:{crash}: n = 1: ")
    assert "ZeroDivisionError" in said[0]
    found = json.loads(kata(["test", "crashy", "--format=json"], cwd=repo).stdout)
    first = found["findings"][0]
    assert (found["schema"], found["status"], found["failed"]) == (3, 1, "leetcode")
    assert found["correct"] is False
    assert (first["kind"], first["stop"], first["lines"]) == (
        "stopped",
        "crash",
        [crash],
    )
    right = json.loads(kata(["test", "bitmap", "--format=json"], cwd=repo).stdout)
    assert right["status"] == 0 and right["findings"][0]["kind"] == "correct"
    assert right["correct"] is True
    for argv in (["test", "--format=json"], ["test", "bitmap", "--format=xml"]):
        refused = kata(argv, cwd=repo)
        assert refused.returncode == 2 and refused.stdout == ""
        assert len(refused.stderr.splitlines()) == 1, refused.stderr
