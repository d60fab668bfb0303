"""The rows a loop over the rows above reads, worked out at one square: its range
evaluated with the square's row, and each index its body reads with the loop's
value (`board[row - k][col]` reads row - k, `queens[i]` row i). A claim about what
the loop leaves out is made only on rows worked out so."""

import ast
from typing import Optional, Set

from ...basics.arithmetic import evaluated

MOST = 64  # values of a range worked out, at most


def rows_visited(
    loop: ast.For, row: int, n: int, first: bool = False
) -> Optional[Set[int]]:
    """The rows the loop's body reads by its variable, over its range worked out
    with the square's `row` (the one name the range reads beside n) and n; those of
    its first value alone where `first`; None where it cannot be worked out."""
    name = getattr(loop.target, "id", None)
    call = loop.iter
    if name is None or not isinstance(call, ast.Call):
        return None
    free = {node.id for arg in call.args for node in ast.walk(arg) if is_name(node)}
    free -= {"n"}
    if len(free) > 1:
        return None
    scope = {"n": n, **{other: row for other in free}}
    values = evaluated(call, scope)
    if not isinstance(values, range) or len(values) > MOST:
        return None
    indexes = row_indexes(loop, name)
    if not indexes:
        return None
    rows = set()
    for value in list(values)[:1] if first else values:
        for index in indexes:
            read = evaluated(index, {**scope, name: value})
            if not isinstance(read, int):
                return None
            rows.add(read)
    return rows


def row_indexes(loop: ast.For, name: str) -> list:
    """The first index of each lookup in the loop's body that reads its variable:
    `row - k` of `board[row - k][col - k]`, `i` of `queens[i]`."""
    found = []
    for statement in loop.body:
        for node in ast.walk(statement):
            if not isinstance(node, ast.Subscript) or isinstance(
                node.value, ast.Subscript
            ):
                continue
            if any(
                is_name(inner) and inner.id == name for inner in ast.walk(node.slice)
            ):
                found.append(node.slice)
    return found


def is_name(node: ast.AST) -> bool:
    return isinstance(node, ast.Name)
