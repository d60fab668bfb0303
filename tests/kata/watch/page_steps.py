"""The steps of a search for `make page`, with the style's own variables at each one.

Runs in the style's guarded process (the worker's "page" job). The steps are
kata.watch.events's events, the same `make trace` shows. A second, identical run under
sys.settrace reads the placement the way kata.watch.placements does, and each time it
changes it also keeps the line of the style's file that was running and a copy of
that frame's variables, at a call the caller's (masks as bits for a bit style, the
sets, the boolean arrays, the permutation). A placement that changes is one move or more (a jump back is the
queens taken back, then the queen placed); each move gets what was read there.
"""

from pathlib import Path
from typing import Dict, List, Optional, Sequence

from .placements import PlacementTracer, moves
from .readers import read
from ..basics.boards import binary
from .events import record

ALL_STEPS = 100_000  # more than any search up to n = 8 takes
MASKS = ("cols", "diag", "anti", "free", "bit", "full")  # ints shown as bits
FIRST = ("row", "col", "i", "queens", "bits", *MASKS)  # shown first, in this order
UNSHOWN = {"self", "n"}  # known from the page itself
MOST = 12  # variables shown at one step
LONGEST = 20  # a longer list is shown as its length


class _Reader(PlacementTracer):
    """The tracer: each distinct placement seen, with its line and variables."""

    def __init__(self, filename: str, n: int, bits: bool):
        super().__init__(filename)
        self.n, self.bits = n, bits
        self.seen = [((), None, None)]  # (placement, line, variables)

    def look(self, frame, called: bool) -> None:
        readers = self.codes[frame.f_code][0]
        if not readers:
            return
        placement = read(readers, frame.f_locals)
        if placement is None or placement == self.seen[-1][0]:
            return
        running = running_frame(frame, called, self.filename)
        shown = variables(running.f_locals, self.n, self.bits)
        self.seen.append((placement, running.f_lineno, shown))


def running_frame(frame, called: bool, filename: str):
    """The frame whose line was running: for a call, the caller's, at the line that
    made it, so that the variables shown are those of the frame at the line shown
    (the called frame's own begin only as it runs)."""
    caller = frame.f_back
    if called and caller is not None and caller.f_code.co_filename == filename:
        return caller
    return frame


def value_text(name: str, value, n: int, bits: bool) -> Optional[str]:
    """A variable's value as the page shows it, or None to leave it out."""
    if type(value) is bool:
        return str(value)
    if type(value) is int:
        if bits and name in MASKS:
            return f"{binary(value, n)}   ({value})"
        return str(value)
    if isinstance(value, (set, frozenset)) and all(type(v) is int for v in value):
        return "{" + ", ".join(map(str, sorted(value))) + "}" if value else "set()"
    if isinstance(value, (list, tuple)):
        return sequence_text(name, value)
    return None


def sequence_text(name: str, value: Sequence) -> Optional[str]:
    """Booleans as T and F, ints as a list, the boards found as a count."""
    if name == "boards":
        return f"{len(value)} so far"
    if value and all(type(v) is bool for v in value):
        return "[" + " ".join("T" if v else "F" for v in value) + "]"
    if len(value) > LONGEST:
        return f"{len(value)} items"
    if all(type(v) is int for v in value):
        text = ", ".join(map(str, value))
        return f"({text})" if isinstance(value, tuple) else f"[{text}]"
    if name == "stack":
        return f"{len(value)} entries"
    return None


def order(name: str) -> tuple:
    """The shared names first, in the order FIRST gives, then the rest by name."""
    return (FIRST.index(name) if name in FIRST else len(FIRST), name)


def variables(names: dict, n: int, bits: bool) -> List[List[str]]:
    """[name, value as text] for the variables worth showing, at most MOST."""
    found = []
    for name in sorted(names, key=order):
        if name in UNSHOWN or name.startswith("_"):
            continue
        text = value_text(name, names[name], n, bits)
        if text is not None:
            found.append([name, text])
    return found[:MOST]


def read_all(solution: type, path, n: int, bits: bool) -> list:
    """Run solveNQueens(n) once more and keep what _Reader sees."""
    reader = _Reader(str(path), n, bits)
    reader.run(solution().solveNQueens, n)
    if reader.seen[-1][0] != ():
        reader.seen.append(((), None, None))  # returned: the board is empty again
    return reader.seen


def per_move(seen: list, n: int) -> List[dict]:
    """For each move, (kind, row, col) and the line and variables read where its
    placement was seen.

    A queen taken back on the way to the next queen placed (one jump) was not seen
    on its own: what it shows was read when that next queen went down, "ahead"
    moves on (0 for a move read as it happened)."""
    found = []
    for (before, _, _), (after, line, names) in zip(seen, seen[1:]):
        taken = moves([before, after], n)
        placed = [i for i, move in enumerate(taken) if move.kind == "placed"]
        for i, move in enumerate(taken):
            ahead = placed[0] - i if placed and i < placed[0] else 0
            found.append(
                {
                    "move": [move.kind, move.row, move.col],
                    "line": line,
                    "state": names,
                    "ahead": ahead,
                }
            )
    return found


def kinds(events: Sequence[dict]) -> List[list]:
    """[kind, row, col] of each move among the events."""
    wanted = ("placed", "backtrack", "solution")
    return [[e["event"], e["row"], e["col"]] for e in events if e["event"] in wanted]


def steps_with_state(solution: type, path, n: int) -> Dict[str, list]:
    """{"events": make trace's events, "reads": line and variables per move}; reads
    is None for n = 0 (no queen), or if the second run saw other moves (it should
    not: a style keeps no state between calls)."""
    events = record(solution, path, n, ALL_STEPS)
    bits = bool(events[-1].get("bits"))
    reads = per_move(read_all(solution, Path(path), n, bits), n) if n else []
    if not reads or [read.pop("move") for read in reads] != kinds(events):
        reads = None
    return {"events": events, "reads": reads}
