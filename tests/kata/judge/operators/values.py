"""A name's value one off where it is set: `c = queens[row]` as `c = queens[row] -
1` and `+ 1`. A change that makes sense in any Python program: a value read from
a list or worked out, set one past what its readers want (an index one past a
list's end, a step taken before the value it replaces is used). The change says
itself: its Edit has no why."""

import ast
from typing import Iterator, List

from .edit import Edit, replaced, text

READ = (ast.Subscript, ast.Name, ast.Attribute)  # a value read as it is
WORKED = (ast.Add, ast.Sub, ast.Mult)  # or worked out by one of these


def is_length(value: ast.expr) -> bool:
    """Is the value `len(x)`?"""
    return (
        isinstance(value, ast.Call)
        and getattr(value.func, "id", "") == "len"
        and len(value.args) == 1
    )


def offset(value: ast.expr) -> bool:
    """Is the value a sum or difference with a whole number (`x - 1`)?"""
    return (
        isinstance(value, ast.BinOp)
        and isinstance(value.op, (ast.Add, ast.Sub))
        and isinstance(value.right, ast.Constant)
        and type(value.right.value) is int
    )


def values_one_off(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`name = value`, value read, worked out or `len(x)` (not a constant, no other call), as
    `value - 1` and `value + 1`."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
        ):
            continue
        value = node.value
        if offset(value):
            continue  # `x - 1`: its number is the constants' row's to change
        if isinstance(value, ast.BinOp) and isinstance(value.op, WORKED):
            said = text(lines, value)
            said = f"({said})" if isinstance(value.op, ast.Mult) else said
        elif isinstance(value, READ) or is_length(value):
            said = text(lines, value)
        else:
            continue
        for step in ("- 1", "+ 1"):
            yield from replaced(lines, value, f"{said} {step}")
