"""Where a replayed search went wrong on its way to a wrong answer: the free square
it skipped nearest to a missing board, or the attacked square it let through on its
way to an extra one, with why the check let it through where the source shows it."""

from typing import Optional, Tuple

from .answers import stop_notes
from .words.catalogue import words
from .causes import check_clues, key_clues, put_clues, walk_clues
from ..basics.boards import attacks_on
from ..basics import styles
from ..guard.runner import Stopped, StyleProcess
from ..watch.decisions import Skip
from ..watch.skips import first_skip

STEPS = 100_000  # enough for the whole search at any n the coach asks
UNREAD = words("verdict.unread")
REACHED = words("verdict.reached")


def lost_on_the_way(style: StyleProcess, n: int, wrong, events, stop) -> Tuple:
    """(skip, let): the search replayed (its trace `events`, asked of the worker
    within STEPS, or the Stopped that ended it), read on its way to the boards
    `wrong` (a kata.judge.answers.notes.Wrong) names: the square it skipped nearest
    to a missing board (skipped), or the attacked square it let through on its way
    to an extra one (let_through); each None where the answer has none of its kind."""
    if not (wrong.missing_columns or wrong.extra_columns):
        return None, None
    if wrong.missing_columns:
        return skipped(events, stop, wrong.missing_columns), None
    return None, let_through(style, n, events, wrong.extra_columns)


def let_through(style: StyleProcess, n: int, events, extra) -> Optional[dict]:
    """The first attacked square the search put a queen on, on its way to the first
    extra board (columns row by row) that has one, with the test line last run on
    it: {row, col, line, code}; None where none is known (or the replay stopped)."""
    for board in extra if events else ():
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
    looked = attacks and looked_at(event["let"], attacks[0].first)
    if looked:
        return {"row": row, "col": col, **event["let"], **looked}
    return {"row": row, "col": col, **event["let"], "why": ""}


def looked_at(let: dict, queen: tuple) -> Optional[dict]:
    """Where the board's squares the tests read on the square are known: the line
    that read the attacking queen and still let the square on ({"line", "found":
    the queen}), or that no test read the queen's square ({"unread": (the queen,
    the squares read)}); else None."""
    looked = {
        (row, col): (line, held) for row, col, line, held in let.get("looked", [])
    }
    if not looked or (queen in looked and not looked[queen][1]):
        return None
    if queen in looked:
        return {"line": looked[queen][0], "found": queen}
    return {"unread": (queen, sorted(looked))}


def skipped(events, stop: Optional[Stopped], missing):
    """The free square the search skipped nearest to a missing board (columns row by
    row), from its trace; or the board it left two queens on in a row (a dict:
    kata.watch.placements.crowded_board); else why there is none (a line of text, ""
    when the replay stopped)."""
    if stop is not None:
        if stop.reply.get("type") != "Untraceable":
            return ""
        by_columns = stop.reply.get("reason") == "by_columns"
        why = stop_notes.untraceable(stop.reply)
        column_unread = words("verdict.column_unread", why=why)
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
