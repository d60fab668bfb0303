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
or, with --fixes, every case's fix as fixes.json keeps it (each case judged anew):
    .venv/bin/python tests/check/test_gallery.py --fixes > tests/gallery/fixes.json
"""

import json
import re
import sys
from pathlib import Path

import pytest
from pytest_cases import parametrize

from kata.gallery import sample
from kata.judge import coach, forms
from kata.judge.words import catalogue, findings
from kata.gallery.lessons import GALLERY, cases, changed, judged, lesson_text, proposals
from kata.judge.repair import anchors
from kata.judge.repair.table import OPERATORS
from kata.practice import layers

CASES = cases()
ROWS = {row.name for row in OPERATORS}
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
    the_fix_is_the_one_kept(case, verdict)
    each_line_named_is_a_field(verdict)
    waiting_as_listed(case, verdict)
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


def each_line_named_is_a_field(verdict: coach.Verdict) -> None:
    """Every line of the file a finding's words name (by a parameter its template
    types as a line) is among its fields: the lines it blames, or its fix's. Words
    not yet in the catalogue are text, and not asked."""
    for finding in verdict.findings + verdict.rules:
        fields = set(finding.lines) | set(finding.fix.lines if finding.fix else ())
        for part in finding.parts:
            named = set(catalogue.lines_named(part.words))
            assert named <= fields, (part.words, fields)


def waiting_as_listed(case: Path, verdict: coach.Verdict) -> None:
    """tests/gallery/waiting.list lists the case where its verdict waited for a limit
    or read solutions/ (by its fields and keys): the quick sample leaves it out."""
    listed = case.stem in sample.waiting()
    assert listed == sample.waits(verdict), (case.stem, listed)


def a_fix_names_the_row_that_proposed_it(case: Path, verdict: coach.Verdict) -> None:
    """A fix said records its operator: a row of the table, which proposes that very
    change to the file (the cases each row serves are read off the verdicts, never
    listed by hand)."""
    said = [f.fix for f in verdict.findings if f.kind == "fix"]
    if not said:
        return
    lines = case.read_text().splitlines()
    for fix in said:
        assert fix.operator in ROWS | {anchors.OPERATOR}, fix
        assert proposing_edit(case, fix) is not None, fix
        assert fix.lines == tuple(sorted((fix.edit.line, *fix.edit.also))), fix
        assert (fix.old, fix.new) == (fix.edit.before, fix.edit.after_in(lines)), fix


def the_fix_is_the_one_kept(case: Path, verdict: coach.Verdict) -> None:
    """A fix of the table's rows is the one kept in fixes.json (the case's fixed
    version, an anchor of the repair); a case with none has none kept."""
    said = [f.fix for f in verdict.findings if f.kind == "fix"]
    said = [fix for fix in said if fix.operator in ROWS]
    kept = json.loads(anchors.FIXES.read_text()).get(case.stem)
    assert kept == (as_kept(proposing_edit(case, said[0])) if said else None), (
        f"{anchors.FIXES.name} is not current for {case.stem}: rebuild it with "
        "`.venv/bin/python tests/check/test_gallery.py --fixes > tests/gallery/fixes.json`"
    )


def proposing_edit(case: Path, fix: findings.Fix):
    """The Edit of the table's rows (or of the anchors) that the fix holds, where
    one of them proposes it, else None. The rows' proposals are worked out once a run
    of make check (lessons.proposals)."""
    if fix.operator == anchors.OPERATOR:
        source = case.read_text()
        every = set(range(1, source.count("\n") + 2))
        tried = anchors.proposed(source, every, set(), anchors.anchors(), case.stem)
    else:
        guessed, found = proposals(case)
        tried = guessed + found
    return next((edit for edit in tried if edit == fix.edit), None)


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
        for part in finding.parts:
            if part.role == "head":
                return flat(where + part.said)
            where = where + part.said if part.role == "where" else ""
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


def kept_fixes() -> dict:
    """Each case's fix by a row of the table, as its Edit, by case name, from every
    case judged anew: the gallery's fixed versions, anchors of the repair
    (kata.judge.repair.anchors), kept in tests/gallery/fixes.json. A fix taken from
    an anchor is not kept, so no anchor rests on another."""
    found = {}
    for case in CASES:
        for finding in judged(case).findings:
            if finding.kind == "fix" and finding.fix.operator in ROWS:
                found[case.stem] = as_kept(proposing_edit(case, finding.fix))
    return found


def as_kept(edit) -> dict:
    """The Edit's fields as fixes.json keeps them (its `why` is no part of a fixed
    version)."""
    fields = {field: value for field, value in edit._asdict().items() if field != "why"}
    return json.loads(json.dumps(fields))


if __name__ == "__main__":
    if sys.argv[1:] == ["--fixes"]:
        print(json.dumps(kept_fixes(), indent=1, sort_keys=True))
    for argument in sys.argv[1:]:
        if argument != "--fixes":
            print(lesson_text(Path(argument)), end="")
