"""The search, step by step: what a style's solveNQueens did, as events.

``record`` turns a watch (kata.watch.placements) into JSON-able events, each a dict with
an "event" key:

- "start": {file, n, steps};
- "placed": a queen put at (row, col); ``queens`` is the placement after it; on an
  attacked square, ``attack`` says how ([one queen, the other, the line they
  share]: kata.judge.answers.attack_notes says it), and ``let`` is the test line last run on
  the square ({line, code}, or None);
- "rejected": a square (row, col) of the next row that a queen above attacks, with
  ``lines``, the lines it is attacked along ("cols", "diag" for ``\\``, "anti" for
  ``/``), worked out by the rules from the queens above (kata.basics.boards.attack_lines),
  not read from the style's code, one event per square, right after the "placed"
  that makes the next row the one to fill;
- "skipped": a square (row, col) of that row that no queen attacks, but on which
  the code never put a queen (kata.watch.skips), with ``queens`` above it, and ``line``,
  ``code`` and ``how`` ("test", "exit", "loop", "called", ...) where the line that
  decided is known; after the "rejected" events (those of row 0 right after
  "start"); none where no placement of the search was read at all;
- "backtrack": the queen at (row, col) taken back; ``queens`` after it;
- "solution": n queens placed; ``number`` counts them from 1;
- "end": {nodes, solutions, backtracks, lines, stopped, bits, returned, crowded}:
  ``crowded`` is the first board seen with two queens in one row ({row, cols,
  board}), a queen never taken off it, else None.

A step is a queen placed or taken back; ``steps`` caps how many are recorded.
"""

from itertools import accumulate
from pathlib import Path
from typing import Dict, List, Sequence

from ..basics.boards import attack_lines, attacks_on
from .placements import moves, watch
from .skips import Decisions, skipped

DEFAULT_STEPS = 200


def masks(queens: Sequence[int], n: int) -> Dict[str, int]:
    """bitmap.py's cols, diag and anti for the next row, within n bits."""
    row, full = len(queens), (1 << n) - 1
    cols = diag = anti = 0
    for i, col in enumerate(queens):
        cols |= 1 << col
        diag |= (1 << col) << (row - i)
        anti |= (1 << col) >> (row - i)
    return {"cols": cols & full, "diag": diag & full, "anti": anti & full}


def rejections(queens: Sequence[int], n: int) -> List[dict]:
    """A "rejected" event for each attacked square of the row below the queens."""
    row = len(queens)
    found = [(col, attack_lines(queens, row, col)) for col in range(n)]
    return [
        {"event": "rejected", "row": row, "col": col, "lines": lines}
        for col, lines in found
        if lines
    ]


def skipped_events(skips: list) -> List[dict]:
    """A "skipped" event for each free square the code never tried."""
    return [
        {"event": "skipped", **skip._asdict(), "queens": list(skip.queens)}
        for skip in skips
    ]


def first_steps(taken: list, steps: int) -> list:
    """The moves up to `steps` queens placed or taken back (a solution is free)."""
    counted = accumulate(move.kind != "solution" for move in taken)
    return [move for move, count in zip(taken, counted) if count <= steps]


def record(solution: type, path, n: int, steps: int = DEFAULT_STEPS) -> List[dict]:
    """The events of solveNQueens(n) for the style at `path`, at most `steps` steps."""
    decisions = Decisions(path)
    seen = watch(solution, path, n, steps, decisions)
    if not seen.stopped:
        decisions.ended()
    taken = moves(seen.placements, n)
    shown = first_steps(taken, steps)
    placed = [move.queens for move in taken if move.kind == "placed"]
    last = seen.placements[-1] if seen.stopped else None
    skips = skipped(placed, n, decisions, last) if seen.read else {}
    events = [{"event": "start", "file": Path(path).name, "n": n, "steps": steps}]
    events += skipped_events(skips.get((), []))
    solutions = 0
    for move in shown:
        step = {"event": move.kind, "row": move.row, "col": move.col}
        step["queens"] = list(move.queens)
        attack = attacks_on(move.queens, move.row, move.col)
        if move.kind == "placed" and attack:
            first = attack[0]  # as data: its words are said where it is shown
            step["attack"] = [list(first.first), list(first.second), first.line]
            step["let"] = decisions.let_through(move.queens[:-1], move.col)
        if move.kind == "solution":
            solutions += 1
            step["number"] = solutions
        events.append(step)
        if move.kind == "placed" and len(move.queens) < n:
            events.extend(rejections(move.queens, n))
            events.extend(skipped_events(skips.pop(move.queens, [])))
    stopped = seen.stopped or len(shown) < len(taken)
    events.append(
        {
            "event": "end",
            "nodes": sum(move.kind == "placed" for move in shown),
            "solutions": solutions,
            "backtracks": sum(move.kind == "backtrack" for move in shown),
            "lines": seen.lines,
            "stopped": stopped,
            "bits": seen.bits,
            "returned": None if stopped else seen.returned,
            "crowded": seen.crowded,
        }
    )
    return events
