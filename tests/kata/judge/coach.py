"""One file judged the way a teacher would, lesson first: the one verdict that both
`make test` and `make test STYLE=` give.

The checks run in the order a learner needs them (CHECKS), and the first that fails
is the verdict, with its lesson: LeetCode's n = 1..9, smallest failing n first, with
the evidence drawn and the cause named where it can be read; then n = 0; one
instance reused; the file loaded as LeetCode loads it; n = 10 where the file is
fast enough; the house rules last; a correct file is told what it costs. A method
not written (absent, or raising NotImplementedError as `make new` leaves it) is told
as such, the other judged alone (with neither, the file fails, as not written yet);
one written under a name a slip away (`totalNQueen`) fails, with the name LeetCode
calls."""

import textwrap
from pathlib import Path
from dataclasses import replace
from typing import List, NamedTuple, Optional, Tuple

from ..basics import styles
from ..basics.styles import METHODS
from ..guard.runner import MEMORY, SECONDS, Stopped, StyleProcess
from .answers import cost, zero_notes
from . import further, verdict
from .causes import house_rules, state_clues
from .repair.fixes import with_fix
from .explain import explained, named
from .words.catalogue import Words, render, words
from .words.findings import Finding, Part, located, said
from .causes.leetcode_python import newer_syntax, newer_words
from .causes.method_names import misnamed, misnamed_words

# Each check's name, as make test's items are named, with what it asks.
CHECKS = {
    "leetcode": "n = 1..9 as LeetCode asks",
    "zero": "n = 0",
    "reused": "one instance reused",
    "imports": "under LeetCode's imports",
    "beyond": "n = 10, where fast enough",
    "rules": "the house rules",
}
LEETCODE_RANGE = range(1, 10)
REUSED_RANGE = range(1, 7)  # state kept between calls shows at small n already
IMPORTS_RANGE = range(1, 6)  # a name LeetCode's imports clash with, likewise
PROBLEMS = {"solveNQueens": "LeetCode 51", "totalNQueens": "LeetCode 52"}
WIDTH = 100
HEADLINE = ("where", "head")  # the parts a verdict's one line is made of


class Verdict(NamedTuple):
    """What the coach says of one file: `failed` names the first check that failed
    ("" when none did), `findings` the lesson or the "correct" line and its notes,
    and `rules` the house rules the file breaks."""

    name: str
    failed: str
    findings: List[Finding]
    rules: List[Finding]
    passed: Tuple[str, ...] = ()  # the checks made that passed

    @property
    def lines(self) -> List[str]:
        """The words of each finding, in order."""
        return [finding.said for finding in self.findings]

    @property
    def status(self) -> int:
        return int(bool(self.failed))

    def summary(self) -> str:
        """One line: "sets.py: correct" (its where and head), or the lesson's first
        line."""
        first = self.findings[0]
        if self.failed and self.failed != "rules":
            return first.head
        head = "".join(p.said for p in self.summary_parts())
        if self.failed == "rules":
            rule = words("coach.rule_in_summary", rule=self.rules[0].message_words)
            return head + render(rule)
        return head

    def summary_parts(self) -> tuple:
        """The parts the summary says of its first finding (a broken house rule's
        message after them): its first line, or its where and head."""
        first = self.findings[0]
        if self.failed and self.failed != "rules":
            return first.first_line
        return tuple(p for p in first.parts if p.role in HEADLINE)


def leetcode(process: StyleProcess, methods, fixes: bool = True) -> List[Finding]:
    """The lesson of the first wrong n in LeetCode's range, [] when all are right;
    with the one-line fix found to work, where `fixes` asks to look for one."""
    for n in LEETCODE_RANGE:
        found = verdict.judged(process, n, methods=methods)
        if found:
            lines = explained(process, n, found, methods)
            return with_fix(lines, process, n, methods) if fixes else lines
    return []


def zero(side: StyleProcess, methods) -> List[Words]:
    """What is wrong at n = 0, in short ([] when nothing is), asked in the side
    process, so that state a file keeps cannot leak into the checks after it."""
    found = verdict.judged(side, 0, methods=methods)
    return [note.message_words for note in found.values()]


def reused(process: StyleProcess, methods) -> List[Finding]:
    note = verdict.reused_note(process, REUSED_RANGE, methods)
    return named(process, state_clues.kept_state) + [note] if note else []


def imports(process: StyleProcess, methods) -> List[Finding]:
    """Notes from a run after LeetCode's star-imports (only a name clash shows here)."""
    with process.fresh(leetcode=True) as other:
        for n in IMPORTS_RANGE:
            found = list(verdict.judged(other, n, methods=methods).values())
            if found:
                only = Part("decided", words("coach.imports_only"), line=True)
                return [found[0].with_parts(only)]
    return []


def correct_line(path: Path, methods, reached: int, zero_said: bool) -> Finding:
    """ "sets.py: correct. n = 1..9 as LeetCode asks, ...": what was checked."""
    further = (
        words("coach.further", reached=f"..{reached}" if reached > 10 else "")
        if reached > 9
        else words("nothing")
    )
    zero_part = words("nothing" if zero_said else "coach.zero_checked")
    checked = words("coach.checked", further=further, zero=zero_part)
    where = Part("where", words("where", place=path.name))
    if len(methods) == 2:
        parts = (where, Part("head", words("coach.correct")))
        return Finding("correct", parts + (Part("checked", checked),))
    (done,) = methods
    (other,) = set(METHODS) - {done}
    head = words("coach.correct_for", problem=PROBLEMS[done], method=done)
    rest = words(
        "coach.unwritten_other", checked=checked, method=other, problem=PROBLEMS[other]
    )
    parts = (where, Part("head", head), Part("checked", rest))
    return Finding("correct", parts, method=done)


def unwritten(path: Path) -> Finding:
    return located("unwritten", path.name, words("coach.unwritten", style=path.stem))


def shipped(path: Path) -> bool:
    return path.parent == styles.SOLUTIONS and path.stem in styles.SHIPPED


def rules_of(path: Path, methods) -> List[str]:
    """The house rules the file breaks; a shipped style must answer both problems."""
    found = house_rules.notes_for(path)
    if shipped(path) and len(methods) < 2:
        missing = " and ".join(sorted(set(METHODS) - set(methods)))
        said = words("coach.both_methods", missing=missing)
        found.insert(0, located("house_rule", path.name, said, rule="both_methods"))
    return found


def run_checks(process: StyleProcess, side: StyleProcess, methods, asks: dict):
    """(the check that failed, or "" when none did; the lines to say; the checks
    that passed). `asks`: whether to say the cost, and to look for a fix."""
    lines = leetcode(process, methods, asks["fixes"])
    if lines:
        return "leetcode", lines, ()
    wrong_at_zero = zero(side, methods)
    if wrong_at_zero and shipped(process.path):  # a house rule for shipped styles
        note = zero_notes.zero_note(wrong_at_zero)
        where = words("where.n", file=f"{process.name}.py", n=0)
        return "zero", [located("zero", where, note, n=0)], ("leetcode",)
    passed = ("leetcode", "zero")
    for check, ask in (("reused", reused), ("imports", imports)):
        lines = ask(process, methods)
        if lines:
            return check, lines, passed
        passed += (check,)
    lines, reached = further.beyond(process, methods) if asks["beyond"] else ([], 9)
    if lines:
        return "beyond", lines, passed
    passed += ("beyond",) if reached > 9 else ()
    notes = [zero_notes.zero_aside(wrong_at_zero)] if wrong_at_zero else []
    notes = [said("aside", note, "decided", n=0) for note in notes]
    if asks["costs"] and "solveNQueens" in methods:
        costs = cost.lines(process, budget=process.seconds / 3)
        parts = [Part("decided", line, line=bool(i)) for i, line in enumerate(costs)]
        notes += [Finding("cost", tuple(parts))] if costs else []
    head = correct_line(process.path, methods, reached, bool(wrong_at_zero))
    return "", [head] + notes, passed


def judge(
    path: Path,
    seconds: float = SECONDS,
    memory: int = MEMORY,
    costs: bool = True,
    fixes: bool = True,
    beyond: bool = True,
) -> Verdict:
    """The file's verdict: every check in order, up to the first that fails (with
    what the file costs where `costs`, a fix tried where `fixes`, and n past 9 where
    `beyond`). The checks run in one process; the side process asks what is
    written, and n = 0."""
    path = Path(path)
    newer = newer_python(path)
    if newer:
        return Verdict(path.stem, "leetcode", [newer, again(path)], [])
    process = StyleProcess(path, memory=memory, seconds=seconds)
    with process, process.fresh(leetcode=False) as side:
        methods = verdict.written(side, process)
        slips = misnamed(styles.source(path), [m for m in METHODS if m not in methods])
        if slips:
            failed, passed = "leetcode", ()
            lines = [
                located(
                    "misnamed",
                    words("where.line", file=path.name, line=slip.line),
                    misnamed_words(slip),
                    lines=(slip.line,),
                    method=slip.meant,
                )
                for slip in slips
            ]
        elif not methods:  # not done: it fails, and no rule is said kept
            return Verdict(path.stem, "leetcode", [unwritten(path)], rules_of(path, ()))
        else:
            asks = {"costs": costs, "fixes": fixes, "beyond": beyond}
            failed, lines, passed = run_checks(process, side, methods, asks)
    rules = rules_of(path, methods)
    if failed:
        return Verdict(path.stem, failed, lines + [again(path)], rules, passed)
    if rules:
        return Verdict(path.stem, "rules", lines, rules, passed)
    return Verdict(path.stem, "", lines, rules, passed + ("rules",))


def again(path: Path) -> Finding:
    again = words("coach.again", style=path.stem)
    return said("again", again, "fix", ran=f"make test STYLE={path.stem}")


def newer_python(path: Path) -> Optional[Finding]:
    """Syntax LeetCode's Python 3.11 cannot read, at its line."""
    source = styles.source(path)
    found = newer_syntax(source)
    if found is None:
        return None
    said = newer_words(source, found)
    where = words("where.line", file=path.name, line=found[0])
    return located("newer_python", where, said, lines=(found[0],))


def fit(lines: List[str], width: int = WIDTH) -> str:
    """The lines as text, each wrapped within `width` columns under its own indent."""
    out = []
    for line in "\n".join(lines).splitlines():
        indent = " " * (len(line) - len(line.lstrip()) + 2)
        if len(line) <= width:
            out.append(line)
            continue
        out += textwrap.wrap(
            line, width, subsequent_indent=indent, break_on_hyphens=False
        )
    return "\n".join(out)


def told(found: Verdict) -> str:
    """The whole lesson: the verdict's lines, then the house rules."""
    return fit(found.lines + rules_told(found))


def rules_told(found: Verdict) -> List[str]:
    """The lesson's lines on the house rules: those broken, each under a heading;
    that they are kept, for a file that passed every check; else none."""
    if found.rules:
        heading = render(words("coach.rules_broken"))
        return [heading] + [f"  {rule.said}" for rule in found.rules]
    if not found.failed:
        return [render(words("coach.rules_kept"))]
    return []


def lesson(
    path: Path, seconds: float = SECONDS, memory: int = MEMORY
) -> Tuple[str, int]:
    """The whole lesson for the file, and the exit status."""
    found = judge(path, seconds, memory)
    return told(found), found.status
