"""Where `make page` opens: at the first wrong step of the left file's search.

The file is judged as the coach judges it (kata.judge.verdict.judged), at each n in
turn, the smallest first, and the first finding at the first wrong n says where to
open. A finding on solveNQueens's boards that names a square (its ``square``, on the
way to its board, ``boards[0]``) is one step of the search: a free square the search
never tried, on its way to a missing board (no ``fault``), or an attacked square it
put a queen on, on its way to an extra board (``fault`` "attack"). The page opens at
that step of the trace, the square marked and the line the finding blames
(``lines``) lit. Any other finding (a wrong count, repeated boards, a missing board
whose skipped square is not known) names no step: the page opens at the start and
says the finding's first line.
"""

from typing import Optional, Sequence, Tuple

from ..basics.styles import METHODS
from ..guard.runner import StyleProcess
from ..judge import verdict
from ..judge.words.findings import STEPS, Finding

MOVES = ("placed", "backtrack", "solution")  # the events that make a frame each
DID = {  # what the search did at a marked square, by the finding's step
    "skipped": "never tried {square}, which no queen attacks",
    "let": "put a queen on {square}, though it is attacked",
}
BLAMED = {"skipped": "turned it away", "let": "let it through"}


def first_wrong(path, ns: Sequence[int]) -> Optional[Tuple[int, Finding]]:
    """(n, the first finding) at the first n of `ns` where the file is wrong, else
    None; judged in a guarded process of its own."""
    with StyleProcess(path) as process:
        for n in ns:
            found = verdict.judged(process, n, methods=METHODS)
            if found:
                return n, next(iter(found.values()))
    return None


def step_of(events: Sequence[dict], finding: Finding, how: str) -> Optional[int]:
    """The frame (0 the start, then one per move) at which the search reached the
    finding's square: the placement above it, where it was skipped, or the queen put
    on it, where it was let through; None where the trace never shows it."""
    row, col = finding.square
    board = list(finding.boards[0])
    frame = 0
    for event in events:
        frame += event["event"] in MOVES
        if how == "skipped" and event["event"] == "skipped":
            if (event["row"], event["col"]) == (row, col):
                if event["queens"] == board[:row]:
                    return frame
        if how == "let" and event["event"] == "placed" and "attack" in event:
            if event["queens"] == board[: row + 1]:
                return frame
    return None


def at_start(said: str) -> dict:
    return {
        "frame": 0,
        "square": None,
        "how": "",
        "key": "",
        "line": None,
        "said": said,
    }


def opening(found: Optional[Finding], events: Sequence[dict]) -> dict:
    """Where the page opens, for the first finding on the left file (None where it
    is right): {frame, square, how, key (the legend's words), line, said (one line
    for the page)}."""
    if found is None:
        return at_start("")
    how = found.step
    frame = step_of(events, found, how) if how else None
    if frame is None:
        return at_start(
            f"opened at the start, as no step of the search shows this: {found.head}"
        )
    row, col = found.square
    key, did = STEPS[how], DID[how]
    said = f"{found.head}. Opened at step {frame}: the search " + did.format(
        square=f"({row}, {col})"
    )
    line = found.lines[0] if found.lines else None
    said += f"; line {line} {BLAMED[how]}" if line else ""
    return {
        "frame": frame,
        "square": [row, col],
        "how": how,
        "key": key,
        "line": line,
        "said": said,
    }


def marked(frames: list, opened: dict) -> None:
    """The opening frame of the left side, its square marked, said in its words."""
    if opened["square"] is None:
        return
    frame = frames[opened["frame"]]
    frame["mark"] = [*opened["square"], opened["how"]]
    if opened["how"] == "skipped":
        row, col = opened["square"]
        frame["words"] = frame["words"] + [
            f"! ({row}, {col}) is free, but the search never tries it (marked ?)"
        ]
