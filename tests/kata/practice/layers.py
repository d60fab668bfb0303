"""A verdict cut into the layers `make hint` shows one at a time, by the roles of its
findings' parts (``kata.judge.words.findings.ROLES``), never by their words:

1. the heads: which n, which method is wrong;
2. the boards, drawn;
3. the skipped square or the attacked queen, and the line of code that decided
   (named so only where a finding told there blames lines: `name`);
4. the fix: what to do, what to run next, and the house rules.

Where a finding is (the file, the n, the lines) is said with the part after it. Every
part of the lesson is in one layer, so the four together are the lesson, wrapped as
`make test STYLE=` wraps it (``coach.fit``).
"""

from typing import List, Tuple

from ..judge import coach
from ..judge.coach import Verdict
from ..judge.words.findings import Finding

HEAD, BOARD, DECIDED, FIX = 1, 2, 3, 4
NAMES = {
    HEAD: "which n, which method",
    BOARD: "the board, drawn",
    DECIDED: "where it went wrong, and the line of code that decided",
    FIX: "the fix",
}
UNLINED = "where it went wrong"  # DECIDED's name where it names no line
OF_ROLE = {
    "head": HEAD,
    "board": BOARD,
    "decided": DECIDED,
    "fix": FIX,
    "checked": HEAD,
}
WITH_THE_FIX = {"again", "house_rule"}  # kinds said last, whatever their parts' roles
# the kinds that say a method's answer at an n is wrong
WRONG = {"boards", "shape", "shared", "count", "agreement", "stopped", "zero"}
Placed = List[Tuple[int, str]]  # (layer, words) of each part of one line told


def placed(finding: Finding) -> Placed:
    """The layer of each part of the finding, with its words; where it is goes with
    the part after it (or, last, with the part before it)."""
    found: Placed = []
    where = ""
    for part in finding.parts:
        words = part.said
        if part.role == "where":
            where += words
        elif not part.empty:
            layer = FIX if finding.kind in WITH_THE_FIX else OF_ROLE[part.role]
            found.append((layer, where + words))
            where = ""
    if where:
        found.append((found[-1][0] if found else HEAD, where))
    return found


def told(found: Verdict) -> List[Placed]:
    """Each line of the lesson as its placed parts: the findings, then the lines
    on the house rules (all with the fix)."""
    lines = [placed(finding) for finding in found.findings]
    return lines + [[(FIX, line)] for line in coach.rules_told(found)]


def name(found: Verdict, layer: int) -> str:
    """What the layer shows, as its hint promises it: the line of code that decided
    only where a finding told in that layer blames lines (a row off the board, say,
    is told by the row at fault; its line comes with the fix)."""
    if layer == DECIDED and not blames_lines(found, layer):
        return UNLINED
    return NAMES[layer]


def blames_lines(found: Verdict, layer: int) -> bool:
    """Whether a finding with parts in the layer blames lines of the file."""
    return any(
        finding.lines and any(at == layer for at, _ in placed(finding))
        for finding in found.findings
    )


def layers(found: Verdict) -> List[int]:
    """The layers the lesson has, in order (one without a board has no layer 2); none
    for a correct file, which needs no hint."""
    if correct(found):
        return []
    return sorted({layer for line in told(found) for layer, _ in line})


def upto(found: Verdict, level: int) -> str:
    """The lesson's first `level` layers, its parts in their order, wrapped."""
    shown = set(layers(found)[:level])
    lines = ["".join(w for layer, w in line if layer in shown) for line in told(found)]
    return coach.fit([line.lstrip("\n") for line in lines if line])


def summary(found: Verdict) -> str:
    """'wrong at n = 4: solveNQueens and totalNQueens', from the findings' n and
    method ('' where none says a wrong answer at an n)."""
    wrong = [f for f in found.findings if f.kind in WRONG and f.n is not None]
    if not wrong:
        return ""
    ns = ", ".join(str(n) for n in dict.fromkeys(f.n for f in wrong))
    named = " and ".join(dict.fromkeys(f.method for f in wrong if f.method))
    return f"wrong at n = {ns}: {named or 'the answers'}"


def correct(found: Verdict) -> bool:
    """Every method written is right at every check (the house rules aside): no
    hint is needed."""
    return found.findings[0].kind == "correct"


def green(found: Verdict) -> bool:
    """All is well: both methods correct, and the house rules kept."""
    both = not found.findings[0].method  # the finding names the one, where one is
    return correct(found) and both and not found.failed and not found.rules
