"""Judging one style at one n: its answers from the guarded process, and the notes
on them (a process that stopped becomes a note too)."""

import random
from dataclasses import replace
from typing import Dict, List, Optional, Tuple

from .causes import check_clues, key_clues, put_clues, search_clues
from .answers import count_notes, notes
from .causes import walk_clues
from .words.catalogue import words
from .words.findings import Finding, Part, texts
from ..basics.boards import attacks_on
from ..basics.styles import METHODS
from ..guard.runner import Stopped, StyleProcess, explain
from ..watch.decisions import Skip
from ..watch.skips import first_skip
from ..basics import styles

TRACED_STEPS = 100_000  # enough for the whole search at any n the coach asks
UNREAD = words("verdict.unread")
REACHED = words("verdict.reached")
REUSED = words("verdict.reused")


def answer(style: StyleProcess, method: str, n: int, instance="fresh", seconds=None):
    """(the worker's reply for method(n), None), or (None, the finding saying why
    not)."""
    try:
        reply = style.ask(
            "call", method=method, n=n, instance=instance, seconds=seconds
        )
    except Stopped as stop:
        return None, stopped(style, n, method, stop)
    return reply, None


def stopped(style: StyleProcess, n: int, method: str, stop: Stopped) -> Finding:
    """The finding on a call that stopped: the line it stopped at, and the fix of a
    crash a learner meets often; its n the one it stopped at (none where the file
    stopped as it loaded, before any n)."""
    line = stop.reply.get("line")
    return Finding(
        "stopped",
        (
            Part("where", words("where", place=stop.where())),
            ("head", explain(stop.reply, stop.method)),
            Part("fix", notes.crash_hint(stop.reply) or words("nothing"), line=True),
            Part("decided", overrun(style, n, stop), line=True),
        ),
        method=method,
        n=stop.n,
        lines=(line,) if line else (),
        stop=stop.kind,
        ran=f"{method}({n})",
    )


def overrun(style: StyleProcess, n: int, stop: Stopped) -> str:
    """Where an IndexError comes from a list sized too small for its index, why."""
    if stop.reply.get("type") != "IndexError" or not stop.reply.get("line"):
        return words("nothing")
    said = search_clues.index_overrun(styles.source(style.path), stop.reply["line"], n)
    return words("indented", said=said) if said else words("nothing")


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
                "call", method="solveNQueens", n=n, watch=True, seconds=seconds
            )
        except Stopped as stop:
            return stopped(style, n, "solveNQueens", stop)
        wrong = notes.wrong_with(n, reply["answer"], reply["facts"])
    if not wrong:
        return None
    skip = let = None
    if instance == "fresh" and wrong.missing_columns:
        skip = skipped_on_the_way(style, n, wrong.missing_columns)
    elif instance == "fresh" and wrong.extra_columns:
        let = let_through_on_the_way(style, n, wrong.extra_columns)
    facts = reply["facts"]
    return notes.finding_on(style.name, n, wrong, facts, skip=skip, let=let)


def let_through_on_the_way(style: StyleProcess, n: int, extra) -> Optional[dict]:
    """The first attacked square the search put a queen on, on its way to the first
    extra board (columns row by row) that has one, with the test line last run on
    it: {row, col, line, code}; None where none is known."""
    with style.fresh() as own:
        try:
            events = own.ask("trace", n=n, steps=TRACED_STEPS)
        except Stopped:
            return None
    for board in extra:
        for event in events:
            queens = tuple(event.get("queens", ()))
            if event.get("let") and board[: len(queens)] == queens:
                return let_said(style, event, n)
    return None


# Why a check let an attacked square through, each read at the square and the
# queen that attacks it, asked in turn until one can tell: (finder, why it stands
# there). A finder takes (source, line, square, the attacks on it, n).
WHY_LET_THROUGH = (
    (
        lambda source, line, square, attacks, n: check_clues.never_compared(
            source, line, square, [a.first for a in attacks], n
        ),
        "a queen never compared at all is the plainest cause, and needs no attack",
    ),
    (
        lambda source, line, square, attacks, n: attacks
        and key_clues.keys_compared(source, line, square, attacks[0], n),
        "compared, but by keys that differ for the two squares on one line",
    ),
    (
        lambda source, line, square, attacks, n: attacks
        and put_clues.given_other_keys(source, line, square, attacks[0].first, n),
        "the keys compared right, but the queen was put in under another key",
    ),
    (
        lambda source, line, square, attacks, n: attacks
        and walk_clues.walks_missed(source, line, square, attacks[0], n),
        "a scan of the board that walks the lines, and missed the attacker's",
    ),
)


def let_said(style: StyleProcess, event: dict, n: int) -> dict:
    """{row, col, line, code} of a square let through, and `why` the check let it
    through where its source shows it (WHY_LET_THROUGH, in turn; else a walk of
    the board that stopped short, at its own line)."""
    row, col = event["row"], event["col"]
    attacks = attacks_on(event["queens"], row, col)
    source, line = styles.source(style.path), event["let"]["line"]
    for finder, _ in WHY_LET_THROUGH:
        why = finder(source, line, (row, col), attacks, n)
        if why:
            return {"row": row, "col": col, **event["let"], "why": why}
    short = attacks and walk_clues.walk_stopped_short(source, (row, col), attacks[0], n)
    if short:
        return {
            "row": row,
            "col": col,
            **event["let"],
            "line": short[0],
            "why": short[1],
        }
    return {"row": row, "col": col, **event["let"], "why": ""}


def skipped_on_the_way(style: StyleProcess, n: int, missing):
    """The free square the search skipped nearest to a missing board (columns row by
    row), from its trace, replayed in a process of its own; or the board it left two
    queens on in a row (a dict: kata.watch.placements.crowded_board); else why there is
    none (a line of text, "" when the replay stopped)."""
    with style.fresh() as own:
        try:
            events = own.ask("trace", n=n, steps=TRACED_STEPS)
        except Stopped as stop:
            if stop.reply.get("type") != "Untraceable":
                return ""
            message = stop.reply.get("message", "")
            by_columns = stop.reply.get("reason") == "by_columns"
            column_unread = words("verdict.column_unread", why=message)
            return column_unread if by_columns else UNREAD
    skips = [
        Skip(*(event[field] for field in Skip._fields))._replace(
            queens=tuple(event["queens"])
        )
        for event in events
        if event["event"] == "skipped"
    ]
    if events[-1].get("crowded"):
        return events[-1]["crowded"]
    solved = {tuple(e["queens"]) for e in events if e["event"] == "solution"}
    reached = not events[-1]["stopped"] and solved & set(missing)
    return first_skip(skips, missing) or (REACHED if reached else "")


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
