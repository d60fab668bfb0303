"""Where a column can reach n, one past the board, read from a learner's source with
``ast``: a mask of n + 1 bits, or a loop over range(n + 1)."""

import ast
from typing import List

from ..words.catalogue import words
from .source import Clue, parsed


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
                    words("width.shift", code=ast.unparse(node)),
                )
            )
        is_range = (
            isinstance(node, ast.Call) and getattr(node.func, "id", "") == "range"
        )
        if is_range and node.args and is_n_plus_one(node.args[-1]):
            found.append(
                Clue(
                    node.lineno,
                    words("width.range", code=ast.unparse(node)),
                )
            )
    return sorted(set(found))
