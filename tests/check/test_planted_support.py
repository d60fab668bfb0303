"""The suite must catch a bug in its own support code too, beside the bugs planted in
solutions (test_planted_bugs.py): each fault below is planted in a copy of the repo's
tests/ (the kata package), and the tests that guard that code, run there by a
pytest of their own, must go red. Only the tests that catch it run, so that a red
elsewhere cannot pass for it; the suite itself keeps them green on the correct code.
(A plant whose text is no longer in its module fails: update the plant.)"""

import os
import re
import shutil
import subprocess
import sys

import pytest
from pytest_cases import parametrize

from kata.basics import styles

# fault -> (module under tests/kata/, its correct text, the fault, the tests that
# catch it)
PLANTS = {
    "a reference search that loses a board": (
        "judge/answers/known.py",
        "placements = safe_levels(n)[-1]\n",
        "placements = safe_levels(n)[-1][:-1]\n",
        ["test_answers.py::test_reference_search_and_table_match_oeis"],
    ),
    "a shape check that takes a row one square short": (
        "judge/answers/row_faults.py",
        'if len(line) != n or set(line) - {"Q", "."}:',
        'if len(line) not in (n - 1, n) or set(line) - {"Q", "."}:',
        ["test_notes.py::test_a_row_one_square_off_says_how_to_draw_it"],
    ),
    "a verdict that calls a wrong count right": (
        "judge/answers/count_notes.py",
        "    if count != expected:\n",
        "    if count != expected and False:\n",
        ["test_notes.py::test_wrong_counts_are_explained"],
    ),
    "a coach that names the line after the one that turned a square away": (
        "judge/answers/skip_notes.py",
        'said = {"line": skip.line, "code": code}',
        'said = {"line": skip.line + 1, "code": code}',
        [
            "test_trace.py::test_a_free_square_the_code_skipped_is_marked_with_its_line",
            "test_trace.py::test_a_test_that_reads_a_row_not_placed_yet_is_named",
        ],
    ),
    "an operator whose line added after a call is typed as the line written anew": (
        "judge/operators/undo.py",
        'return insert(call.end_lineno, line, f"{indent}{undo}", why)',
        'return Edit("replace", call.end_lineno, line, f"{line}\\n{indent}{undo}", why)',
        [
            "test_repairs.py::"
            "test_a_row_s_mend_of_its_planted_slip_is_an_edit_of_its_kind[marks_taken_back]"
        ],
    ),
    "a trial that writes a line meant before its line after it": (
        "judge/words/edits.py",
        'return f"{self.new}\\n{self.before}"',
        'return f"{self.before}\\n{self.new}"',
        ["test_repairs.py::test_an_edit_is_written_into_the_file_by_its_kind"],
    ),
    "a fix search that tries a guess at the first wrong n alone": (
        "judge/repair/fixes.py",
        "for n in order + list(reversed(RANGE))",
        "for n in [wrong_n]",
        ["test_repairs.py::test_no_fix_is_said_where_one_line_is_not_enough"],
    ),
    "a fix search that asks every n in one order only": (
        "judge/repair/fixes.py",
        "for n in order + list(reversed(RANGE))",
        "for n in order",
        [
            "test_fixes.py::"
            "test_a_version_right_only_in_one_order_of_calls_is_not_right"
        ],
    ),
}


def copy_of_the_repo(root):
    """The repo's tests/, setup.cfg, README, problems/ and shipped styles, at root."""
    shutil.copytree(
        styles.ROOT / "tests",
        root / "tests",
        ignore=shutil.ignore_patterns("__pycache__", ".hypothesis"),
    )
    for name in ("setup.cfg", "README.md"):
        shutil.copy(styles.ROOT / name, root / name)
    shutil.copytree(styles.ROOT / "problems", root / "problems")
    styles.shipped_copy(root / "solutions")


@pytest.mark.slow  # each runs a pytest of its own
@parametrize("fault", list(PLANTS), ids=[re.sub(r"\W+", "_", f) for f in PLANTS])
def test_a_fault_planted_in_the_support_code_turns_the_suite_red(fault, tmp_path):
    module, correct, planted, catchers = PLANTS[fault]
    copy_of_the_repo(tmp_path)
    path = tmp_path / "tests" / "kata" / module
    source = path.read_text()
    assert source.count(correct) == 1, f"{module} has no {correct!r}: update this plant"
    path.write_text(source.replace(correct, planted))
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("PYTEST_") and key != "KATA_SOLUTIONS"
    }
    command = [sys.executable, "-m", "pytest", "-q", "-x", "-n", "0"]
    command += ["-p", "no:cacheprovider", "-c", str(tmp_path / "setup.cfg")]
    command += ["--rootdir", str(tmp_path)]
    command += [f"tests/check/{test}" for test in catchers]
    done = subprocess.run(
        command,
        cwd=tmp_path,
        env={
            **env,
            "PYTHONPATH": str(tmp_path / "tests"),
            "KATA_SOLUTIONS": str(tmp_path / "solutions"),  # as make check does
        },
        capture_output=True,
        text=True,
    )
    out = done.stdout + done.stderr
    assert done.returncode == 1, f"the suite stays green with {fault}:\n{out}"
    assert re.search(
        r"^FAILED tests/check/", out, re.M
    ), out  # a test failed, not the run
