"""Why a square's check let it through, read from a learner's source with ``ast``
and tied to what the run showed: a return that ends the loop over the queens in its
first pass, a range over the rows above that stops short or starts late, a test
of the last queen alone (the keys that differ along the line they should name are
``kata.judge.causes.key_clues``)."""

import ast
from typing import List

from . import try_clues
from .rows_read import rows_visited
from ...basics.vocabulary import ROWS
from .source import Clue, parsed
from ..words.catalogue import words


def loops_around(tree: ast.AST, line: int) -> List[ast.For]:
    """The `for` loops whose bodies hold the line, innermost first."""
    loops = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.For) and node.body[0].lineno <= line <= node.end_lineno
    ]
    return sorted(loops, key=lambda loop: loop.lineno, reverse=True)


def never_compared(
    source: str, line: int, square: tuple, attackers: List[tuple], n: int
):
    """Why the check on `line` let a square of `row` through though the queens at
    `attackers` attack it, where its loop over the rows above shows it plainly: a
    return that ends the loop in its first pass, or a range that stops short of the
    attacker's row or starts past it, each worked out at the square, or a lookup
    off the board whose IndexError a `try` swallows (kata.judge.causes.try_clues), as
    Words; else ''."""
    tree = parsed(source)
    loops = loops_around(tree, line) + helpers_loops(tree, line) if tree else []
    row = square[0]
    for loop in loops:
        swallowed = try_clues.swallowed(
            tree, loop, square, {r for r, _ in attackers}, n
        )
        if swallowed:
            return swallowed
        last = loop.body[-1]
        first = first_row(loop, row, n)
        if always_returns(last) and first is not None:
            if first in {r for r, _ in attackers}:
                return ""  # the first pass compares the attacker: not this
            returns = (
                words(
                    "check.both_return",
                    line=last.body[-1].lineno,
                    other=last.orelse[-1].lineno,
                )
                if isinstance(last, ast.If)
                else words("check.returns", line=last.lineno)
            )
            return words("check.first_pass", returns=returns, loop=loop.lineno)
        stop = short_range(loop, row, attackers, n)
        if stop:
            return stop
    return ""


def helpers_loops(tree: ast.AST, line: int) -> List[ast.For]:
    """The `for` loops of the file's own functions that the line calls (`safe(...)`,
    `self.safe(...)`): where a check the line only calls makes its decision."""
    called = {
        getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node, "lineno", None) == line
    }
    functions = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.name in called
    ]
    return [
        loop
        for function in functions
        for loop in ast.walk(function)
        if isinstance(loop, ast.For)
    ]


def short_range(loop: ast.For, row: int, attackers: List[tuple], n: int):
    """'`range(i - 1)` on line 6 stops before row 2 ...' (Words), where the loop's
    range, worked out at the square's row, leaves out every attacker's row; else
    ''."""
    call = loop.iter
    if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "range"):
        return ""
    if not indexes_with(loop):
        return ""  # not a loop over the queens above: its row is not looked up
    rows = {r for r, _ in attackers}
    visited = rows_visited(loop, row, n)
    if visited is None or rows & visited:
        return ""  # not worked out at this square, or the attacker's row is read
    said = {"call": ast.unparse(call), "loop": loop.lineno}
    if len(call.args) == 1 and is_minus_one(call.args[0]) and rows == {row - 1}:
        bound = ast.unparse(call.args[0].left)
        return words("check.stops_short", **said, row=row - 1, bound=bound)
    first = call.args[0] if len(call.args) > 1 else None
    if (
        isinstance(first, ast.Constant)
        and first.value
        and rows
        and max(rows) < first.value
    ):
        return words("check.starts_late", **said, start=first.value, row=min(rows))
    return ""


def indexes_with(loop: ast.For) -> bool:
    """Does the loop's body look something up by its variable (queens[i])?"""
    name = getattr(loop.target, "id", None)
    return any(
        isinstance(node, ast.Subscript)
        and any(getattr(inner, "id", None) == name for inner in ast.walk(node.slice))
        for statement in loop.body
        for node in ast.walk(statement)
    )


def always_returns(node) -> bool:
    """Does the statement return whichever way it goes (`return`, or an `if` whose
    body and `else` both end in one)?"""
    if isinstance(node, ast.Return):
        return True
    return (
        isinstance(node, ast.If)
        and bool(node.orelse)
        and always_returns(node.body[-1])
        and always_returns(node.orelse[-1])
    )


def first_row(loop: ast.For, row: int, n: int):
    """The row a loop over the rows above looks at first: for the placed queens
    themselves (`for qr, qc in placed`, `enumerate(queens)`) the first placed, row
    0's; for a range, the row its first value looks up, worked out at the square's
    row (kata.judge.causes.rows_read); None where it is not worked out."""
    call = loop.iter
    if isinstance(call, ast.Name) or (
        isinstance(call, ast.Call)
        and getattr(call.func, "id", "") == "enumerate"
        and len(call.args) == 1
        and isinstance(call.args[0], ast.Name)
    ):
        return 0
    if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "range"):
        return None
    visited = rows_visited(loop, row, n, first=True)
    return min(visited) if visited else None


def is_minus_one(node) -> bool:
    """Is the expression `X - 1`, for a name X?"""
    return (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Sub)
        and isinstance(node.left, ast.Name)
        and getattr(node.right, "value", None) == 1
    )


def last_queen_reads(source: str) -> List[Clue]:
    """A test that reads only the queen one row up (`queens[-1]` of a list the
    search appends to, `perm[k - 1]` beside `perm[k]`, `grid[r - 1]`) and walks
    no list: the
    queens above it are never compared (the coach says so only where every attack
    on an extra board spans two rows or more)."""
    tree = parsed(source)
    if tree is None:
        return []
    found = []
    rows_up = named_rows_up(tree)
    for test in (node for node in ast.walk(tree) if isinstance(node, ast.Compare)):
        reads = [
            node
            for node in ast.walk(test)
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)
        ]
        indexes = {(node.value.id, ast.unparse(node.slice)) for node in reads}
        lasts = [
            node
            for node in reads
            if (ast.unparse(node.slice) == "-1" and appended(tree, node.value.id))
            or one_before(node, indexes)
            or row_above(node.slice)
            or node.value.id in rows_up
        ]
        if lasts and not walks(tree, test.lineno, lasts[0].value.id):
            name = lasts[0].value.id
            named = (
                words("check.named_row", name=name, row=rows_up[name])
                if name in rows_up
                else words("nothing")
            )
            said = words(
                "check.last_queen",
                test=ast.unparse(test),
                read=ast.unparse(lasts[0]),
                named=named,
            )
            found.append(Clue(test.lineno, said))
    return found


def named_rows_up(tree: ast.AST) -> dict:
    """{name: what it is} for each name set to the row one up (`above =
    board[-1]` of a list the search appends to, `prev = grid[r - 1]`)."""
    return {
        node.targets[0].id: ast.unparse(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Subscript)
        and isinstance(node.value.value, ast.Name)
        and (
            (
                ast.unparse(node.value.slice) == "-1"
                and appended(tree, node.value.value.id)
            )
            or row_above(node.value.slice)
        )
    }


def walks(tree: ast.AST, line: int, name: str) -> bool:
    """Does a loop or a comprehension on the line go over the list `name`?"""
    return any(
        isinstance(node, (ast.comprehension, ast.For))
        and node.iter.lineno == line
        and name in ast.unparse(node.iter)
        for node in ast.walk(tree)
    )


def appended(tree: ast.AST, name: str) -> bool:
    """Does the search append to the list `name` (row by row: its last item is the
    queen one row up)?"""
    return any(
        isinstance(node, ast.Call)
        and getattr(node.func, "attr", "") == "append"
        and getattr(node.func.value, "id", "") == name
        for node in ast.walk(tree)
    )


def one_before(node: ast.Subscript, indexes: set) -> bool:
    """`perm[k - 1]` on a line that reads `perm[k]` too: the item one before."""
    index = node.slice
    return (
        isinstance(index, ast.BinOp)
        and isinstance(index.op, ast.Sub)
        and getattr(index.right, "value", None) == 1
        and (node.value.id, ast.unparse(index.left)) in indexes
    )


def row_above(index: ast.AST) -> bool:
    """`r - 1`, a row's name less one: the row one up."""
    return (
        isinstance(index, ast.BinOp)
        and isinstance(index.op, ast.Sub)
        and getattr(index.left, "id", None) in ROWS
        and getattr(index.right, "value", None) == 1
    )
