"""Why a file is wrong at its first wrong n: the findings on its answers, then the
causes read in its source, each by a rule of ``judge.causes.rules.RULES`` that reacts to
the findings' fields (their kinds, counts and faults; never their words), in that
order."""

from functools import partial
from typing import Dict, List, NamedTuple, Optional

from ..basics import styles
from ..basics.styles import METHODS
from ..guard.runner import Stopped, StyleProcess
from ..watch.loop_lines import loop_around
from .answers import cost, count_notes, pace, stop_notes
from .causes import search_clues
from .answers.known import known_count
from .words.catalogue import Words, words
from .words.findings import Finding, Part, lines_named, part
from .causes.rules import ALONE, BEFORE, RULES, Case, count_alone
from . import verdict

LOOP_STEPS = 200_000  # line events watched for a loop that repeats its state


def explained(
    process: StyleProcess, n: int, found: Dict[str, Finding], methods=METHODS
) -> List[Finding]:
    """The findings at the first wrong n, each cause named where it can be told: a
    time limit told slow or endless, then the rules (RULES), then where to watch
    the search when it is at fault."""
    found = dict(found)
    for method, stop in process.stopped.items():
        if method in found:
            found[method] = stopped_told(process, method, n, stop) or found[method]
    case = Case(
        process, n, tuple(methods), found, partial(right_when_first, process, n)
    )
    answers = said_once(list(found.values()))
    if count_alone(case):
        look = count_notes.count_only(found["totalNQueens"], n, known_count(n))
        answers = [look]
    before: List[Finding] = []
    after: List[Finding] = []
    for rule in RULES:
        clues = named(process, rule.finder, rule.name)
        if not clues or not rule.when(case):
            continue
        if rule.place == ALONE:
            return clues + unique(list(found.values()))
        (before if rule.place == BEFORE else after).extend(clues)
    if count_alone(case):
        return answers + after
    told = before + [advice_left(f, before) for f in unique(answers)] + after
    return told + watch_hint(process, n, told)


def advice_left(finding: Finding, clues: List[Finding]) -> Finding:
    """A shared board's finding without its own advice, where a clue before it
    said the cause (a default argument)."""
    shared = finding.kind == "shared" and finding.fault == "one_object"
    return finding.without("fix") if shared and clues else finding


def said_once(found: List[Finding]) -> List[Finding]:
    """The findings, a stopped call's account of why it stopped left out where the
    one before said it word for word (both methods crashed alike)."""
    seen, kept = set(), []
    for finding in found:
        decided = {p for p in finding.parts if p.role == "decided" and not p.empty}
        if finding.kind == "stopped" and decided and decided <= seen:
            finding = finding.without("decided")
        seen |= decided
        kept.append(finding)
    return kept


def unique(found: List[Finding]) -> List[Finding]:
    """Each finding once, by its words' keys and parameters (two methods can say
    one thing)."""
    seen, kept = set(), []
    for finding in found:
        if finding.parts not in seen:
            seen.add(finding.parts)
            kept.append(finding)
    return kept


def stopped_told(process, method: str, n: int, stop) -> Optional[Finding]:
    """A call stopped by the time limit, told slow or endless, with the loop seen
    going round; one stopped by the memory limit, with the loop seen repeating."""
    if stop.kind == "time":
        at = loop_at(process, method, n, stop.reply)
        note = pace.time_out_note(
            process.path,
            method,
            n,
            process.seconds,
            at.words,
            stop_notes.limits_held(stop.reply),
        )
        choices = named(process, search_clues.every_column_choice)
        where = (Part("where", at_n(process, n)), Part("head", note))
        wasted = None if choices else cost.wasted_work(process, n)
        where += (Part("decided", wasted, line=True),) if wasted else ()
        return Finding(
            "stopped",
            where + tuple(part for c in choices for part in on_a_line(c.parts)),
            method=method,
            n=n,
            lines=at.lines + tuple(line for c in choices for line in c.lines),
            stop="time",
        )
    at = loop_at(process, method, n, {}) if stop.kind == "memory" else Loop()
    if at.lines:  # said in the line's place
        stopped = stop_notes.stopped({**stop.reply, "line": None}, method)
        told = words(
            "explain.stopped",
            stopped=stopped,
            at=at.words,
            limits=stop_notes.limits_held(stop.reply),
        )
        return Finding(
            "stopped",
            (Part("where", at_n(process, n)), Part("head", told)),
            method=method,
            n=n,
            lines=at.lines,
            stop="memory",
        )
    return None


def at_lines(process: StyleProcess, lines: List[int]) -> Words:
    """Where a clue is: 'mine.py, lines 9 and 24: '."""
    return words("where.lines", file=f"{process.name}.py", lines=lines_named(lines))


def at_n(process: StyleProcess, n: int) -> Words:
    """Where a finding at n is: 'mine.py, n = 4: '."""
    return words("where.n", file=f"{process.name}.py", n=n)


class Loop(NamedTuple):
    """The loop a stopped call was seen in: its line (0: none) and the words on it."""

    line: int = 0
    words: Words = words("nothing")

    @property
    def lines(self) -> tuple:
        return (self.line,) if self.line else ()


def loop_at(process: StyleProcess, method: str, n: int, reply: dict) -> Loop:
    """' (the loop on line 21, `while row >= 0:`, came back to its head with the same
    state: ...)': the loop seen going round the same state when the call is run once
    more (in a process of its own); else ' (line 21: while row >= 0:)', the loop
    around the line the call was stopped at, or the caller's loop where that line is
    in a function called from one; "" where there is no loop to name."""
    repeat = repeated_loop(process, method, n)
    if repeat:
        aside = (
            words(
                "explain.aside", names=" and ".join(f"`{n}`" for n in repeat["aside"])
            )
            if repeat["aside"]
            else words("nothing")
        )
        same = f": {', '.join(repeat['same'])}" if repeat["same"] else ""
        said = words(
            "explain.repeated",
            line=repeat["line"],
            code=repeat["code"],
            aside=aside,
            same=same,
        )
        return Loop(repeat["line"], said)
    if not reply.get("line"):
        return Loop()
    source = styles.source(process.path)
    line = loop_around(source, reply["line"], method)
    if not line:
        return Loop()
    code = source.splitlines()[line - 1].strip()
    return Loop(line, words("explain.loop_line", line=line, code=code))


def repeated_loop(process: StyleProcess, method: str, n: int) -> Optional[dict]:
    """The loop the call method(n) goes round with the same state, from its own run
    under the tracer (kata.watch.loops); None if none was seen."""
    if method not in METHODS:
        return None
    with process.fresh() as own:
        try:
            return own.ask("loops", method=method, n=n, steps=LOOP_STEPS)
        except Stopped:
            return None


def named(process: StyleProcess, finder, rule: str = "") -> List[Finding]:
    """A finding for each clue the finder reads in the file, the lines of the same
    clue named together (its `lines` the lines its words name, too)."""
    source = styles.source(process.path)
    lines_of: Dict[object, List[int]] = {}
    also: Dict[object, List[int]] = {}
    for clue in finder(source):
        lines_of.setdefault(clue.said, []).append(clue.line)
        also.setdefault(clue.said, []).extend(clue.also)
    return [
        Finding(
            "clue",
            (
                Part("where", at_lines(process, lines)),
                part("decided", said),
            ),
            lines=tuple(dict.fromkeys(lines + also[said])),
            rule=rule or finder.__name__,
        )
        for said, lines in lines_of.items()
    ]


def on_a_line(parts: tuple) -> tuple:
    """The parts begun on a line of their own."""
    first, *rest = parts
    return (first.on_a_line(), *rest)


def watch_hint(process: StyleProcess, n: int, told: List[Finding]) -> List[Finding]:
    """Where the search itself is at fault (boards missing, or an attacked one let
    through), how to watch it make them."""
    at_fault = any(
        f.kind == "boards"
        and (f.fault == "attack" or (f.counts["missing"] and not f.counts["extra"]))
        for f in told
    )
    if process.path.parent != styles.SOLUTIONS or not at_fault:
        return []
    if not places_queens(process, n):
        return []  # nothing to watch: no queen placed, or none the kata can read
    command = f"make trace N={n} STYLE={process.name}"
    said = Part("fix", words("explain.watch", command=command))
    return [Finding("watch", (said,), n=n, ran=command)]


def places_queens(process: StyleProcess, n: int) -> bool:
    """Does `make trace` see the search place a queen at n?"""
    with process.fresh() as own:
        try:
            events = own.ask("trace", n=n, steps=1)
        except Stopped:
            return False
    return any(event.get("event") == "placed" for event in events)


def first_line(note: str) -> str:
    return note.splitlines()[0].split(": ", 1)[-1]


def right_when_first(process: StyleProcess, n: int, method: str) -> bool:
    """Is method(n) right when it is the first call of a fresh process? Then what was
    wrong came from the calls before it: state kept between calls."""
    if method not in METHODS:
        return False
    with process.fresh(leetcode=False) as own:
        note_of = (
            verdict.boards_note if method == "solveNQueens" else verdict.count_note
        )
        return note_of(own, n) is None
