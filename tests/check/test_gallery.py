"""The lesson gallery: lessons are tests too.

Each tests/gallery/<case>.py is a wrong solution written the way a learner would;
tests/gallery/<case>.txt is the exact correctness lesson `make test STYLE=` gives
for it, then the house rules it breaks, by name (their wording is tested once, in
test_notes.py), and its exit status. Measured figures (times, growth, speed)
are kept as <time>, <k> and <x>: the machine decides them, not the lesson. How a
case is judged and said is kata.gallery.lessons', which the quick sample of the
gallery shares (test_gallery_sample_drawn.py). Each verdict's findings are also read
as tools read them (FORMAT=json, lines) and as `make hint` cuts them into layers.
See tests/gallery/README.md to add one.

Run as a script to print a file's lesson with the test's own arguments:
    .venv/bin/python tests/check/test_gallery.py tests/gallery/x.py
"""

import json
import re
import sys
from pathlib import Path

import pytest
from pytest_cases import parametrize

from kata.judge import coach, forms
from kata.judge.words import findings
from kata.gallery.lessons import GALLERY, cases, changed, judged, lesson_text
from kata.judge.repair.search import searched
from kata.judge.repair.table import OPERATORS, edits
from kata.practice import layers

CASES = cases()
BOARD = re.compile(r" +[Q.?X]( +[Q.?X])*\Z")  # a row of a board drawn


# A few cases when run by hand, one of each kind of lesson; every case in make check.
QUICK = {
    "abs_diagonal_key", "both_diagonals_one_set", "changed_after_append",
    "only_problem_51", "returns_in_first_pass", "unwritten_template",
}  # fmt: skip
IN_TURN = [
    pytest.param(path, marks=[] if path.stem in QUICK else [pytest.mark.slow])
    for path in CASES
]


@parametrize("case", IN_TURN, ids=[path.stem for path in CASES])
def test_lesson_is_the_one_kept(case):
    verdict = judged(case)
    tools_read_the_findings(case, verdict)
    hints_add_up_to_the_lesson(verdict)
    a_fix_names_the_row_that_proposed_it(case, verdict)
    difference = changed(case, verdict)
    if difference:
        raise AssertionError(difference)


def tools_read_the_findings(case: Path, verdict: coach.Verdict) -> None:
    """FORMAT=json holds every finding, its words the lesson's; FORMAT=lines has a
    line per finding, each at a line of the file that the finding blames."""
    told = json.loads(forms.as_json(verdict, case))
    assert told["schema"] == findings.SCHEMA and told["status"] == verdict.status
    assert [f["text"] for f in told["findings"]] == verdict.lines
    assert all(f["kind"] in findings.KINDS for f in told["findings"])
    lines = forms.as_lines(verdict, case)
    said = [f for f in verdict.findings + verdict.rules if f.kind not in forms.UNSAID]
    assert len(lines) == len(said), lines
    length = len(case.read_text().splitlines())
    for line, finding in zip(lines, said):
        at = re.match(r"(.+?)(?::(\d+))?: \S", line)
        assert at and at[1] == forms.shown_path(case), line
        assert at[2] is None if not finding.lines else int(at[2]) == finding.lines[0]
        assert all(1 <= number <= length for number in finding.lines), line


def a_fix_names_the_row_that_proposed_it(case: Path, verdict: coach.Verdict) -> None:
    """A fix said records its operator: a row of the table, which proposes that very
    change to the file (the cases each row serves are read off the verdicts, never
    listed by hand)."""
    said = [f.fix for f in verdict.findings if f.kind == "fix"]
    if not said:
        return
    source = case.read_text()
    tried = edits(source) + searched(
        source, set(), set(range(1, source.count("\n") + 2))
    )
    for fix in said:
        assert fix.operator in {row.name for row in OPERATORS}, fix
        assert any(
            (e.operator, e.before, e.after) == (fix.operator, fix.old, fix.new)
            and tuple(sorted((e.line, *e.also))) == fix.lines
            for e in tried
        ), fix


def hints_add_up_to_the_lesson(verdict: coach.Verdict) -> None:
    """`make hint`'s layers: each says more than the one before, the first says what
    is wrong, no drawing comes before the second nor a tried fix before the last, and
    the last is the whole lesson; a correct file has none."""
    present = layers.layers(verdict)
    if verdict.findings[0].kind == "correct":
        assert present == []
        return
    assert present and layers.upto(verdict, len(present)) == coach.told(verdict)
    shown = [flat(layers.upto(verdict, level)) for level in range(1, len(present) + 1)]
    assert all(len(fewer) < len(more) for fewer, more in zip(shown, shown[1:]))
    assert first_head(verdict) in shown[0]  # which n, which method, or what stops it
    drawn = [line for line in layers.upto(verdict, 1).splitlines() if BOARD.match(line)]
    assert not drawn
    tried = [flat(f.said) for f in verdict.findings if f.kind == "fix"]
    assert all(fix not in shown[-2] for fix in tried if len(shown) > 1)
    assert all(fix in shown[-1] for fix in tried)


def first_head(verdict: coach.Verdict) -> str:
    """The words of the first head said, with where it is (the cause read in the
    source may come before it)."""
    where = ""
    for finding in verdict.findings:
        for role, words in finding.parts:
            if role == "head":
                return flat(where + words)
            where = where + words if role == "where" else ""
    raise AssertionError(f"no head in {verdict.findings}")


def flat(text: str) -> str:
    """The words of a text, as they read before wrapping."""
    return " ".join(text.split())


def test_every_case_has_its_lesson():
    solutions = {path.stem for path in GALLERY.glob("*.py")}
    lessons = {path.stem for path in GALLERY.glob("*.txt")}
    assert not solutions - lessons, f"no .txt for: {sorted(solutions - lessons)}"
    assert not lessons - solutions, f"no .py for: {sorted(lessons - solutions)}"
    for case in CASES:  # a kept lesson speaks of its own file, and ends in a status
        kept = case.with_suffix(".txt").read_text().splitlines()
        assert kept[0].startswith(f"{case.name}"), f"{case.stem}.txt: {kept[0]!r}"
        assert re.fullmatch(r"exit status: [01]", kept[-1]), f"{case.stem}.txt ends"


def test_every_case_is_in_the_gallery_table():
    table = (GALLERY / "README.md").read_text()
    named = set(re.findall(r"^\| `(\w+)` \|", table, re.M))
    cases = {path.stem for path in CASES}
    assert named == cases, f"README.md's table differs by: {sorted(named ^ cases)}"


if __name__ == "__main__":
    for argument in sys.argv[1:]:
        print(lesson_text(Path(argument)), end="")
