"""Why a square's check let it through, and where a column past the board comes
from, read from a learner's source with ``ast`` and tied to what the run showed: a
return that ends the loop over the queens in its first pass, a range over the rows
above that stops short or starts late, a mask of n + 1 bits, a range(n + 1)."""

import ast
from typing import List

from .source import Clue, parsed


def loops_around(tree: ast.AST, line: int) -> List[ast.For]:
    """The `for` loops whose bodies hold the line, innermost first."""
    loops = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.For) and node.body[0].lineno <= line <= node.end_lineno
    ]
    return sorted(loops, key=lambda loop: loop.lineno, reverse=True)


def never_compared(source: str, line: int, row: int, attackers: List[tuple]) -> str:
    """Why the check on `line` let a square of `row` through though the queens at
    `attackers` attack it, where its loop over the rows above shows it plainly: a
    return that ends the loop in its first pass, or a range that stops short of the
    attacker's row or starts past it; else ''."""
    tree = parsed(source)
    for loop in loops_around(tree, line) if tree else ():
        last = loop.body[-1]
        first = first_row(loop, row)
        if isinstance(last, ast.Return) and first is not None:
            if first in {r for r, _ in attackers}:
                return ""  # the first pass compares the attacker: not this
            return (
                f"line {last.lineno} returns in the first pass of the loop on line "
                f"{loop.lineno}, so the queens after the first it looks at are never "
                "compared: return after the loop, once every queen is checked"
            )
        stop = short_range(loop, row, attackers)
        if stop:
            return stop
    return ""


def short_range(loop: ast.For, row: int, attackers: List[tuple]) -> str:
    """'`range(i - 1)` on line 6 stops before row 2 ...', where the loop's range
    leaves out every attacker's row; else ''."""
    call = loop.iter
    if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "range"):
        return ""
    rows = {r for r, _ in attackers}
    text = f"`{ast.unparse(call)}` on line {loop.lineno}"
    if len(call.args) == 1 and is_minus_one(call.args[0]) and rows == {row - 1}:
        return (
            f"{text} stops before row {row - 1}, the row just above, so the queen "
            f"there is never compared: run it over every row above, range({ast.unparse(call.args[0].left)})"
        )
    first = call.args[0] if len(call.args) > 1 else None
    if (
        isinstance(first, ast.Constant)
        and first.value
        and rows
        and max(rows) < first.value
    ):
        return (
            f"{text} starts at row {first.value}, so the queen in row {min(rows)} is "
            "never compared: start it at 0"
        )
    return ""


def first_row(loop: ast.For, row: int):
    """The row a loop over the rows above looks at first: 0 for range(X) or
    range(0, X), row - 1 for range(X - 1, -1, -1); None where it is not plain."""
    call = loop.iter
    if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "range"):
        return None
    args = call.args
    if len(args) == 1 or (len(args) == 2 and getattr(args[0], "value", None) == 0):
        return 0
    step = args[2] if len(args) == 3 else None
    if step is not None and ast.unparse(step) == "-1" and is_minus_one(args[0]):
        return row - 1
    return None


def is_minus_one(node) -> bool:
    """Is the expression `X - 1`, for a name X?"""
    return (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Sub)
        and isinstance(node.left, ast.Name)
        and getattr(node.right, "value", None) == 1
    )


def is_n_plus_one(node) -> bool:
    """Is the expression `n + 1`?"""
    return (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Add)
        and getattr(node.left, "id", None) == "n"
        and getattr(node.right, "value", None) == 1
    )


def wide_columns(source: str) -> List[Clue]:
    """Where a column can reach n, one past the board: a mask of n + 1 bits,
    `(1 << n + 1) - 1` (`<<` binds looser than `+`), or a loop over range(n + 1)."""
    tree = parsed(source)
    found = []
    for node in ast.walk(tree) if tree else ():
        shift = isinstance(node, ast.BinOp) and isinstance(node.op, ast.LShift)
        if shift and is_n_plus_one(node.right):
            found.append(
                Clue(
                    node.lineno,
                    f"`{ast.unparse(node)}` shifts by n + 1, so the mask built from it "
                    "has n + 1 bits and column n is free too: shift by n, "
                    "`(1 << n) - 1`",
                )
            )
        is_range = (
            isinstance(node, ast.Call) and getattr(node.func, "id", "") == "range"
        )
        if is_range and node.args and is_n_plus_one(node.args[-1]):
            found.append(
                Clue(
                    node.lineno,
                    f"`{ast.unparse(node)}` runs to n, one column past the board: the "
                    "columns are range(n)",
                )
            )
    return sorted(set(found))
