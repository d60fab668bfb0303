"""A fix found by trying it: each guess of ``judge.repair.table``, then each change of
the general search (``judge.repair.search``) on the lines the failing run ran, then
each statement of a correct program of the same control flow put in place of the
learner's (``judge.repair.anchors``), written into the file's source and run in a
guarded process of its own, at the first wrong n, then at every n LeetCode asks.
The first guess that makes every answer right is said, with what Python does with
the line as written; a guess that fails is never said.

The tries are bounded by counts, never by the clock, so the lesson is the same on
a slow machine or a busy one: at most TRIES guesses, SEARCHED changes and ANCHORED
statements taken from correct programs (``judge.repair.anchors``), each call
within its steps (``guard.steps``: its loops' turns, its calls), as many as a
search that makes every permutation of the columns takes, PER_BOARD steps a board,
and FLOOR more (a quarter of them at the first wrong n, where a version that runs
away is most often cut), and no more guesses after STOPS of them have been stopped
(out of steps or memory; STOPS_ENDLESS where the file itself ran out of time, as
most guesses at it then do). Each call's CPU time limit, NET, is only a safety net
for work no step counts (one huge built-in call): far above what any version found
right takes here, it decides no lesson on a machine ten times as slow.
"""

from math import factorial
from typing import List, Optional, Tuple

from ...basics import styles
from ...guard.runner import Stopped, StyleProcess
from ..answers import count_notes, notes
from ..words.catalogue import Words, lines_named
from ..words.findings import Finding, Fix
from . import shortcuts
from .fix_words import RANGE, said
from . import anchors
from .search import searched
from .table import Edit, edits
from .versions import written

TRIES = 150  # guesses tried at most
SEARCHED = 300  # candidates of the general search (judge.repair.search) at most
ANCHORED = 40  # candidates taken from correct programs (judge.repair.anchors) at most
PER_BOARD = 50  # steps a call may take for each permutation of the columns (n!)
FLOOR = 100_000  # and steps it may take at any n
FIRST_SHARE = 4  # at the first wrong n, a quarter of them
NET = 30.0  # CPU seconds a call: a safety net only, far above what its steps take
STOPS = 8  # guesses stopped (steps, memory) before the search gives up
STOPS_ENDLESS = 40  # the same, where the file itself ran out of time: most guesses do


def with_fix(found: List[Finding], process: StyleProcess, wrong_n: int, methods):
    """The lesson's findings, then the fix that was found to work, if one was (in
    short where a clue already says why that line is wrong)."""
    source = styles.source(process.path)
    edit, clue = first_fix(process, source, wrong_n, methods)
    if clue is not None:
        off = switched_off(
            process.name, source, clue, methods, wrong_n, edit is not None
        )
        found = found + [off]
    if edit is None:
        return found
    known = any(f.kind == "clue" and f.lines == (edit.line,) for f in found)
    where, words = said(process.name, edit, source.splitlines(), why=not known)
    lines = tuple(sorted((edit.line, *edit.also)))
    tried = f"{' and '.join(methods)} for n = {RANGE[0]}..{RANGE[-1]}"
    new = edit.after_in(source.splitlines())
    fix = Fix(edit, lines, edit.before, new, tried)
    parts = (("where", where), ("fix", words))
    blamed = tuple(dict.fromkeys(lines + named_by_why(edit)))
    return found + [Finding("fix", parts, lines=blamed, fix=fix, ran=tried, n=wrong_n)]


def named_by_why(edit: Edit) -> Tuple[int, ...]:
    """The lines the edit's why names (the loop a statement runs in, the line that
    marks what another clears), which its finding lists after the lines it changes."""
    return tuple(lines_named(edit.why)) if isinstance(edit.why, Words) else ()


def switched_off(name, source: str, clue: tuple, methods, wrong_n: int, kept: bool):
    """The clue of a change right only by switching a shortcut off: where the
    fault lies (``shortcuts``); `kept`, where a fix that keeps it follows."""
    edit, many, _ = clue
    words = shortcuts.said(name, edit, source, many, kept=kept)
    parts = tuple(zip(("where", "head"), words))
    tried = f"{' and '.join(methods)} for n = {RANGE[0]}..{RANGE[-1]}"
    lines = tuple(range(edit.line, max(edit.line, edit.last) + 1))
    return Finding(
        "clue", parts, lines=lines, rule="shortcut_off", ran=tried, n=wrong_n
    )


def first_fix(
    process: StyleProcess, source: str, wrong_n: int, methods
) -> Tuple[Optional[Edit], Optional[tuple]]:
    """(the first guess at the file's source that makes every answer right, else
    None; None, or where that guess keeps a shortcut that an earlier one right
    switched off, the earlier one with how many times the file's steps it took).
    A guess right only with SWITCHED_OFF times the file's steps for each answer
    is said as the fix only where no later one is right with fewer; one that
    switches a cache off by what it writes (``shortcuts.cache_off``) never is: with
    no fix that keeps the cache, (None, the clue)."""
    trial = Trial(process, methods)
    endless = any(stop.kind == "time" for stop in process.stopped.values())
    most = STOPS_ENDLESS if endless else STOPS
    guessed = distinct(source, edits(source))
    try:
        found = first_right(trial, source, guessed[:TRIES], wrong_n, most)
        if found is not None:
            return found, trial.clue
        first, ran = trial.lines_ran(wrong_n)
        candidates = distinct(source, guessed + searched(source, first, ran))
        searches = candidates[len(guessed) :][:SEARCHED]
        found = first_right(trial, source, searches, wrong_n, most)
        if found is not None:
            return found, trial.clue
        taken = anchors.proposed(source, ran, first, anchors.anchors(), process.name)
        taken = distinct(source, candidates + taken)[len(candidates) :]
        found = first_right(trial, source, taken[:ANCHORED], wrong_n, most)
        if found is not None:
            return found, trial.clue
    finally:
        trial.close()
    if trial.clue and trial.clue[2]:  # a cache switched off: the clue alone
        return None, trial.clue
    return (trial.clue[0] if trial.clue else None), None  # no fix keeps a shortcut


def first_right(trial, source: str, candidates: List[Edit], wrong_n: int, most: int):
    """The first candidate that makes every answer right and keeps the file's
    shortcuts (``Trial.keeps``), within `most` of them stopped (each stage its own
    count), else None."""
    trial.stops = 0
    for edit in candidates:
        if trial.stops >= most:
            break
        if trial.keeps(source, edit, wrong_n):
            return edit
    return None


def distinct(source: str, found: List[Edit]) -> List[Edit]:
    """The edits in order, each but the first that writes the same version left
    out (a change made on line 9 with its twin on 24, and on 24 with 9)."""
    versions = {}
    for edit in found:
        versions.setdefault(written(source, edit), edit)
    return list(versions.values())


def steps_at(n: int, first: bool = False) -> int:
    """The steps a version's call may take at n (at the first wrong n, where asked):
    as many as a search that makes every permutation of the columns whole and
    checks it, n! of them, PER_BOARD steps each, and FLOOR more. The slowest search
    the kata calls correct (gallery/permutations_brute_force.py) and the slowest of
    the gallery's fixes take about 10 a board at n = 9: a count, the same on any
    machine."""
    steps = FLOOR + PER_BOARD * factorial(n)
    return steps // FIRST_SHARE if first else steps


class Trial:
    """Versions of one file, run in turn in a guarded process of their own (a new
    one after a version is stopped)."""

    def __init__(self, process: StyleProcess, methods):
        self.process, self.methods = process, methods
        self.own: Optional[StyleProcess] = None
        self.stops = 0
        self.work = {}  # each method's steps for each answer, at the largest n
        self.own_work = None  # the same, of the file as written
        self.clue = None  # (the first edit right only by a shortcut off, times,
        # whether it switches a cache off by what it writes)
        self.off_work = {}  # its steps for each answer
        self.taken = {}  # each method's steps at the largest n, of the version tried

    def keeps(self, source: str, edit: Edit, wrong_n: int) -> bool:
        """Is every answer of the file with this edit right, with its steps for
        each answer at the largest n under SWITCHED_OFF times the file's own, or,
        after a shortcut was found switched off, fewer than with it off? Never
        where it switches a cache off by what it writes (``shortcuts.cache_off``).
        The first right only with more, or with a cache off, is kept as the clue."""
        if not self.right(written(source, edit), wrong_n):
            return False
        work = self.work
        if self.own_work is None:
            stops, self.work, most = self.stops, {}, self.own_steps()
            for method in self.methods:
                self.answers_right(source, method, RANGE[-1], most)
            self.own_work, self.stops = self.work, stops
        many = shortcuts.times(work, self.own_work)
        off = shortcuts.cache_off(source, edit)
        if many < shortcuts.SWITCHED_OFF and not off:
            return True
        if self.clue is None:
            self.clue, self.off_work = (edit, many, off), work
            return False
        return not off and shortcuts.fewer(work, self.off_work)

    def own_steps(self) -> int:
        """The steps the file as written may take at the largest n, to be measured
        against the first version found right: SWITCHED_OFF times that version's
        most, at most as many as any version may take. A file stopped there does
        more work than the version, which then switches no shortcut off (a file that
        gives back every column tuple would take its whole count)."""
        most = shortcuts.SWITCHED_OFF * max(self.taken.values(), default=0)
        return min(steps_at(RANGE[-1]), max(most, FLOOR))

    def right(self, source: str, wrong_n: int) -> bool:
        """Is every answer of this version right, the first wrong n asked first,
        and again from the largest n down, on the class already used: a version
        right only in one order of calls (state kept from one call to the next)
        is not right."""
        order = [wrong_n] + [n for n in RANGE if n != wrong_n]
        self.work, self.taken = {}, {}
        return all(
            self.answers_right(source, method, n, steps_at(n, first=n == wrong_n))
            for n in order + list(reversed(RANGE))
            for method in self.methods
        )

    def lines_ran(self, wrong_n: int):
        """(the lines the wrong n ran that no smaller n did, the lines it ran), over
        the methods judged, each asked of the file as written."""
        ran, needed = set(), set()
        for method in self.methods:
            ran |= self.ran(method, wrong_n)
            for n in range(RANGE[0], wrong_n):
                needed |= self.ran(method, n)
        return ran - needed, ran

    def ran(self, method: str, n: int) -> set:
        if self.own is None:
            self.own = self.process.fresh(leetcode=False)
        try:
            return set(self.own.ask("ran", method=method, n=n, seconds=NET))
        except Stopped:
            self.close()
            return set()

    def answers_right(self, source: str, method: str, n: int, steps: int) -> bool:
        if self.own is None:
            self.own = self.process.fresh(leetcode=False)
        try:
            reply = self.own.ask(
                "variant",
                source=source,
                method=method,
                n=n,
                steps=steps,
                seconds=NET,
            )
        except Stopped as stop:
            if stop.kind not in ("crash", "missing", "unwritten"):
                self.stops += 1
            if stop.kind not in ("crash", "missing", "unwritten", "steps"):
                self.close()  # the process was ended: the next version gets a new one
            return False
        if n == RANGE[-1] and shortcuts.per_answer(reply) is not None:
            self.work[method] = shortcuts.per_answer(reply)
            self.taken[method] = reply["taken"]
        if method == "solveNQueens":
            note = notes.about_boards("", n, reply["answer"], reply["facts"])
        else:
            note = count_notes.about_count("", n, reply["answer"], reply["facts"])
        return note is None

    def close(self) -> None:
        if self.own is not None:
            self.own.close()
            self.own = None
