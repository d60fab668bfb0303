"""A range that counts down written without its step (a part of the row
`range_shifts`): `range(row - 1, -1)` as `range(row - 1, -1, -1)`. A range whose
stop is 0 or below and whose start is not a number counts up by 1 from its start,
so it is empty wherever the start is at its stop or above it: a loop meant to walk
down from the start. Its `why` says what Python does with the range as written."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from .edit import Edit, replaced, text


def downward_ranges(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`range(a, b)`, b a whole number 0 or below and a no number, as `range(a, b,
    -1)`."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", "") == "range"
            and len(node.args) == 2
            and not node.keywords
        ):
            continue
        start, stop = node.args
        last = number(stop)
        if number(start) is not None or last is None or last > 0:
            continue
        whole, begin, end = (text(lines, part) for part in (node, start, stop))
        said = words("why.downward.empty", range=whole, start=begin, stop=end)
        yield from replaced(lines, node, f"range({begin}, {end}, -1)", said)


def number(node: ast.expr):
    """The whole number the node writes (`3`, `-1`), else None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = number(node.operand)
        return None if inner is None else -inner
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    return None
