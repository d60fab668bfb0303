"""Judging one style at one n: its answers from the guarded process, and the notes
on them (a process that stopped becomes a note too)."""

import random
from dataclasses import replace
from typing import Dict, List, Optional, Tuple

from . import replays, stops
from .answers import count_notes, notes
from .words.catalogue import words
from .words.findings import Finding, Part, texts
from ..basics.styles import METHODS
from ..guard.runner import Stopped, StyleProcess

REUSED = words("verdict.reused")


def answer(style: StyleProcess, method: str, n: int, instance="fresh", seconds=None):
    """(the worker's reply for method(n), None), or (None, the finding saying why
    not)."""
    try:
        reply = style.ask(
            "call", n=n, method=method, instance=instance, seconds=seconds
        )
    except Stopped as stop:
        return None, stops.stopped(style, n, method, stop)
    return reply, None


def count_said(style: StyleProcess, n: int, reply: dict) -> Optional[Finding]:
    """The note on a totalNQueens reply, or None when it is right."""
    return count_notes.about_count(style.name, n, reply["answer"], reply["facts"])


def boards_said(style: StyleProcess, n: int, reply: dict, instance: str, seconds=None):
    """The note on a solveNQueens reply, or None when it is right. A wrong answer is
    asked again with its appends watched, to tell a board that was shared or changed;
    then, in a fresh instance, the search is replayed to the square it skipped on
    its way to a missing board, or to the attacked square it let through."""
    wrong = notes.wrong_with(n, reply["answer"], reply["facts"])
    if wrong and instance == "fresh" and reply["facts"]["type"] == "list":
        try:
            reply = style.ask(
                "call", n=n, method="solveNQueens", watch=True, seconds=seconds
            )
        except Stopped as stop:
            return stops.stopped(style, n, "solveNQueens", stop)
        wrong = notes.wrong_with(n, reply["answer"], reply["facts"])
    if not wrong:
        return None
    skip = let = None
    if instance == "fresh":
        skip, let = replays.lost_on_the_way(style, n, wrong)
    facts = reply["facts"]
    return notes.finding_on(style.name, n, wrong, facts, skip=skip, let=let)


def count_note(style: StyleProcess, n: int, instance: str = "fresh", seconds=None):
    """The finding on totalNQueens(n), or None when it is right."""
    reply, stop = answer(style, "totalNQueens", n, instance, seconds)
    return stop or count_said(style, n, reply)


def boards_note(style: StyleProcess, n: int, instance: str = "fresh", seconds=None):
    """The finding on solveNQueens(n), or None when it is right."""
    reply, stop = answer(style, "solveNQueens", n, instance, seconds)
    return stop or boards_said(style, n, reply, instance, seconds)


def judged(
    style: StyleProcess, n: int, instance: str = "fresh", methods=METHODS
) -> Dict[str, Finding]:
    """The finding on each method at n that is wrong ({method: finding}), each of the
    `methods` (those written) asked once; "agreement" when both are asked and right
    alone but the count is not the boards'."""
    found, replies = {}, {}
    for method in methods:
        reply, stop = answer(style, method, n, instance)
        if stop:
            found[method] = stop
            if ran_away(style, method):
                break  # the other would run as long, or grow as large: one is enough
            continue
        replies[method] = reply
        if method == "solveNQueens":
            found[method] = boards_said(style, n, reply, instance)
        else:
            found[method] = count_said(style, n, reply)
    if len(replies) == 2 and not any(found.values()):
        found["agreement"] = count_notes.about_agreement(
            style.name,
            n,
            replies["totalNQueens"]["answer"],
            replies["solveNQueens"]["answer"],
        )
    return {method: note for method, note in found.items() if note}


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
