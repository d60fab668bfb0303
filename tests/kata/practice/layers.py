"""A lesson cut into the layers `make hint` shows one at a time, from the lesson's
own text (what `make test STYLE=` prints):

1. the heads: which n, which method is wrong;
2. the boards, drawn;
3. the skipped square or the attacked queen, and the line of code that decided;
4. the fix: the lines that say what to do, and the house rules.

Every line of the lesson is in one layer, so the four together are the lesson.
"""

import re
from typing import List

from ..basics.styles import METHODS
from ..judge.coach import WIDTH

HEAD, BOARD, DECIDED, FIX = 1, 2, 3, 4
NAMES = {
    HEAD: "which n, which method",
    BOARD: "the board, drawn",
    DECIDED: "where it went wrong, and the line of code that decided",
    FIX: "the fix",
}
SQUARES = re.compile(r" +[Q.?X]( +[Q.?X])*\Z")  # '    . Q . .   . Q . .'
CLUE = re.compile(r"\S+\.py, lines? \d")  # 'mine.py, line 6: ...', read in the source
AT_N = re.compile(r"\S+\.py, n = (\d+): (.*)", re.S)
BOARDS = re.compile(r"\bboards?\b|\bextra\b")  # what only solveNQueens returns
CORRECT = re.compile(r"\S+\.py: correct\. ")  # both methods right
FIXES = ("Fix this first", "Watch your search", "House rules")


def indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def continues(group: List[str], line: str) -> bool:
    """Is `line` the wrapped rest of the lines in `group`? Wrapping indents the rest
    two columns further, and breaks only where the next word would not fit."""
    words = line.split()
    return (
        bool(words)
        and not SQUARES.match(line)
        and indent(line) == indent(group[0]) + 2
        and len(group[-1]) + 1 + len(words[0]) > WIDTH
    )


def notes(lesson: str) -> List[str]:
    """The lesson's lines, each wrapped line with its rest (still wrapped)."""
    groups: List[List[str]] = []
    for line in lesson.splitlines():
        if groups and continues(groups[-1], line):
            groups[-1].append(line)
        else:
            groups.append([line])
    return ["\n".join(group) for group in groups]


def kinds(found: List[str]) -> List[int]:
    """The layer of each note, in order."""
    told: List[int] = []
    for note in found:
        told.append(kind(note, told))
    return told


def kind(note: str, before: List[int]) -> int:
    if FIX in before[-1:] or note.startswith(FIXES):
        return FIX  # the house rules, once begun, go on to the end
    if SQUARES.match(note) or (
        before[-1:] == [BOARD] and note.lstrip().startswith("(")
    ):
        return BOARD  # a drawing, or the legend under it
    if indent(note) or CLUE.match(note):
        return DECIDED
    return HEAD


def layers(lesson: str) -> List[int]:
    """The layers the lesson has, in order (one without a board has no layer 2)."""
    return sorted(set(kinds(notes(lesson))))


def upto(lesson: str, level: int) -> str:
    """The lesson's first `level` layers, its lines in their order."""
    shown = layers(lesson)[:level]
    found = notes(lesson)
    return "\n".join(n for n, k in zip(found, kinds(found)) if k in shown)


def methods(head: str) -> List[str]:
    """The methods a head note finds wrong: named, or solveNQueens for boards."""
    said = [method for method in METHODS if method in head]
    if BOARDS.search(head.split("totalNQueens")[0]) and METHODS[0] not in said:
        said.insert(0, METHODS[0])
    return said


def summary(lesson: str) -> str:
    """'wrong at n = 4: solveNQueens and totalNQueens', from the heads ('' if no
    head names its n)."""
    ns, wrong = [], []
    for note in notes(lesson):
        at = AT_N.match(note)
        if at and not indent(note):
            ns.append(at.group(1))
            wrong += methods(at.group(2))
    if not ns:
        return ""
    named = " and ".join(dict.fromkeys(wrong)) or "the answers"
    return f"wrong at n = {', '.join(dict.fromkeys(ns))}: {named}"


def green(lesson: str, status: int) -> bool:
    """All is well: both methods correct, and the house rules kept."""
    return status == 0 and bool(CORRECT.match(lesson))
