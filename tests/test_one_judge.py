"""One judge: `make test` gives each file the verdict `make test STYLE=` gives.

Gallery files are put in a folder of their own; the suite (tests/test_solutions.py)
runs over it in a pytest of its own, as `make test` runs it, and each file's line
at the end of the run, and whether its items failed, must be what the coach says of
the file alone. A few cases in `make test`, beside a misnamed file that must fail
the run once the others are judged; the whole gallery in `make test-slow`."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kata.basics import styles
from kata.judge import coach

TESTS = Path(__file__).resolve().parent
GALLERY = TESTS / "gallery"
SECONDS = 1.0  # per call, for both judges: the runaway cases end in about a second
FEW = ("only_problem_51", "abs_diagonal_key", "unwritten_template", "method_name_slip")


def suite_over(folder: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "KATA_SOLUTIONS": str(folder), "KATA_SECONDS": str(SECONDS)}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly"]
    command += ["-n", "0", str(TESTS / "test_solutions.py")]
    return subprocess.run(
        command, cwd=styles.ROOT, env=env, capture_output=True, text=True
    )


def verdict_lines(output: str) -> dict:
    """{file name: its line} from the end of the run's "one verdict per file"."""
    part = output.split("one verdict per file", 1)[1].split("\n=", 1)[0]
    joined = re.sub(r"\n  +", " ", part.strip("\n").split("\n", 1)[-1])
    lines = [line for line in joined.splitlines() if line.strip()]
    return {line.split(".py", 1)[0] + ".py": line for line in lines}


def measured(line: str) -> str:
    """The line with what the machine decides (times, growth) kept as a placeholder."""
    line = re.sub(r"\b\d+(\.\d+)? m?s\b", "<time>", line)
    return re.sub(r"about \d+ times", "about <k> times", line)


def failed_files(output: str) -> set:
    return set(
        re.findall(r"^FAILED \S+::test_solution\[file-(\w+)-in_order-", output, re.M)
    )


def check_one_judge(cases, tmp_path, misnamed: bool = False):
    for case in cases:
        shutil.copy(GALLERY / f"{case}.py", tmp_path / f"{case}.py")
    if misnamed:  # a name no style can have: the others are judged, the run fails
        shutil.copy(GALLERY / f"{cases[0]}.py", tmp_path / "51_nqueens.py")
    run = suite_over(tmp_path)
    said = verdict_lines(run.stdout)
    skipped = f"{tmp_path.name}/51_nqueens.py"
    named = said.pop(skipped, "").startswith(
        f"{skipped} is skipped: a style's file name"
    )
    assert named == misnamed
    alone = {
        case: coach.judge(tmp_path / f"{case}.py", SECONDS, costs=False)
        for case in cases
    }
    assert set(said) == {f"{case}.py" for case in cases}, run.stdout[-2000:]
    for case, found in alone.items():  # the same words, but for times measured anew
        assert measured(said[f"{case}.py"]) == measured(found.summary()), case
    assert failed_files(run.stdout) == {c for c, f in alone.items() if f.status}
    assert run.returncode == int(misnamed or any(f.status for f in alone.values()))


def test_make_test_and_make_test_style_give_one_verdict_and_a_misnamed_file_fails(
    tmp_path,
):
    check_one_judge(FEW, tmp_path, misnamed=True)


class Collected:
    """A plugin that keeps the items a pytest run kept, with their markers."""

    def __init__(self):
        self.items = []

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, items):
        self.items = list(items)


def test_style_narrows_the_suite_and_keeps_each_file_on_one_worker():
    """`make test-slow STYLE=sets` runs sets' checks alone, and every check of a
    file carries the file's group, so pytest-xdist judges each file once."""
    kept = Collected()
    suite = str(TESTS / "test_solutions.py")
    asked = ["--collect-only", "-q", "-n", "0", "--style", "sets, bitmap"]
    assert pytest.main([*asked, "-m", "slow or not slow", suite], plugins=[kept]) == 0
    names = [re.search(r"\[file-(\w+)-", item.nodeid)[1] for item in kept.items]
    assert sorted(set(names)) == ["bitmap", "sets"]
    assert len(names) == 2 * (6 + 3)  # six checks each, and n = 10, 11, 12
    for item, name in zip(kept.items, names):
        groups = [mark.args for mark in item.iter_markers("xdist_group")]
        assert groups == [(name,)], item.nodeid


@pytest.mark.slow
def test_one_verdict_over_the_whole_gallery(tmp_path):
    check_one_judge(sorted(path.stem for path in GALLERY.glob("*.py")), tmp_path)
