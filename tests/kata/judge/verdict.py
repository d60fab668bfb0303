"""Judging one style at one n: the conductor. Each method is asked first, all that
its reading needs at once (`boards_asked`, `called`): the answer, and for boards in
a fresh instance that are not all of n's solutions, the worker's second call with
their appends watched, and the search replayed in a process of its own. Then what
came back is read, once, each part by its own room, and no reader asks again: a
call that stopped by `stops`, a count by `answers/count_notes`, boards by
`answers/notes`, the replay by `replays` (the square the search skipped, or let
through, on its way to a wrong board)."""

import random
from typing import Dict, List, NamedTuple, Optional, Tuple

from . import replays, stops
from .answers import count_notes, notes
from .causes import drawing
from .words.catalogue import words
from .words.findings import Finding, Part, texts
from ..basics import styles
from ..basics.styles import METHODS
from ..guard.runner import Stopped, StyleProcess

REUSED = words("verdict.reused")


class Asked(NamedTuple):
    """What one call gave: the worker's reply ({"answer", "facts"}), or the Stopped
    where it gave none; for boards the worker watched (they were wrong), the replay
    of the search (its trace's events, or the Stopped that ended it)."""

    reply: Optional[dict]
    stop: Optional[Stopped] = None
    replay: Optional[Tuple[Optional[list], Optional[Stopped]]] = None

    @property
    def watched(self) -> bool:
        """Were the boards asked for again, watched: not all of n's solutions?"""
        return bool(self.reply) and "changed" in self.reply["facts"]


def judged(
    style: StyleProcess, n: int, instance: str = "fresh", methods=METHODS
) -> Dict[str, Finding]:
    """The finding on each method at n that is wrong ({method: finding}), each of the
    `methods` (those written) asked once; "agreement" when both are asked and right
    alone but the count is not the boards'."""
    found, replies = {}, {}
    for method in methods:
        found[method], asked = JUDGES[method](style, n, instance)
        if asked.stop and ran_away(style, method):
            break  # the other would run as long, or grow as large: one is enough
        if asked.reply:
            replies[method] = asked.reply["answer"]
    if len(replies) == 2 and not any(found.values()):
        found["agreement"] = count_notes.about_agreement(
            style.name, n, replies["totalNQueens"], replies["solveNQueens"]
        )
    return {method: note for method, note in found.items() if note}


def boards_judged(style: StyleProcess, n: int, instance="fresh", seconds=None):
    """(the finding on solveNQueens(n), None when it is right; the Asked). All is
    asked first (boards_asked), then read, once: a stop by stops, the boards by
    notes, and the replay by replays: the square the search skipped on its way to a
    missing board, or the attacked square it let through on its way to an extra one."""
    asked = boards_asked(style, n, instance, seconds)
    if asked.stop:
        return stops.stopped(style, n, "solveNQueens", asked.stop), asked
    facts = asked.reply["facts"]
    padded = drawing.draws_padded(styles.source(style.path))
    wrong = notes.wrong_with(n, asked.reply["answer"], facts, padded)
    if not wrong:
        return None, asked
    skip = let = None
    if asked.replay:
        skip, let = replays.lost_on_the_way(style, n, wrong, *asked.replay)
    return notes.finding_on(style.name, n, wrong, facts, skip=skip, let=let), asked


def count_judged(style: StyleProcess, n: int, instance="fresh", seconds=None):
    """(the finding on totalNQueens(n), None when it is right; the Asked)."""
    asked = called(style, "totalNQueens", n, instance, seconds)
    if asked.stop:
        return stops.stopped(style, n, "totalNQueens", asked.stop), asked
    count, facts = asked.reply["answer"], asked.reply["facts"]
    return count_notes.about_count(style.name, n, count, facts), asked


JUDGES = {"solveNQueens": boards_judged, "totalNQueens": count_judged}


def boards_asked(style: StyleProcess, n: int, instance="fresh", seconds=None):
    """solveNQueens(n), called; where the worker watched it (its boards are wrong),
    its search replayed too, in a process of its own, within replays.STEPS."""
    asked = called(style, "solveNQueens", n, instance, seconds)
    if not asked.watched:
        return asked
    try:
        events = style.ask_alone("trace", n=n, steps=replays.STEPS)
    except Stopped as stop:
        return asked._replace(replay=(None, stop))
    return asked._replace(replay=(events, None))


def called(style: StyleProcess, method: str, n: int, instance="fresh", seconds=None):
    """method(n), asked of the worker (within `seconds`, by default the process's
    own limit), as an Asked. Boards in a fresh instance come watched where they are
    wrong: the worker asks for them again and says which changed after they were
    appended (a board shared or changed)."""
    watch = method == "solveNQueens" and instance == "fresh"
    try:
        reply = style.ask(
            "call", n=n, method=method, instance=instance, seconds=seconds, watch=watch
        )
    except Stopped as stop:
        return Asked(None, stop)
    return Asked(reply)


def boards_note(style: StyleProcess, n: int, instance="fresh", seconds=None):
    """The finding on solveNQueens(n), or None when it is right."""
    return boards_judged(style, n, instance, seconds)[0]


def count_note(style: StyleProcess, n: int, instance="fresh", seconds=None):
    """The finding on totalNQueens(n), or None when it is right."""
    return count_judged(style, n, instance, seconds)[0]


RUNAWAY = ("time", "memory")  # a call stopped at a limit: the lesson is known
PROBE = 0.25  # CPU seconds to ask whether a method is written, after one ran away


def ran_away(style: StyleProcess, method: str) -> bool:
    """Did the method run out of time or memory (and so is stopped)?"""
    stop = style.stopped.get(method)
    return stop is not None and stop.kind in RUNAWAY


def written(
    side: StyleProcess, process: Optional[StyleProcess] = None
) -> Tuple[str, ...]:
    """The methods the file has written: not absent, not raising NotImplementedError;
    asked in the side process (not the one the checks run in), so that no state is
    left for the checks. A method that runs away there (out of time or memory) is
    stopped in `process` too, where given (its first question is the same: n = 1),
    so it runs away once; the methods after it are asked within PROBE CPU seconds,
    enough to tell a method not written, not to run to a limit a second time."""
    found, ran_away = [], False
    for method in METHODS:
        try:
            side.ask("call", method=method, n=1, seconds=PROBE if ran_away else None)
        except Stopped as stop:
            if stop.kind in ("unwritten", "missing"):
                continue
            if stop.kind in RUNAWAY and not ran_away:
                ran_away = True
                if process is not None:
                    process.stopped[method] = stop
        found.append(method)
    return tuple(found)


def notes_at(
    style: StyleProcess, n: int, instance: str = "fresh", methods=METHODS
) -> List[str]:
    """Every note on one n, each method asked once: the boards first (they show the
    mistake), then the count, then whether the two agree."""
    return texts(judged(style, n, instance, methods).values())


def reused_note(style: StyleProcess, ns, methods=METHODS) -> Optional[Finding]:
    """The first finding when one instance answers each n twice, in a shuffled
    order."""
    order = list(ns) * 2
    random.Random(52).shuffle(order)
    for n in order:
        for note in judged(style, n, "shared", methods).values():
            return note.with_parts(Part("decided", REUSED, line=True))
    return None
