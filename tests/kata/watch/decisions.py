"""Which line of a search's file decided each square: while kata.watch.placements
watches a search, ``Decisions`` notes each line run that tests a square or loops
over the columns, where the search stood then (its placement) and the column it
looked at (a local named ``col`` or ``c``), and what a test read that it should not
have (a row with no queen yet, a key left from a queen taken back).
"""

import ast
import linecache
from typing import Dict, List, NamedTuple, Optional

from .keys import left_keys
from ..basics.vocabulary import COLUMNS, QUEENS
from .readers import parameters, row_name
from ..basics import styles


class Skip(NamedTuple):
    """A free square (row, col) below `queens` that the search never tried."""

    queens: tuple  # the queens placed, one column per row from the top
    row: int
    col: int
    line: Optional[int]  # the file's line that turned it away, where known
    code: str  # that line's text
    how: str  # "test": a test said no; "exit": a break or return left the loop
    # before it came to it; "loop": the loop never came to it; "start": the row's
    # slot held a column left from before, past this one; "": unknown
    read: str = ""  # what the test saw that it should not have, where known
    keys: tuple = ()  # ((the set's name, the key it held),) where a key was read

    def why(self, most: int = 64) -> str:
        """The line that turned the square away, and its code, cut to `most` columns."""
        code = self.code if len(self.code) <= most else self.code[: most - 3] + "..."
        if self.how == "test":
            return f"line {self.line} turned it away: {code}"
        if self.how == "exit":
            instead = (
                " (`continue` goes on to the next column)" if code == "break" else ""
            )
            return (
                f"line {self.line} left the loop before it came to it: {code}{instead}"
            )
        if self.how == "loop":
            return f"the loop on line {self.line} never came to it: {code}"
        if self.how == "start":
            return (
                f"when it came to row {self.row}, {self.read}, left from an earlier "
                f"branch, so it went on from there and never came to col {self.col}: "
                "set it back (e.g. to -1) when the search backs up"
            )
        return ""

    def there(self) -> str:
        """What the test that turned the square away saw that it should not have: a
        row with no queen yet, or a key left from a queen taken back."""
        if not self.read or self.how != "test":
            return ""
        return f"there {self.read}"


def spanned(node) -> range:
    """The lines a node of the syntax tree covers."""
    return range(node.lineno, (node.end_lineno or node.lineno) + 1)


def test_lines(tree: ast.AST) -> set:
    """The lines of the file that decide something: `if`, `while` and ternary tests,
    comprehension filters, asserts and returned values (not `while stack:` or
    `while len(stack) > 0:`, tests of whether work is left)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.While) and asks_for_work(node.test):
            continue  # `while stack:` asks if work is left, not of a square
        if isinstance(node, (ast.If, ast.While, ast.IfExp, ast.Assert)):
            found.update(spanned(node.test))
        elif isinstance(node, ast.Return) and is_decided(node.value):
            found.update(spanned(node.value))
        elif isinstance(node, ast.comprehension):
            for condition in node.ifs:
                found.update(spanned(condition))
    return found


def asks_for_work(test: ast.expr) -> bool:
    """`stack`, `len(stack)`, `len(stack) > 0`, `len(stack) != 0`: is work left?"""
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        zero = getattr(test.comparators[0], "value", None) == 0
        if zero and isinstance(test.ops[0], (ast.Gt, ast.NotEq)):
            test = test.left
    if isinstance(test, ast.Call) and getattr(test.func, "id", None) == "len":
        test = test.args[0] if len(test.args) == 1 else test
    return isinstance(test, ast.Name)


def is_decided(value) -> bool:
    """Does a returned value decide something (`return all(...)`), rather than only
    say what an `if` above it decided (`return False`)?"""
    return value is not None and not isinstance(value, ast.Constant)


def queen_reads(tree: ast.AST) -> Dict[int, List[tuple]]:
    """For each line, the places it reads a list of placed columns by a name:
    `queens[i]` as (its line, "queens", "i")."""
    names = set(QUEENS)
    found: Dict[int, List[tuple]] = {}
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Name)
            and node.value.id in names
            and isinstance(node.slice, ast.Name)
        ):
            found.setdefault(node.lineno, []).append((node.value.id, node.slice.id))
    return found


def unplaced_read(reads: List[tuple], frame, placed: tuple) -> str:
    """'it read queens[i] with i = 1, ...': the first read, among `reads`, of a row at or below the
    one being filled (whose value is left from before, or a placeholder), or ''."""
    names = frame.f_locals
    row = row_name(set(names), set(parameters(frame.f_code)))
    for values, index in reads:
        at = names.get(index)
        if (
            index == row
            or type(at) is not int
            or not isinstance(names.get(values), list)
        ):
            continue
        if len(placed) <= at < len(names[values]):
            above = f"range({row})" if row else "the rows above"
            return (
                f"it read {values}[{index}] with {index} = {at}, a row with no queen yet "
                f"(the search is at row {len(placed)}): let {index} run over {above}"
            )
    return ""


def loop_lines(tree: ast.AST) -> set:
    """The lines of `for col in ...`: the loops over a row's columns."""
    return {loop.lineno for loop in column_loops(tree)}


def column_loops(tree: ast.AST) -> list:
    """The `for col in ...` loops over a row's columns."""
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.For)
        and isinstance(node.target, ast.Name)
        and node.target.id in COLUMNS
    ]


def exit_lines(tree: ast.AST) -> set:
    """The lines that leave a loop over the columns early: a `break` of that loop,
    or a `return` inside it."""
    return {line for loop in column_loops(tree) for line in leaving(loop.body, True)}


def leaving(nodes, own: bool):
    """The lines of the returns among the nodes, and of the breaks where the loop
    is still `own` (not a loop nested in it); not in functions defined there."""
    for node in nodes:
        if isinstance(node, ast.Return) or (own and isinstance(node, ast.Break)):
            yield node.lineno
        if isinstance(node, (ast.FunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        inner = isinstance(node, (ast.For, ast.While))
        yield from leaving(ast.iter_child_nodes(node), own and not inner)


def column_in(names: dict) -> Optional[int]:
    """The column a frame is looking at, if it names one."""
    for name in COLUMNS:
        if type(names.get(name)) is int:
            return names[name]
    return None


class Decisions:
    """The lines run at each placement: the last test of each column, and the loop."""

    def __init__(self, path):
        self.path = str(path)
        tree = ast.parse(styles.source(path))
        self.tests, self.loops = test_lines(tree), loop_lines(tree)
        self.reads, self.exits = queen_reads(tree), exit_lines(tree)
        self.tested: Dict[tuple, int] = {}  # (placement, col) -> the last test line
        # (placement, col) -> what its test saw: (words, ((set, key),) or ())
        self.unplaced: Dict[tuple, tuple] = {}
        self.looped: Dict[tuple, int] = {}  # placement -> its loop's line
        self.left: Dict[tuple, int] = {}  # placement -> the line that left its loop
        self.starts: Dict[tuple, tuple] = {}  # placement -> (its row's slot, value)

    def see(self, frame, placement_at) -> None:
        """Note a line run, if it tests or loops (placement_at(frame) reads where),
        and where a search with no column variable first stands below a placement."""
        line = frame.f_lineno
        if column_in(frame.f_locals) is None:
            self.see_start(frame, placement_at)
        if line in self.loops:
            placement = placement_at(frame)
            if placement is not None:
                self.looped.setdefault(placement, line)
        elif line in self.exits:
            placement = placement_at(frame)
            if placement is not None:
                self.left[placement] = line
        elif line in self.tests:
            col = column_in(frame.f_locals)
            placement = placement_at(frame) if col is not None else None
            if placement is not None:
                self.tested[(placement, col)] = line
                read = unplaced_read(self.reads.get(line, []), frame, placement)
                self.unplaced[(placement, col)] = (
                    (read, ()) if read else left_keys(frame, placement, col)
                )

    def see_start(self, frame, placement_at) -> None:
        """Where a search with no column variable comes to a row for the first time
        below a placement, note what the row's slot holds then: a search that steps
        the slot on (`queens[row] += 1`) starts from there. Only that first sight
        counts: a slot filled later at the same row (a stack the search appends to)
        was not left from an earlier branch."""
        placement = placement_at(frame)
        if placement is None or placement in self.starts:
            return
        names = frame.f_locals
        row = row_name(set(names), set(parameters(frame.f_code)))
        for name in QUEENS:
            values = names.get(name)
            if not (isinstance(values, list) and names.get(row) == len(placement)):
                continue
            held = values[len(placement)] if len(placement) < len(values) else None
            self.starts[placement] = (f"{name}[{row}]", held)
            return

    def let_through(self, queens: tuple, col: int) -> Optional[dict]:
        """The last test line run on (len(queens), col) below the queens, where a
        queen was put on it anyway: {"line", "code"}, else None."""
        line = self.tested.get((queens, col))
        if line is None:
            return None
        return {"line": line, "code": linecache.getline(self.path, line).strip()}

    def skip(self, queens: tuple, col: int) -> Skip:
        """The skipped square (len(queens), col), with what is known of why."""
        line, how = self.tested.get((queens, col)), "test"
        if line is None:
            line, how = self.left.get(queens), "exit"
        if line is None:
            line, how = self.looped.get(queens), "loop"
        slot, start = self.starts.get(queens, ("", None))
        if line is None and type(start) is int and col <= start:
            held = f"{slot} still held {start}"
            return Skip(queens, len(queens), col, None, "", "start", held)
        if line is None:
            return Skip(queens, len(queens), col, None, "", "")
        code = linecache.getline(self.path, line).strip()
        read, keys = self.unplaced.get((queens, col), ("", ()))
        if how != "test":
            read, keys = "", ()
        return Skip(queens, len(queens), col, line, code, how, read, keys)
