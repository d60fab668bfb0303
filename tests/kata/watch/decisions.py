"""Which line of a search's file decided each square: while kata.watch.placements
watches a search, ``Decisions`` notes each line run that tests a square or loops
over the columns, where the search stood then (its placement) and the column it
looked at (a local named ``col`` or ``c``), and what a test read that it should not
have (a row with no queen yet, a key left from a queen taken back). What it says of
a square is what the run showed there: a loop is said to be left before a square
only where that very loop, at the square's row, was seen left at a column before
it; a square a line that calls the search on ran with, where that call ran no line
of the file (a generator made and dropped), is said to be come to, not skipped.
"""

import ast
import linecache
from typing import Dict, List, NamedTuple, Optional

from .decision_lines import below, column_loops, columns_of, exit_lines, loops_around
from .decision_lines import queen_reads, search_calls, searching_loops, spanned
from .decision_lines import taken_bodies, test_lines
from .board_reads import board_reads, squares_read
from .keys import left_keys, lookups, test_at
from .writes import WriteLog
from ..basics.vocabulary import QUEENS
from .code_reads import reads_slot
from .frame_reads import column_in, column_name, unplaced_read
from .readers import parameters, row_name
from ..basics import styles


class Skip(NamedTuple):
    """A free square (row, col) below `queens` on which the search never went on
    with a queen: never tried, or come to and left there ("called"). Data: its
    words are the coach's (``kata.judge.answers.skip_notes``)."""

    queens: tuple  # the queens placed, one column per row from the top
    row: int
    col: int
    line: Optional[int]  # the file's line that turned it away, where known
    code: str  # that line's text
    how: str  # "test": a test said no; "exit": a break or return left the row's
    # loop over the columns before it came to it; "loop": the loop never came to
    # it; "start": the row's slot held a column left from before, past this one;
    # "called": a line that calls the search on ran with it, and that call ran no
    # line of the file; "": unknown
    read: Optional[dict] = None  # what the test saw that it should not have, where
    # known: {"kind", ...} (kata.watch.keys, frame_reads.unplaced_read, "start")
    keys: tuple = ()  # ((the set's name, the key it held),) where a key was read
    wrote: (
        tuple
    ) = ()  # where the run put that key in: kata.watch.writes.Origins.written

    def tried(self) -> bool:
        """Did the search come to the square and go on from it (a line that calls
        the search on ran with it), though nothing came of it?"""
        return self.how == "called"


def lines_inside(loops) -> Dict[int, tuple]:
    """{a line: the lines of the loops whose body holds it} (not the loop's own
    line, where its variable still holds the turn before)."""
    inside: Dict[int, tuple] = {}
    for loop in loops:
        for line in spanned(loop)[1:]:
            inside[line] = inside.get(line, ()) + (loop.lineno,)
    return inside


def looked_up(path: str, tests: set) -> dict:
    """Each test line -> the names it looks a square up in (`k in S`, `S[k]`)."""
    found = {
        line: list(lookups(test_at(path, line) or ast.Constant(0))) for line in tests
    }
    return {line: names for line, names in found.items() if names}


class Decisions:
    """The lines run at each placement: the last test of each column, and the loop."""

    def __init__(self, path):
        self.path = str(path)
        tree = ast.parse(styles.source(path))
        self.tests, self.reads = test_lines(tree), queen_reads(tree)
        self.bodies = taken_bodies(tree)  # test line -> the lines of a body it takes
        self.pending: Dict[object, tuple] = {}  # frame -> (its last test's square,
        # the lines of the body that test takes: run next, the test let it on)
        self.taken = set()  # (placement, col) whose last test let it on
        self.columns = {loop.lineno: loop for loop in column_loops(tree)}
        self.inside = lines_inside(self.columns.values())  # line -> its column loops
        self.last: Dict[int, int] = {}  # id of a frame running -> its last line
        self.began: Dict[tuple, tuple] = {}  # (id of a frame, a column loop's line)
        # -> the placement where that loop last began in it
        self.came: Dict[tuple, set] = {}  # (placement, loop line) -> the columns the
        # loop's body ran with, after it began at that placement
        self.exits, self.calls = exit_lines(tree), search_calls(tree)
        self.searching = searching_loops(tree)
        self.around = loops_around(tree)
        self.tested: Dict[tuple, int] = {}  # (placement, col) -> the last test line
        self.board_reads = board_reads(tree, self.tests)
        self.looked: Dict[tuple, dict] = {}  # (placement, col) -> {a board square a
        # test line read: (that line, whether a queen stood there then)}
        # (placement, col) -> what its test saw: (what was read, ((set, key),) or
        # (), where the run put that key in)
        self.unplaced: Dict[tuple, tuple] = {}
        self.looped: Dict[tuple, int] = {}  # placement -> its loop's line
        self.rows: Dict[tuple, int] = {}  # placement -> the line of the loop that
        # goes over its row's columns: a test ran with its column in its body
        self.left: Dict[tuple, dict] = {}  # placement -> {a loop's line: (the line
        # that left it, its column then, the columns it goes over, or None)}
        self.starts: Dict[tuple, tuple] = {}  # placement -> (its row's slot's list
        # and index names, value, where the run wrote it, from a branch left:
        # WriteLog.branch_left)
        # (placement, col) -> the line of a call of the search that ran nothing
        self.called: Dict[tuple, int] = {}
        self.leaving: Dict[object, tuple] = {}  # frame -> an exit line, until it is
        # seen to leave (the next line its frame runs is past the loop)
        self.calling: Optional[tuple] = None  # (frame, (placement, col), line)
        self.writes = WriteLog(path, looked_up(self.path, self.tests))

    def see(self, frame, placement_at) -> None:
        """Note a line run, if it tests or loops (placement_at(frame) reads where),
        and where a search with no column variable first stands below a placement."""
        self.settle(frame)
        self.writes.line(frame)
        line = frame.f_lineno
        key, body = self.pending.pop(frame, (None, ()))
        if line in body:
            self.taken.add(key)
        col = column_in(frame.f_locals)
        if col is None:
            self.see_start(frame, placement_at)
        self.see_loop_turn(frame, line, col, placement_at)
        if line in self.calls and col is not None:
            placement = placement_at(frame)
            if placement is not None:
                self.calling = (frame, (placement, col), line)
        if line in self.columns:
            placement = placement_at(frame)
            if placement is not None:
                self.looped.setdefault(placement, line)
        elif line in self.exits:
            placement = placement_at(frame)
            if placement is not None:
                self.leaving[frame] = (placement, line, self.loops_left(frame, line))
        elif line in self.tests:
            placement = placement_at(frame) if col is not None else None
            if placement is not None:
                self.tested[(placement, col)] = line
                for row, column, queen in squares_read(
                    self.board_reads.get(line, []), frame.f_locals
                ):
                    self.looked.setdefault((placement, col), {})[(row, column)] = (
                        line,
                        queen,
                    )
                self.taken.discard((placement, col))
                self.pending[frame] = ((placement, col), self.bodies.get(line, ()))
                self.see_row_loop(frame, placement, line)
                read = unplaced_read(self.reads.get(line, []), frame, placement)
                self.unplaced[(placement, col)] = (
                    (read, (), ())
                    if read
                    else left_keys(frame, placement, col, self.writes)
                )

    def see_row_loop(self, frame, placement: tuple, line: int) -> None:
        """The loop over the columns whose body holds the test line, where the test
        reads the square's column by that loop's own variable: the row's loop."""
        name = column_name(frame.f_locals)
        for loop, variable in self.around.get(line, ()):
            if variable == name:
                self.rows.setdefault(placement, loop)

    def loops_left(self, frame, line: int) -> dict:
        """{the line of each loop over the columns the exit line leaves: (its
        column now, the columns its range goes over, worked out now, or None)}."""
        names = frame.f_locals
        return {
            loop: (names.get(name), columns_of(self.columns[loop], names))
            for loop, name in self.exits[line].items()
        }

    def settle(self, frame) -> None:
        """At each line run: a call of the search that ran no line of the file
        before this one (in its frame or a caller's) started nothing; an exit line
        whose frame runs on past its loops, or returned, left them."""
        if self.calling is not None:
            caller, key, line = self.calling
            self.calling = None
            if not below(frame, caller):
                self.called[key] = line
        settled = [f for f in self.leaving if not below(frame, f)]
        for waiting in settled:
            placement, line, loops = self.leaving.pop(waiting)
            inside = waiting is frame and any(
                frame.f_lineno in spanned(self.columns[loop]) for loop in loops
            )
            if not inside:
                self.note_left(placement, line, loops)

    def note_left(self, placement: tuple, line: int, loops: dict) -> None:
        """An exit line seen to leave its loops, each kept with the column it was at."""
        for loop, (at, columns) in loops.items():
            self.left.setdefault(placement, {})[loop] = (line, at, columns)

    def ended(self) -> None:
        """The search returned: a call waiting for a line ran none, and the exits
        waiting for their frame's next line left their loops."""
        if self.calling is not None:
            _, key, line = self.calling
            self.called[key], self.calling = line, None
        for waiting in list(self.leaving):
            placement, line, loops = self.leaving.pop(waiting)
            self.note_left(placement, line, loops)

    def see_start(self, frame, placement_at) -> None:
        """Where a search that reads a row's slot (`queens[row] += 1`) first comes
        to the row below a placement, note what the slot holds: it starts there (a
        slot filled later, as a stack appends, was not left from another branch)."""
        placement = placement_at(frame)
        if placement is None or placement in self.starts:
            return
        names = frame.f_locals
        row = row_name(set(names), set(parameters(frame.f_code)))
        for name in QUEENS:
            values = names.get(name)
            if not (isinstance(values, list) and names.get(row) == len(placement)):
                continue
            if not reads_slot(frame.f_code, name, row):
                return
            self.writes.watch(values)  # where each slot is written, from now on
            held = values[len(placement)] if len(placement) < len(values) else None
            wrote = self.writes.last_of(values, len(placement))
            from_branch = self.writes.branch_left(wrote, placement)
            self.starts[placement] = ((name, row), held, from_branch)
            return

    def let_through(self, queens: tuple, col: int) -> Optional[dict]:
        """The last test line run on (len(queens), col) below the queens, where a
        queen was put on it anyway: {"line", "code", "looked"}, else None; "looked"
        holds [row, col, line, queen] of each board square a test line read on it
        (the last line to read it, and whether a queen stood there)."""
        line = self.tested.get((queens, col))
        if line is None:
            return None
        looked = self.looked.get((queens, col), {}).items()
        return {
            "line": line,
            "code": linecache.getline(self.path, line).strip(),
            "looked": [
                [row, column, at, queen] for (row, column), (at, queen) in looked
            ],
        }

    def skip(self, queens: tuple, col: int) -> Skip:
        """The skipped square (len(queens), col), with what is known of why."""
        line, how = self.called.get((queens, col)), "called"
        if line is None and (queens, col) in self.taken:  # let on, never gone on from
            return Skip(queens, len(queens), col, None, "", "")
        if line is None:
            line, how = self.tested.get((queens, col)), "test"
        if line is None:
            line, how = self.left_before(queens, col), "exit"
        if line is None:
            line, how = self.never_came(queens, col), "loop"
        (values, index), start, branch = self.starts.get(queens, (("", ""), None, None))
        if line is None and type(start) is int and col <= start:
            held = {"kind": "start", "values": values, "index": index, "held": start}
            held["branch"] = branch
            return Skip(queens, len(queens), col, None, "", "start", held)
        if line is None:
            return Skip(queens, len(queens), col, None, "", "")
        code = linecache.getline(self.path, line).strip()
        read, keys, wrote = self.unplaced.get((queens, col), (None, (), ()))
        if how != "test":
            read, keys, wrote = None, (), ()
        return Skip(queens, len(queens), col, line, code, how, read, keys, wrote)

    def entered(self, frame) -> None:
        """A new frame starts (not a generator resumed): it has run no line yet."""
        self.last.pop(id(frame), None)

    def see_loop_turn(self, frame, line: int, col, placement_at) -> None:
        """Where a loop over the columns begins (its line run, the frame's line
        before outside it), note the placement it began at; where its body runs
        with a column, note the column as come to from that placement."""
        key, before = id(frame), self.last.get(id(frame))
        self.last[key] = line
        loop = self.columns.get(line)
        if loop is not None and before not in spanned(loop):
            self.began[(key, line)] = placement_at(frame)
        for outer in self.inside.get(line, ()) if col is not None else ():
            start = self.began.get((key, outer))
            if start is not None:
                self.came.setdefault((start, outer), set()).add(col)

    def never_came(self, queens: tuple, col: int) -> Optional[int]:
        """The line of the loop over the columns of the queens' row, where that
        loop, begun at the queens, never ran its body with `col` (where the board
        changed under it, it came to the column below other queens); else None."""
        loop = self.row_loop(queens)
        return None if col in self.came.get((queens, loop), ()) else loop

    def row_loop(self, queens: tuple) -> Optional[int]:
        """The line of the loop over the columns of the row below the queens: one a
        test ran in with its own column, else the first seen there where it calls
        the search on (not a check's scan of a row above); None where none is."""
        if queens in self.rows:
            return self.rows[queens]
        first = self.looped.get(queens)
        return first if first in self.searching else None

    def left_before(self, queens: tuple, col: int) -> Optional[int]:
        """The line that left the loop over the columns of the queens' row at a
        column it comes to before `col`: one its range, worked out as it was left,
        comes to later (where it is worked out), else a smaller one; None where
        none did."""
        row_loop = self.row_loop(queens)
        line, at, columns = self.left.get(queens, {}).get(row_loop, (None,) * 3)
        if type(at) is not int:
            return None
        if columns is None:
            return line if at < col else None
        later = at in columns and col in columns[columns.index(at) + 1 :]
        return line if later else None
