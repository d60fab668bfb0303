"""A check whose loop over the rows above sits in `try: ... except IndexError:`
that only passes: a lookup off the board's edge raises, and the handler ends the
whole loop there, before the rows after it are compared. Said only where the
lookup, worked out at the square, is off the board before the attacker's row is
read."""

import ast
from typing import List, Optional

from ...basics.arithmetic import evaluated
from ..words.catalogue import Words, words
from .rows_read import MOST, is_name

CAUGHT = {"IndexError", "LookupError", "Exception", None}


def swallowing_try(tree: ast.AST, loop: ast.For) -> Optional[ast.ExceptHandler]:
    """The handler of a `try` around the loop that catches an IndexError and only
    passes (no return, no raise), else None."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Try):
            continue
        if not any(inner is loop for part in node.body for inner in ast.walk(part)):
            continue
        for handler in node.handlers:
            caught = getattr(handler.type, "id", None)
            if caught in CAUGHT and all(isinstance(s, ast.Pass) for s in handler.body):
                return handler
    return None


def swallowed(tree: ast.AST, loop: ast.For, square: tuple, rows: set, n: int) -> str:
    """'line 26 reads column col + k = 3 ...' where, at the square, a lookup of the
    loop's body is off the board at a value before any that reads one of `rows`
    (the attackers'); else ''."""
    handler = swallowing_try(tree, loop)
    name = getattr(loop.target, "id", None)
    if handler is None or name is None:
        return ""
    scope = square_scope(loop, name, square, n)
    if scope is None:
        return ""
    values = evaluated(loop.iter, scope)
    if not isinstance(values, range) or len(values) > MOST:
        return ""
    for value in values:
        here = {**scope, name: value}
        for lookup in lookups(loop, name):
            guard = guarded(loop, lookup, here)
            if guard is None:
                return ""  # whether the lookup runs is not worked out
            if not guard:
                continue
            read = evaluated(lookup.slice, here)
            if not isinstance(read, int):
                return ""
            if read >= n:
                return said(lookup, read, (name, value), handler, loop, min(rows))
            if read in rows and not isinstance(lookup.value, ast.Subscript):
                return ""  # the attacker's row is read before any lookup raises
    return ""


def said(lookup, read: int, at: tuple, handler, loop, row: int) -> Words:
    caught = f"except {ast.unparse(handler.type)}" if handler.type else "except"
    return words(
        "try.swallowed",
        name=at[0],
        value=at[1],
        line=lookup.lineno,
        index=ast.unparse(lookup.slice),
        read=read,
        caught=caught,
        handler=handler.lineno,
        loop=loop.lineno,
        row=row,
    )


def guarded(loop: ast.For, lookup: ast.Subscript, scope: dict) -> Optional[bool]:
    """Does the lookup run in this pass? False where a test before it in an `and`
    (`c + k < n and board[r][c + k]`) or an `if` around it is false; None where
    such a test cannot be worked out."""
    for node in ast.walk(loop):
        tests = []
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
            for at, value in enumerate(node.values):
                if any(inner is lookup for inner in ast.walk(value)):
                    tests = node.values[:at]
        if isinstance(node, ast.If) and node is not loop:
            inside = [
                inner for part in node.body + node.orelse for inner in ast.walk(part)
            ]
            tests = [node.test] if any(inner is lookup for inner in inside) else []
        for test in tests:
            value = evaluated(test, scope)
            if value is None:
                return None
            if not value:
                return False
    return True


def square_scope(loop: ast.For, name: str, square: tuple, n: int) -> Optional[dict]:
    """The names of the square as the loop reads them: the one name its range reads
    beside n is the row; the one other its lookups read is the column."""
    row, col = square
    ranged = {node.id for node in ast.walk(loop.iter) if is_name(node)} - {"n"}
    ranged -= {"range"}
    read = (
        {
            node.id
            for lookup in lookups(loop, name)
            for node in ast.walk(lookup.slice)
            if is_name(node)
        }
        - ranged
        - {name, "n"}
    )
    if len(ranged) != 1 or len(read) > 1:
        return None
    return {"n": n, ranged.pop(): row, **{other: col for other in read}}


def lookups(loop: ast.For, name: str) -> List[ast.Subscript]:
    """The lookups in the loop's body whose index reads its variable, in the order
    they run within one pass (by line, then from the inside out)."""
    found = [
        node
        for statement in loop.body
        for node in ast.walk(statement)
        if isinstance(node, ast.Subscript)
        and any(is_name(inner) and inner.id == name for inner in ast.walk(node.slice))
    ]
    return sorted(found, key=lambda node: (node.lineno, node.col_offset, depth(node)))


def depth(node: ast.Subscript) -> int:
    return 1 + depth(node.value) if isinstance(node.value, ast.Subscript) else 0
