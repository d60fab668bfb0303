"""A count over half the first row, doubled after the loop, that doubles the middle
column too (a part of the row `middles`): `for c in range((n + 1) // 2): ...` then
`return hits * 2`, written as the loop over `range(n // 2)`, the doubling, and the
loop's body once more for the middle column where n is odd. Its `why` says what the
lines do as written."""

import ast
from typing import Iterator, List, Optional

from ..words.catalogue import words
from ..words.edits import replace
from .edit import Edit, indent_of, text

STORED = (ast.Name, ast.Attribute, ast.Subscript)


def middles_doubled_after(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`for c in range((n + 1) // 2):` followed by `return x * 2` (or `2 * x`): the
    middle counted once, apart."""
    for block in ast.walk(tree):
        body = getattr(block, "body", None)
        if not isinstance(body, list):
            continue
        for loop, after in zip(body, body[1:]):
            size = half_with_middle(loop)
            doubled = doubled_value(after)
            if size is not None and doubled is not None and not loop.orelse:
                yield rewritten(lines, loop, after, size, doubled)


def half_with_middle(loop: ast.stmt) -> Optional[str]:
    """`n` of `for c in range((n + 1) // 2):`, its body below its one-line head."""
    if not (
        isinstance(loop, ast.For)
        and isinstance(loop.target, ast.Name)
        and isinstance(loop.iter, ast.Call)
        and getattr(loop.iter.func, "id", "") == "range"
        and len(loop.iter.args) == 1
        and loop.body[0].lineno > loop.lineno
    ):
        return None
    half = loop.iter.args[0]
    if not (isinstance(half, ast.BinOp) and isinstance(half.op, ast.FloorDiv)):
        return None
    plus = half.left
    if (
        getattr(half.right, "value", None) == 2
        and isinstance(plus, ast.BinOp)
        and isinstance(plus.op, ast.Add)
        and isinstance(plus.left, ast.Name)
        and getattr(plus.right, "value", None) == 1
    ):
        return plus.left.id
    return None


def doubled_value(statement: ast.stmt) -> Optional[ast.expr]:
    """`x` of `return x * 2` or `return 2 * x`, x a name, an attribute or an item."""
    value = getattr(statement, "value", None)
    if not (
        isinstance(statement, ast.Return)
        and isinstance(value, ast.BinOp)
        and isinstance(value.op, ast.Mult)
        and statement.lineno == statement.end_lineno
    ):
        return None
    for two, other in ((value.right, value.left), (value.left, value.right)):
        if getattr(two, "value", None) == 2 and isinstance(other, STORED):
            return other
    return None


def rewritten(lines: List[str], loop: ast.For, after, size: str, doubled) -> Edit:
    outer = indent_of(lines[loop.lineno - 1])
    body = lines[loop.body[0].lineno - 1 : loop.end_lineno]
    step = indent_of(lines[loop.body[0].lineno - 1])[len(outer) :]
    col, count = loop.target.id, text(lines, doubled)
    new = [f"{outer}for {col} in range({size} // 2):", *body]
    new += [f"{outer}{count} *= 2", f"{outer}if {size} % 2:"]
    new += [f"{outer}{step}{col} = {size} // 2", *body]
    new += [f"{outer}return {count}"]
    said = words(
        "why.halves.middle_doubled",
        size=size,
        range=text(lines, loop.iter),
        doubled=text(lines, after.value),
    )
    return replace(
        loop.lineno, lines[loop.lineno - 1], "\n".join(new), said, after.lineno
    )
