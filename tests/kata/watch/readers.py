"""Reading a search's placement from the names in one frame of the style's file.

A placement is a tuple of columns, one per row from the top: (1, 3) is a queen at
(row 0, col 1) and one at (row 1, col 3). Each code object of the file gets the
readers that fit its names, found once (readers_for), in the shared vocabulary or a
learner's other name for it (ALIASES, from kata.basics.vocabulary); ``read`` asks
them in turn. How the readers fit each style is told in ``kata.watch.placements``.
"""

import ast
from typing import Optional

from ..basics.errors import KataError
from ..basics import styles
from ..basics.vocabulary import BITS, BOARDS, COLUMNS, MASKS, PLAIN_ROWS, QUEENS, ROWS
from .code_reads import own_queens


class Untraceable(KataError):
    """No frame of the style's file holds the placed columns under a shared name;
    `reason` says which: "unnamed", "by_columns" (a search column by column: its
    `column`, the call that steps it on), or "rows_in_any_order" (the `name` of
    the dict it keeps its queens in); `fields` holds those (its words are the
    coach's: ``kata.judge.answers.stop_notes``)."""

    def __init__(self, reason: str, **fields):
        super().__init__(reason, fields)
        self.reason, self.fields = reason, fields


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


def _pairs(values) -> Optional[tuple]:
    """A list of (row, col) pairs, one per row from the top, as a tuple of columns
    (an empty list is no evidence of pairs: the readers by row read it)."""
    if (
        not isinstance(values, list)
        or not values
        or not all(
            isinstance(pair, tuple) and len(pair) == 2 and pair[0] == row
            for row, pair in enumerate(values)
        )
    ):
        return None
    return _columns([col for _, col in values])


def _keyed(values) -> Optional[tuple]:
    """A dict of row -> col, its rows 0, 1, ... from the top, as a tuple of columns
    (an empty dict is no evidence: the readers by row read it)."""
    if not isinstance(values, dict) or not values:
        return None
    if set(values) != set(range(len(values))):
        return None
    return _columns([values[row] for row in range(len(values))])


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


def _handed_bits(bits) -> Optional[tuple]:
    """A whole board of bits handed to a function (bitmap_dihedral's `found`)."""
    return _bit_columns(bits) if bits else None


# The kinds of name a placement is read from, each with the names it goes by.
ALIASES = {"queens": QUEENS, "bits": BITS, "board": BOARDS}
BOARD_NAMES = {alias for aliases in ALIASES.values() for alias in aliases}

# (the kind of name read, read only its rows above the row?, must it be a parameter?, how)
READERS = (
    ("queens", True, False, _columns),
    ("bits", True, False, _bit_columns),
    ("board", True, False, _q_columns),
    ("queens", False, False, _stack_entry),
    ("queens", False, False, _appended),  # only where no row is in sight
    ("queens", False, False, _pairs),  # [(row, col), ...]
    ("queens", False, False, _keyed),  # {row: col, ...}, only where no row is in sight
    ("bits", False, True, _handed_bits),
)


def row_name(names: set, passed: set) -> Optional[str]:
    """The name the row goes by among a code object's names (`passed`: its
    parameters): row or r, or i where it is passed in (a loop's `i` is no row)."""
    return next(
        (
            name
            for name in ROWS
            if name in names and (name in PLAIN_ROWS or name in passed)
        ),
        None,
    )


def appends_and_pops(code, names: set) -> bool:
    """Does a function with no row grow and shrink a list as it goes (a search
    that appends a queen and pops it), rather than read a board?"""
    passed = set(parameters(code))
    return row_name(names, passed) is None and grows(code)


def grows(code) -> bool:
    """Does the function append to a list and pop from one?"""
    return {"append", "pop"} <= set(code.co_names)


def parameters(code) -> tuple:
    """The names of a code object's parameters."""
    return code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]


def readers_for(code) -> tuple:
    """The readers whose names a code object has among its locals, each as (the
    name read, the row's name or None, how).

    A function handed a whole board to look at (``def rows(queens): for row, ...``)
    is no search: a reader by the row needs the row passed in too if a board is,
    or the function grows and shrinks the list it is handed (``row = len(queens)``
    in a search that appends a queen and pops it).
    """
    names = set(code.co_varnames) | set(code.co_cellvars) | set(code.co_freevars)
    passed = set(parameters(code))
    row = row_name(names, passed)
    searches = row in passed or not passed & BOARD_NAMES or grows(code)
    own = {"queens": own_queens(code), "bits": (), "board": ()}
    return tuple(
        (name, row if by_row else None, convert)
        for kind, by_row, must_pass, convert in READERS
        for name in ALIASES[kind] + own[kind]
        if name in names
        and (not by_row or row is not None)
        and (not must_pass or name in passed)
        and (not by_row or searches)
        and (convert is not _appended or appends_and_pops(code, names))
        and (convert is not _keyed or row is None)  # with a row: the rows above
    )


def read(readers: tuple, names: dict) -> Optional[tuple]:
    """The placement the first fitting reader finds in the locals, or None."""
    for name, row_at, convert in readers:
        values = names.get(name)
        row = names.get(row_at) if row_at else None
        if row_at and isinstance(values, dict) and type(row) is int:
            values = [values.get(above) for above in range(row)]  # rows above only
        sized = isinstance(values, (list, tuple))
        if row_at and not (sized and type(row) is int and row <= len(values)):
            continue
        if row_at and row == 0 and not of_its_kind(convert, values):
            continue  # nothing above row 0: only a board of the reader's kind says ()
        placement = convert(values[:row] if row_at else values)
        if placement is not None:
            return placement
    return None


def of_its_kind(convert, values) -> bool:
    """Is the whole board the kind the reader reads: rows of squares, each a
    string (a grid of True/False is none), or one whole number a row?"""
    if convert is _q_columns:
        return all(
            isinstance(line, (list, str)) and all(type(s) is str for s in line)
            for line in values
        )
    return all(value is None or type(value) is int for value in values)


def codes_in(code) -> list:
    """The code object and every code object nested in it."""
    nested = [const for const in code.co_consts if hasattr(const, "co_code")]
    return [code, *(inner for const in nested for inner in codes_in(const))]


def check_traceable(path) -> None:
    """An Untraceable error if no function in the file has a reader's names, or if
    its search goes column by column (a replay by rows would misread it)."""
    source = styles.source(path)
    module = compile(source, str(path), "exec")
    if not any(readers_for(code) for code in codes_in(module)):
        raise Untraceable("unnamed")
    column = column_by_column(ast.parse(source))
    if column:
        raise Untraceable("by_columns", column=column)


def column_by_column(tree: ast.AST) -> str:
    """The recursive call that steps a column on (`solve(board, col + 1)`), where a
    search goes column by column; else ''."""
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        own = {arg.arg for arg in function.args.args}
        for node in ast.walk(function):
            called = getattr(node, "func", None)
            if getattr(called, "id", getattr(called, "attr", None)) != function.name:
                continue
            for arg in node.args:
                if (
                    isinstance(arg, ast.BinOp)
                    and isinstance(arg.op, ast.Add)
                    and getattr(arg.left, "id", None) in own & set(COLUMNS)
                    and getattr(arg.right, "value", None) == 1
                ):
                    return ast.unparse(node)
    return ""


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
    return all(type(names.get(name)) is int for name in MASKS)


def refuse_rows_out_of_order(names: dict) -> None:
    """An Untraceable error for queens kept as a dict, row -> col, seen to hold a
    row below one it has not filled: a search that fills the rows in any order
    (exact cover picks the row or column with the fewest options), which a replay
    row by row cannot follow."""
    for name in ALIASES["queens"]:
        rows = names.get(name)
        if isinstance(rows, dict) and set(rows) != set(range(len(rows))):
            raise Untraceable("rows_in_any_order", name=name)
