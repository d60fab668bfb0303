"""Fixes taken from correct programs (kata.judge.repair.anchors): a learner's
function matched with a correct one of the same control flow, its names mapped to
the anchor's, and the anchor's statement tried in place of the learner's, after
every operator of the table, within a count of its own."""

import ast
from pathlib import Path

from kata.basics import styles
from kata.guard.runner import StyleProcess
from kata.judge.repair import anchors, fixes
from kata.judge.repair.table import OPERATORS, edits
from kata.judge.repair.search import searched
from kata.judge.operators.edit import Edit
from kata.judge.words.catalogue import words
from kata.practice.verdict_records import kata_version

NONE_KEPT = Path("/nonexistent/fixes.json")  # the shipped styles alone as anchors

# sets.py's search in names of the learner's own, the `/` key asked as
# `(r + c) % n` where it is put in as `r + c`: no operator of the table mends it.
PLANTED = """\
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        found = []
        placed = []
        used, down, up = set(), set(), set()

        def go(r):
            if r == n:
                found.append(["." * c + "Q" + "." * (n - c - 1) for c in placed])
                return
            for c in range(n):
                if c in used or r - c in down or (r + c) % n in up:
                    continue
                used.add(c)
                down.add(r - c)
                up.add(r + c)
                placed.append(c)
                go(r + 1)
                placed.pop()
                used.remove(c)
                down.remove(r - c)
                up.remove(r + c)

        go(0)
        return found

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
"""
SLIP = 15
MENDED = "                if c in used or r - c in down or r + c in up:"

# A count by a loop nested five deep, each level's test in an `if` of its own: no
# correct program the kata holds has its control flow.
UNMATCHED = """\
class Solution:
    def totalNQueens(self, n: int) -> int:
        total = 0
        for a in range(n):
            for b in range(n):
                for c in range(n):
                    for d in range(n):
                        for e in range(n):
                            if a != b:
                                if c != d:
                                    total += e
        return total
"""


def every_line(source: str) -> set:
    return set(range(1, source.count("\n") + 2))


def test_an_anchor_s_statement_renamed_is_proposed_in_the_learner_s_place():
    """sets.py's check, in the learner's names (`col` as `c`, `anti` as `up`), is
    proposed for line 15, first: its match is the closest; its why names sets.py,
    the correct program to compare the line with."""
    found = anchors.anchors(styles.SOLUTIONS, NONE_KEPT)
    proposed = anchors.proposed(PLANTED, every_line(PLANTED), set(), found)
    assert proposed[0] == Edit(
        "replace",
        SLIP,
        PLANTED.splitlines()[SLIP - 1],
        MENDED,
        why=words("why.anchors.otherwise", style="sets.py"),
        operator=anchors.OPERATOR,
    )


def test_a_gallery_case_s_mended_file_is_named_by_no_why():
    """An anchor that is a gallery case's mended file gives its edit no why: it is
    not a program the learner reads."""
    gallery = [a for a in anchors.anchors() if a.name not in styles.SHIPPED]
    proposed = anchors.proposed(PLANTED, every_line(PLANTED), set(), gallery)
    assert proposed and all(edit.why == "" for edit in proposed)


def test_a_fix_no_operator_finds_is_taken_from_an_anchor(tmp_path):
    """No row of the table proposes the mend; the anchors do, and the trial finds
    it right: the fix said is the anchor's, on line 15."""
    operators = edits(PLANTED) + searched(PLANTED, set(), every_line(PLANTED))
    assert all(edit.new != MENDED for edit in operators)
    path = tmp_path / "planted.py"
    path.write_text(PLANTED)
    with StyleProcess(path) as process:
        fix, _ = fixes.first_fix(process, PLANTED, 4, styles.METHODS)
    assert (fix.kind, fix.line, fix.new) == ("replace", SLIP, MENDED)
    assert fix.operator == anchors.OPERATOR
    assert anchors.OPERATOR not in {row.name for row in OPERATORS}


def test_a_file_whose_control_flow_no_anchor_has_gets_no_candidate():
    found = anchors.anchors()  # the shipped styles and the gallery's fixed cases
    assert len(found) > len(styles.SHIPPED)
    assert anchors.proposed(UNMATCHED, every_line(UNMATCHED), set(), found) == []


def test_a_gallery_case_s_anchor_is_its_file_with_its_kept_fix_written_in():
    """The kept fix of a case is written into its file: the anchor differs from
    the case on the fix's line alone, and reads there as the fix's new text."""
    kept = __import__("json").loads(anchors.FIXES.read_text())
    case, fields = next(
        (case, fields)
        for case, fields in sorted(kept.items())
        if not fields["also"] and fields["kind"] == "replace"
    )
    anchor = next(a for a in anchors.anchors() if a.name == case)
    wrong = (anchors.FIXES.parent / f"{case}.py").read_text().splitlines()
    fixed = anchor.text.splitlines()
    line = fields["line"]
    assert fixed[line - 1 : line - 1 + fields["new"].count("\n") + 1] == (
        fields["new"].splitlines()
    )
    assert wrong[: line - 1] == fixed[: line - 1]
    assert ast.parse(anchor.text)


def test_the_anchors_try_no_more_than_their_count(tmp_path, monkeypatch):
    """With no operator's edit, and twice ANCHORED of the anchors' edits, none of
    them right, the trial runs ANCHORED versions of the file, no more."""
    source = "class Solution:\n    def totalNQueens(self, n):\n        return 0\n"
    many = [
        Edit(
            "replace",
            3,
            "        return 0",
            f"        return {k}",
            operator=anchors.OPERATOR,
        )
        for k in range(1, 2 * fixes.ANCHORED + 1)
    ]
    tried = []
    monkeypatch.setattr(fixes, "edits", lambda source: [])
    monkeypatch.setattr(fixes, "searched", lambda source, first, ran: [])
    monkeypatch.setattr(anchors, "proposed", lambda *arguments: many)
    monkeypatch.setattr(fixes.Trial, "lines_ran", lambda self, n: ({3}, {3}))
    monkeypatch.setattr(
        fixes.Trial, "right", lambda self, version, n: tried.append(version) or False
    )
    path = tmp_path / "zero.py"
    path.write_text(source)
    with StyleProcess(path) as process:
        assert fixes.first_fix(process, source, 1, ["totalNQueens"]) == (None, None)
    assert len(tried) == fixes.ANCHORED
    assert len(set(tried)) == fixes.ANCHORED  # each a version of its own


def test_a_changed_kept_fix_is_another_version_of_the_kata(tmp_path):
    """A verdict kept in .kata/ is said again only while the anchors it was judged
    with are the same: fixes.json is part of the kata's version."""
    (tmp_path / "gallery").mkdir()
    kept = tmp_path / "gallery" / "fixes.json"
    kept.write_text("{}")
    before = kata_version(tmp_path)
    kept.write_text('{"a_case": {"line": 3}}')
    assert kata_version(tmp_path) != before


def test_a_gallery_case_s_own_kept_fix_is_no_anchor_when_it_is_judged():
    """A case's anchor is the case with its kept fix written in: offered to the
    case, it proposes that very fix, unless the case is named as the file judged."""
    kept = __import__("json").loads(anchors.FIXES.read_text())
    case = "one_sided_diagonal"
    own = [a for a in anchors.anchors() if a.name == case]
    source = (anchors.FIXES.parent / f"{case}.py").read_text()
    every = every_line(source)
    offered = anchors.proposed(source, every, set(), own)
    assert kept[case]["new"] in {edit.new for edit in offered}
    assert anchors.proposed(source, every, set(), own, case) == []


def test_a_case_judged_is_offered_no_anchor_of_its_own(monkeypatch):
    """With no operator's edit and the case's own anchor the only one, the trial
    finds no fix: the anchor that holds the case's kept fix is never tried on it."""
    case = anchors.FIXES.parent / "one_sided_diagonal.py"
    own = [a for a in anchors.anchors() if a.name == case.stem]
    monkeypatch.setattr(fixes, "edits", lambda source: [])
    monkeypatch.setattr(fixes, "searched", lambda source, first, ran: [])
    monkeypatch.setattr(anchors, "anchors", lambda: own)
    with StyleProcess(case) as process:
        found = fixes.first_fix(process, case.read_text(), 2, styles.METHODS)
    assert own and found == (None, None)


def test_a_method_s_names_are_those_it_may_read_bare():
    """Inside a method, a class attribute and a sibling method are no bare names
    (`place(r)` and `SIZE` would raise NameError): an anchor's statement that reads
    them so is not in the learner's names; a module's own name and a nested
    function's are."""
    source = (
        "LIMIT = 9\n\nclass Solution:\n    SIZE = 8\n\n    def place(self, r):\n"
        "        def inner():\n            pass\n        return r\n"
    )
    ((_, bound),) = set(
        (f.name, frozenset(b))
        for f, b in anchors.scoped(ast.parse(source))
        if f.name == "place"
    )
    assert {"LIMIT", "inner", "r", "self", "Solution", "len"} <= bound
    assert not {"SIZE", "place"} & bound
