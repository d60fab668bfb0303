"""One judge: `make test` gives each file the verdict `make test STYLE=` gives.

Gallery files are put in a folder of their own; the suite (tests/test_solutions.py)
runs over it in a pytest of its own, as `make test` runs it, and each file's verdict
at the end of the run (a failing file's whole lesson, a correct file's line), and
whether its items failed, must be what the coach says of the file alone. A few cases
by hand, each judged by both, beside a misnamed file that must fail the run once the
others are judged; the whole gallery in `make check`, where the suite is given each
case's verdict as the gallery judged it once in the run (kata.gallery.shared), so
that it is how the suite says a verdict that is checked there."""

import difflib
import os
import pickle
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kata.basics import styles
from kata.judge import coach
from kata.gallery import lessons, shared

TESTS = Path(__file__).resolve().parents[1]
GALLERY = TESTS / "gallery"
SECONDS = 1.0  # per call, for both judges: the runaway cases end in about a second
FEW = ("only_problem_51", "abs_diagonal_key", "unwritten_template", "method_name_slip")
MEASURED = (  # what the machine decides, in the text of another process's run
    (re.compile(r"\b\d+(\.\d+)? m?s\b"), "<time>"),
    (re.compile(r"about \d+ times"), "about <k> times"),
    (re.compile(r"\b\d+(\.\d+)?x bitmap"), "<x> bitmap"),
    (re.compile(r"then n = 10(\.\.\d+)?"), "then n = 10<..n>"),
)


def suite_over(folder: Path, given: dict = None) -> subprocess.CompletedProcess:
    """The suite run over the folder, as `make test` runs it; where verdicts are
    given, the suite says them instead of judging those files again."""
    env = {**os.environ, "KATA_SOLUTIONS": str(folder), "KATA_SECONDS": str(SECONDS)}
    if given:
        kept = folder.parent / "given.pickle"
        kept.write_bytes(pickle.dumps(given))
        env[shared.GIVEN] = str(kept)
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly"]
    command += ["-n", "0", str(TESTS / "test_solutions.py")]
    return subprocess.run(
        command, cwd=styles.ROOT, env=env, capture_output=True, text=True
    )


def verdict_section(output: str) -> str:
    """What the run says under "one verdict per file", to the next section."""
    part = output.split("one verdict per file", 1)[1].split("\n=", 1)[0]
    return part.split("\n", 1)[1].strip("\n")


def measured(text: str) -> str:
    """The text unwrapped, one space between words, with what the machine decides
    (times, growth, speed) kept as placeholders, as the gallery keeps its lessons."""
    text = re.sub(r" +", " ", re.sub(r"\n +", " ", text))
    for pattern, kept in MEASURED:
        text = pattern.sub(kept, text)
    return text


def failed_files(output: str) -> set:
    return set(
        re.findall(r"^FAILED \S+::test_solution\[file-(\w+)-in_order-", output, re.M)
    )


def check_one_judge(cases, tmp_path, monkeypatch, misnamed=False, once=False):
    """The suite's verdicts over the cases, and whether their items failed, are what
    the coach says of each file alone. `once`: the coach's verdict is the
    gallery's, judged once in the run and given to the suite, so that what is
    checked is how the suite says a verdict; else each judge judges the file."""
    folder = tmp_path / "solutions"
    folder.mkdir()
    for case in cases:
        shutil.copy(GALLERY / f"{case}.py", folder / f"{case}.py")
    if misnamed:  # a name no style can have: the others are judged, the run fails
        shutil.copy(GALLERY / f"{cases[0]}.py", folder / "51_nqueens.py")
    given = {c: lessons.judged(GALLERY / f"{c}.py") for c in cases} if once else {}
    run = suite_over(folder, given)
    monkeypatch.setattr(styles, "SOLUTIONS", folder)  # as the suite's run saw it
    alone = {
        case: given.get(case)
        or coach.judge(folder / f"{case}.py", SECONDS, costs=False)
        for case in sorted(cases)
    }
    said = [
        coach.told(found) if found.failed else coach.fit([found.summary()])
        for found in alone.values()
    ]  # each failing file's whole lesson, once; a correct file's line
    skipped = [coach.fit([line]) for line in styles.misnamed(folder)]
    assert len(skipped) == int(misnamed)
    section = verdict_section(run.stdout)
    expected, found = measured("\n".join(said + skipped)), measured(section)
    assert found == expected, "".join(
        difflib.unified_diff(
            expected.splitlines(keepends=True),
            found.splitlines(keepends=True),
            "make test STYLE= (each file alone)",
            "make test (the whole folder)",
        )
    )
    assert failed_files(run.stdout) == {c for c, f in alone.items() if f.status}
    assert run.returncode == int(misnamed or any(f.status for f in alone.values()))


def test_make_test_and_make_test_style_give_one_verdict_and_a_misnamed_file_fails(
    tmp_path, monkeypatch
):
    check_one_judge(FEW, tmp_path, monkeypatch, misnamed=True)


class Collected:
    """A plugin that keeps the items a pytest run kept, with their markers."""

    def __init__(self):
        self.items = []

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, items):
        self.items = list(items)


def test_style_narrows_the_suite_and_keeps_each_file_on_one_worker():
    """`make test SLOW=1 STYLE=sets` runs sets' checks alone, and every check of a
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


GALLERY_CASES = sorted(path.stem for path in GALLERY.glob("*.py"))
SHARES = 4  # the whole gallery in four items, each a suite run: each core takes some


@pytest.mark.slow
@pytest.mark.parametrize("share", range(SHARES))
def test_one_verdict_over_the_whole_gallery(share, tmp_path, monkeypatch):
    check_one_judge(GALLERY_CASES[share::SHARES], tmp_path, monkeypatch, once=True)


def test_the_shares_cover_the_whole_gallery_once():
    shares = [GALLERY_CASES[share::SHARES] for share in range(SHARES)]
    assert sorted(case for share in shares for case in share) == GALLERY_CASES
    assert len(GALLERY_CASES) == len(list(GALLERY.glob("*.txt"))) > SHARES
