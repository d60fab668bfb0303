"""Judging one style at one n: its answers from the guarded process, and the notes
on them (a process that stopped becomes a note too)."""

from typing import List, Optional

from . import notes
from .runner import Stopped, StyleProcess


def count_note(style: StyleProcess, n: int, instance: str = "fresh", seconds=None):
    """The note on totalNQueens(n), or None when it is right."""
    try:
        reply = style.ask(
            "call", method="totalNQueens", n=n, instance=instance, seconds=seconds
        )
    except Stopped as stop:
        return stop.line()
    return notes.count_note(style.name, n, reply["answer"], reply["facts"])


def boards_note(style: StyleProcess, n: int, instance: str = "fresh", seconds=None):
    """The note on solveNQueens(n), or None when it is right. A wrong answer is asked
    again with its appends watched, to tell a board that was shared or changed."""
    try:
        reply = style.ask(
            "call", method="solveNQueens", n=n, instance=instance, seconds=seconds
        )
        note = notes.boards_note(style.name, n, reply["answer"], reply["facts"])
        if note and instance == "fresh" and reply["facts"]["type"] == "list":
            again = style.ask(
                "call", method="solveNQueens", n=n, watch=True, seconds=seconds
            )
            note = notes.boards_note(style.name, n, again["answer"], again["facts"])
    except Stopped as stop:
        return stop.line()
    return note


def agreement_note(style: StyleProcess, n: int) -> Optional[str]:
    """The note when the count is not the number of boards, else None."""
    try:
        count = style.ask("call", method="totalNQueens", n=n)["answer"]
        boards = style.ask("call", method="solveNQueens", n=n)["answer"]
    except Stopped as stop:
        return stop.line()
    return notes.agreement_note(style.name, n, count, boards)


def notes_at(style: StyleProcess, n: int, instance: str = "fresh") -> List[str]:
    """Every note on one n: the boards first (they show the mistake), then the count,
    then whether the two agree."""
    found = [boards_note(style, n, instance), count_note(style, n, instance)]
    if not any(found):
        found.append(agreement_note(style, n))
    return list(dict.fromkeys(note for note in found if note))


def reused_note(style: StyleProcess, ns) -> Optional[str]:
    """The first note when one instance answers the same n many times, shuffled."""
    for n in ns:
        for note in notes_at(style, n, instance="shared"):
            return f"{note}\n  (asked of one instance reused over many n: keep no state between calls)"
    return None


def first_note(style: StyleProcess, ns) -> Optional[str]:
    """The first note over ns asked of fresh instances, then of one reused instance."""
    for n in ns:
        found = notes_at(style, n)
        if found:
            return found[0]
    return reused_note(style, list(ns) * 2)
