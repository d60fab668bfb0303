"""A verdict's findings in the forms a tool reads, beside the lesson's text
(``coach.told``): JSON (FORMAT=json), and one `path:line: message` line per
finding (FORMAT=lines), the form compilers print and editors and CI jump from.

The JSON form, version SCHEMA (``kata.judge.words.findings``):
  {"schema": 3, "file": "solutions/mine.py", "style": "mine",
   "correct": true when every answer is right (house rules aside; where one method
   alone is written, its answers: the "correct" finding's "method" names it),
   "failed": the first check failed ("" when none did), "status": the exit status,
   "passed": [the checks passed], "findings": [...], "house_rules": [...]}
each finding {"kind", "method", "n", "lines", "square", "boards", "counts",
"fault", "keys", "rule", "fix": {"lines", "old", "new", "tried", "kind"} or null,
"ran", "stop", "parts": [{"role", "words", "key", "params"}], "text"}: its fields as
``findings.Finding`` documents them (a fix's "kind", one of ``words.edits.KINDS``,
says what its edit does: "replace", "insert", "delete", ...), each part's words with
the key of their template and its parameters (``words.catalogue``; a parameter that
is words in turn is {"key", "params"}), and "text" the words as the lesson says them.
Version 2 added "correct", and "boards" on an extra board with a queen off the
board (fault "off_board"): the board its text draws, that queen in column n.
Version 3 added each part's "key" and "params".
"""

import json
from pathlib import Path
from typing import List

from ..basics import styles
from .coach import Verdict
from .words.catalogue import Words, render, words
from .words.findings import SCHEMA, Finding

FORMATS = ("text", "json", "lines")
UNSAID = {"again"}  # what to run next: the lesson's, not a tool's


def shown_path(path: Path) -> str:
    """The file as the user's tools name it: from the repository's root where it
    is inside, else in full."""
    path = Path(path).resolve()
    try:
        return str(path.relative_to(styles.ROOT))
    except ValueError:
        return str(path)


def as_json(found: Verdict, path: Path) -> str:
    return json.dumps(
        {
            "schema": SCHEMA,
            "file": shown_path(path),
            "style": found.name,
            "correct": any(finding.kind == "correct" for finding in found.findings),
            "failed": found.failed,
            "status": found.status,
            "passed": list(found.passed),
            "findings": [with_text(finding) for finding in found.findings],
            "house_rules": [with_text(rule) for rule in found.rules],
        },
        indent=2,
    )


def with_text(finding: Finding) -> dict:
    return {**finding.to_json(), "text": finding.said}


def step(finding: Finding) -> Words:
    """The first wrong step a boards finding names, in a few words: '; (2, 0)
    skipped' or '; (1, 2) let through though attacked'."""
    how = finding.step
    return words(f"form.{how}", square=finding.square) if how else words("nothing")


def as_lines(found: Verdict, path: Path) -> List[str]:
    """`path:line: message` for each finding, at the first line it blames (the
    others named after it); `path: message` where it blames none."""
    told = []
    for finding in [*found.findings, *found.rules]:
        if finding.kind not in UNSAID:
            told.append(render(as_line(finding, shown_path(path))))
    return told


def as_line(finding: Finding, place: str) -> Words:
    at_n = words("form.n", n=finding.n) if finding.n is not None else words("nothing")
    said = dict(place=place, n=at_n, message=finding.message, step=step(finding))
    if not finding.lines:
        return words("form.unplaced", **said)
    first, *others = finding.lines
    listed = ", ".join(map(str, others))
    also = words(f"form.also_line{'s' if len(others) > 1 else ''}", lines=listed)
    return words(
        "form.line", line=first, also=also if others else words("nothing"), **said
    )
