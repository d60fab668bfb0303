"""Watching a search: the partial placements a style's solveNQueens visits.

A placement is a tuple of columns, one per row from the top: (1, 3) is a queen at
(row 0, col 1) and one at (row 1, col 3). While solveNQueens(n) runs, sys.settrace
reads the placement from the locals of the frames of the style's own file, at each
'call' event and each 'line' event (only at the call when ``row`` is the function's
parameter: see reads_every_line), by the first of these readers that fits, in the
shared vocabulary (or a learner's other name for it: ``pos`` for ``queens``, ``r``
or ``i`` for ``row``, see ALIASES):

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

import sys
from pathlib import Path
from typing import List, NamedTuple, Optional

from .errors import KataError


class Untraceable(KataError):
    """No frame of the style's file holds the placed columns under a shared name."""


class Watch(NamedTuple):
    """What one run of solveNQueens(n) showed."""

    placements: List[tuple]  # the distinct consecutive placements, from ()
    lines: int  # line events in the style's own file
    stopped: bool  # the steps limit cut the run short
    bits: bool  # the search kept cols, diag and anti as int masks
    returned: Optional[int]  # how many boards solveNQueens returned (None: stopped)
    crowded: Optional[dict] = None  # a board first seen with two queens in a row


class Move(NamedTuple):
    """One step of the search: kind "placed", "backtrack" or "solution"."""

    kind: str
    row: int  # the row of the queen placed, taken back, or placed last
    col: int
    queens: tuple  # the placement after the move


class _Enough(BaseException):
    """Raised inside the tracer to end a run at its steps limit."""


def _columns(values) -> Optional[tuple]:
    """A list or tuple of ints as a tuple of columns."""
    if not isinstance(values, (list, tuple)) or any(type(v) is not int for v in values):
        return None
    return tuple(values)


def _stack_entry(values) -> Optional[tuple]:
    """A tuple of ints (an explicit stack's entry) as a tuple of columns."""
    return _columns(values) if isinstance(values, tuple) else None


def _appended(values) -> Optional[tuple]:
    """A list of columns that grows and shrinks with the search (no -1 for unset)."""
    if not isinstance(values, list) or any(type(v) is not int or v < 0 for v in values):
        return None
    return tuple(values)


def _bit_columns(bits) -> Optional[tuple]:
    """The column of each bit (bit -> bit.bit_length() - 1), if each is one bit."""
    if not isinstance(bits, list) or any(
        type(bit) is not int or bit <= 0 or bit & (bit - 1) for bit in bits
    ):
        return None
    return tuple(bit.bit_length() - 1 for bit in bits)


def _q_columns(lines) -> Optional[tuple]:
    """The column of the 'Q' in each line of a board, if each has one."""
    if any(not isinstance(line, (list, str)) or "Q" not in line for line in lines):
        return None
    return tuple(line.index("Q") for line in lines)


def crowded_board(names: dict) -> Optional[dict]:
    """A board (a list of rows of squares, by one of the board's names) with a row
    that holds two queens or more: {"row", "cols", "board"}, else None."""
    for name in ALIASES["board"]:
        lines = names.get(name)
        if not isinstance(lines, list) or not all(
            isinstance(line, (list, str)) for line in lines
        ):
            continue
        for row, line in enumerate(lines):
            cols = [col for col, square in enumerate(line) if square == "Q"]
            if len(cols) > 1:
                board = ["".join(line) for line in lines]
                return {"row": row, "cols": cols, "board": board}
    return None


def _handed_bits(bits) -> Optional[tuple]:
    """A whole board of bits handed to a function (bitmap_dihedral's `found`)."""
    return _bit_columns(bits) if bits else None


# The names a learner's placed columns and row go by, the shared vocabulary's first.
ALIASES = {
    "queens": (
        "queens", "pos", "positions", "queen", "qs", "q", "path", "cur", "curr",
        "state", "perm", "cols_of",
    ),  # fmt: skip
    "bits": ("bits",),
    "board": ("board", "grid"),
}
ROW_NAMES = ("row", "r", "i")
PLAIN_ROW_NAMES = {"row", "r"}  # a row wherever they are; `i` only as a parameter
BOARD_NAMES = {alias for aliases in ALIASES.values() for alias in aliases}

# (the kind of name read, read only its rows above the row?, must it be a parameter?, how)
READERS = (
    ("queens", True, False, _columns),
    ("bits", True, False, _bit_columns),
    ("board", True, False, _q_columns),
    ("queens", False, False, _stack_entry),
    ("queens", False, False, _appended),  # only where no row is in sight
    ("bits", False, True, _handed_bits),
)


def row_name(names: set, passed: set) -> Optional[str]:
    """The name the row goes by among a code object's names (`passed`: its
    parameters): row or r, or i where it is passed in (a loop's `i` is no row)."""
    return next(
        (
            name
            for name in ROW_NAMES
            if name in names and (name in PLAIN_ROW_NAMES or name in passed)
        ),
        None,
    )


def appends_and_pops(code, names: set) -> bool:
    """Does a function with no row grow and shrink a list as it goes (a search
    that appends a queen and pops it), rather than read a board?"""
    passed = set(parameters(code))
    return row_name(names, passed) is None and {"append", "pop"} <= set(code.co_names)


def parameters(code) -> tuple:
    """The names of a code object's parameters."""
    return code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]


def readers_for(code) -> tuple:
    """The readers whose names a code object has among its locals, each as (the
    name read, the row's name or None, how).

    A function handed a whole board to look at (``def rows(queens): for row, ...``)
    is no search: a reader by the row needs the row passed in too if a board is.
    """
    names = set(code.co_varnames) | set(code.co_cellvars) | set(code.co_freevars)
    passed = set(parameters(code))
    row = row_name(names, passed)
    return tuple(
        (name, row if by_row else None, convert)
        for kind, by_row, must_pass, convert in READERS
        for name in ALIASES[kind]
        if name in names
        and (not by_row or row is not None)
        and (not must_pass or name in passed)
        and (not by_row or row in passed or not passed & BOARD_NAMES)
        and (convert is not _appended or appends_and_pops(code, names))
    )


def read(readers: tuple, names: dict) -> Optional[tuple]:
    """The placement the first fitting reader finds in the locals, or None."""
    for name, row_at, convert in readers:
        values = names.get(name)
        row = names.get(row_at) if row_at else None
        sized = isinstance(values, (list, tuple))
        if row_at and not (sized and type(row) is int and row <= len(values)):
            continue
        placement = convert(values[:row] if row_at else values)
        if placement is not None:
            return placement
    return None


def codes_in(code) -> list:
    """The code object and every code object nested in it."""
    nested = [const for const in code.co_consts if hasattr(const, "co_code")]
    return [code, *(inner for const in nested for inner in codes_in(const))]


def check_traceable(path) -> None:
    """An Untraceable error if no function in the file has a reader's names."""
    module = compile(Path(path).read_text(), str(path), "exec")
    if not any(readers_for(code) for code in codes_in(module)):
        raise Untraceable(
            "its queens cannot be read: name the placed columns `queens` "
            "(with `row`) as the shipped styles do"
        )


def reads_every_line(code) -> bool:
    """Must the code's frames be read at each line, not only when called?

    Not when ``row`` is a parameter: then the frame's rows above ``row`` stay as
    they were at the call (a recursive search changes them only in the calls it
    makes), and a sibling's call shows the queens taken back as a jump.
    """
    passed = set(parameters(code))
    return row_name(passed, passed) is None


def shared_prefix(before: tuple, after: tuple) -> int:
    """How many rows, from the top, two placements have in common."""
    shared = 0
    while shared < min(len(before), len(after)) and before[shared] == after[shared]:
        shared += 1
    return shared


def has_masks(names: dict) -> bool:
    """Are cols, diag and anti all int masks here?"""
    return all(type(names.get(name)) is int for name in ("cols", "diag", "anti"))


def refuse_rows_out_of_order(names: dict) -> None:
    """An Untraceable error for queens kept as a dict, row -> col: a search that
    fills the rows in any order (exact cover picks the row or column with the
    fewest options), which a replay row by row cannot follow."""
    for name in ALIASES["queens"]:
        if isinstance(names.get(name), dict):
            raise Untraceable(
                f"it keeps `{name}` as a dict, row -> col, and fills the rows in any "
                "order, which a replay row by row cannot follow"
            )


class FileTracer:
    """A tracer (sys.settrace) for the frames of one file: each code object's
    readers are found once, and `look(frame, called)` is asked where a placement
    may have changed; a subclass says what it does with it."""

    def __init__(self, filename: str):
        self.filename = filename
        self.codes = {}  # code object -> (its readers, read at every line?)

    def on_call(self, frame, event, arg):
        """The global tracer: watch only the frames of the style's file."""
        code = frame.f_code
        if code.co_filename != self.filename:
            return None
        if code not in self.codes:
            self.codes[code] = (readers_for(code), reads_every_line(code))
        self.look(frame, called=True)
        return self.on_event

    def on_event(self, frame, event, arg):
        """The local tracer: look again at each line where lines matter."""
        if event == "line" and self.codes[frame.f_code][1]:
            self.look(frame, called=False)
        return self.on_event

    def look(self, frame, called: bool) -> None:
        raise NotImplementedError


class _Watcher(FileTracer):
    """The tracer's state for one run: placements seen, moves and lines counted."""

    def __init__(self, filename: str, steps: Optional[int], decisions=None):
        super().__init__(filename)
        self.steps, self.decisions = steps, decisions
        self.placements, self.moves, self.lines = [()], 0, 0
        self.bits = False
        self.crowded = None  # the first board seen with two queens in a row

    def on_event(self, frame, event, arg):
        """The local tracer: count line events, and look where lines matter."""
        if event == "line":
            self.lines += 1
            if self.codes[frame.f_code][1]:
                self.look(frame, called=False)
            if self.decisions is not None:
                self.decisions.see(frame, self.placement_at)
        return self.on_event

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
    `decisions` (a kata.skips.Decisions) is shown each line run, with a way to read
    the placement there."""
    check_traceable(path)
    watcher = _Watcher(str(path), steps, decisions)
    instance = solution()
    previous = sys.gettrace()
    stopped, returned = False, None
    sys.settrace(watcher.on_call)
    try:
        returned = len(instance.solveNQueens(n))
    except _Enough:
        stopped = True
    finally:
        sys.settrace(previous)
    if not stopped and watcher.placements[-1] != ():
        watcher.placements.append(())  # solveNQueens returned: the board is empty
    return Watch(
        watcher.placements,
        watcher.lines,
        stopped,
        watcher.bits,
        returned,
        watcher.crowded,
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
