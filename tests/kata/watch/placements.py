"""Watching a search: the partial placements a style's solveNQueens visits.

A placement is a tuple of columns, one per row from the top: (1, 3) is a queen at
(row 0, col 1) and one at (row 1, col 3). While solveNQueens(n) runs, sys.settrace
reads the placement from the locals of the frames of the style's own file, at each
'call' event and each 'line' event (only at the call when ``row`` is the function's
parameter: see reads_every_line), by the first of these readers that fits, in the
shared vocabulary (or a learner's other name for it: ``pos`` for ``queens``, ``r``
or ``i`` for ``row``, see kata.basics.vocabulary):

- ``queens`` with ``row``: queens[:row] (the list styles; permutation_swap's
  ``queens`` is a whole permutation, of which the first ``row`` are placed);
- ``bits`` with ``row``: bits[:row], each bit turned into its column;
- ``board`` with ``row``: the column of the 'Q' in each row above ``row``;
- ``queens`` alone, a tuple: the explicit stack's entry, every queen placed;
- ``queens`` alone, a list, in a function with no ``row`` that appends and pops:
  the list a search appends a queen to and pops it from (a learner's ``go(r)``);
- ``bits`` alone, as a parameter: a whole board handed on (bitmap_dihedral fills
  its last row in place, ``bits[row] = free``, and hands ``bits`` to a function).

Consecutive distinct placements give the moves: a queen placed (the placement grew),
a queen taken back (it shrank), a solution (n queens). A jump from one branch to
another (an explicit stack's pop) is the queens taken back down to the placement
both share, then the queens placed. A queen a search places without a line or call
that shows it under those names is not seen.
"""

from typing import List, NamedTuple, Optional

from inspect import CO_GENERATOR as GENERATOR

from ..basics.boards import first_attack
from .readers import (
    check_traceable,
    has_masks,
    read,
    readers_for,
    reads_every_line,
    refuse_rows_out_of_order,
    shared_prefix,
)
from .frame_reads import crowded_board
from .tracer import FileTracer


class Watch(NamedTuple):
    """What one run of solveNQueens(n) showed."""

    placements: List[tuple]  # the distinct consecutive placements, from ()
    lines: int  # line events in the style's own file
    stopped: bool  # the steps limit cut the run short
    bits: bool  # the search kept cols, diag and anti as int masks
    returned: Optional[int]  # how many boards solveNQueens returned (None: stopped)
    crowded: Optional[dict] = None  # a board first seen with two queens in a row
    read: bool = True  # was a placement read at all (else the search is unseen)


class Move(NamedTuple):
    """One step of the search: kind "placed", "backtrack" or "solution"."""

    kind: str
    row: int  # the row of the queen placed, taken back, or placed last
    col: int
    queens: tuple  # the placement after the move


class _Enough(BaseException):
    """Raised inside the tracer to end a run at its steps limit."""


class PlacementTracer(FileTracer):
    """The tracer that reads placements: each code object's readers are found once,
    and `look(frame, called)` is asked where a placement may have changed (at each
    call, and at each line where lines matter); a subclass says what it keeps."""

    def __init__(self, filename: str):
        super().__init__(filename)
        self.codes = {}  # code object -> (its readers, read at every line?)
        self.resumed = None  # a generator's frame, called, until it runs a line

    def called(self, frame) -> None:
        code = frame.f_code
        if code not in self.codes:
            self.codes[code] = (readers_for(code), reads_every_line(code))
        if code.co_flags & GENERATOR:
            self.resumed = frame  # read at its first line: a generator made and
            return  # dropped is called only to be closed, and runs none
        self.look(frame, called=True)

    def line(self, frame) -> None:
        if self.resumed is not None:
            resumed, self.resumed = self.resumed, None
            if resumed is frame:
                self.look(frame, called=True)
        if self.codes[frame.f_code][1]:
            self.look(frame, called=False)

    def look(self, frame, called: bool) -> None:
        raise NotImplementedError


class _Watcher(PlacementTracer):
    """The tracer's state for one run: placements seen, moves and lines counted."""

    def __init__(self, filename: str, steps: Optional[int], decisions=None):
        super().__init__(filename)
        self.steps, self.decisions = steps, decisions
        self.placements, self.moves, self.lines = [()], 0, 0
        self.bits = False
        self.crowded = None  # the first board seen with two queens in a row
        self.read = False  # a placement read, any

    def called(self, frame) -> None:
        if self.decisions is not None and not frame.f_code.co_flags & GENERATOR:
            self.decisions.entered(frame)
        super().called(frame)

    def line(self, frame) -> None:
        """Count the line, look where lines matter, and show the decisions."""
        self.lines += 1
        super().line(frame)
        if self.decisions is not None:
            self.decisions.see(frame, self.placement_at)

    def placement_at(self, frame) -> Optional[tuple]:
        """The placement the frame (or the nearest caller in the file) holds now."""
        while frame is not None and frame.f_code.co_filename == self.filename:
            readers = self.codes.get(frame.f_code, ((),))[0]
            placement = read(readers, frame.f_locals) if readers else None
            if placement is not None:
                return placement
            frame = frame.f_back
        return None

    def look(self, frame, called: bool) -> None:
        """Read the frame's placement and keep it if it changed."""
        readers = self.codes[frame.f_code][0]
        if not readers:
            return
        names = frame.f_locals
        refuse_rows_out_of_order(names)
        self.crowded = self.crowded or crowded_board(names)
        placement = read(readers, names)
        self.read = self.read or placement is not None
        last = self.placements[-1]
        if placement is None or placement == last:
            return
        if self.steps is not None and self.moves >= self.steps:
            raise _Enough
        self.bits = self.bits or has_masks(names)
        self.moves += len(last) + len(placement) - 2 * shared_prefix(last, placement)
        self.placements.append(placement)


def watch(solution: type, path, n: int, steps=None, decisions=None) -> Watch:
    """Run solution().solveNQueens(n) under the tracer, stopping once it has seen
    `steps` moves (queens placed or taken back) and the placement changes again.
    `decisions` (a kata.watch.skips.Decisions) is shown each line run, with a way to read
    the placement there."""
    check_traceable(path)
    watcher = _Watcher(str(path), steps, decisions)
    if decisions is not None:  # the writes it logs are timed by the placements
        decisions.writes.timeline = watcher.placements
    stopped, returned = False, None
    try:
        returned = len(watcher.run(solution().solveNQueens, n))
    except _Enough:
        stopped = True
    if not stopped and watcher.placements[-1] != ():
        watcher.placements.append(())  # solveNQueens returned: the board is empty
    return Watch(
        watcher.placements,
        watcher.lines,
        stopped,
        watcher.bits,
        returned,
        watcher.crowded,
        watcher.read,
    )


def moves(placements: List[tuple], n: int) -> List[Move]:
    """The moves between consecutive placements, jumps split into single steps."""
    if n == 0:  # the empty board is the one solution, placing no queen
        return [Move("solution", 0, 0, ())]
    steps = []
    for before, after in zip(placements, placements[1:]):
        shared = shared_prefix(before, after)
        for row in range(len(before) - 1, shared - 1, -1):
            steps.append(Move("backtrack", row, before[row], before[:row]))
        for row in range(shared, len(after)):
            steps.append(Move("placed", row, after[row], after[: row + 1]))
        if len(after) == n and len(after) > shared:
            steps.append(Move("solution", n - 1, after[-1], after))
    return steps


def queens_placed(placements: List[tuple], n: int) -> int:
    """How many queens the search placed: the nodes of its tree below the root."""
    return sum(move.kind == "placed" for move in moves(placements, n))


def distinct_placements(placements: List[tuple]) -> int:
    """How many distinct placements the search stood on: its nodes, each once, however
    it jumped between them (a breadth-first search jumps at every step)."""
    return len({placement for placement in placements if placement})


def queens_attacked(placements: List[tuple]) -> int:
    """How many of those placements hold a queen that an earlier one attacks: a
    queen placed where a test could have ruled it out."""
    distinct = {placement for placement in placements if placement}
    return sum(first_attack(placement) is not None for placement in distinct)


def solutions_seen(placements: List[tuple], n: int) -> int:
    """How many distinct full boards with no attack the replay stood on: the count
    the search's answer must match if the replay followed it."""
    full = {p for p in placements if len(p) == n}
    return sum(first_attack(p) is None for p in full)
