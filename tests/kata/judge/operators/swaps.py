"""Two statements side by side in the other order (one operator, `statements_swapped`):
where one changes what the other reads (`row = len(queens)` above `col =
queens.pop()`, `queens.append(c)` above `row = len(queens)`), the reader sees it as
it was before the change, or after, the other way round from what the swap gives.
Its `why` says which reads what before or after which changes it."""

import ast
from typing import Iterator, List, Optional, Set

from ...watch.writes import MUTATORS
from ..words.catalogue import words
from ..words.edits import move
from .edit import Edit, indent_of, text

# methods that change their object in place: those the tracer watches, and a deque's
CHANGING = MUTATORS | {"popleft", "appendleft", "intersection_update"}
SIMPLE = (ast.Assign, ast.AugAssign, ast.Expr)


def statements_swapped(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """Each two simple statements of one line each, side by side in a block, where
    one changes what the other reads and neither reads what the other sets: the
    second moved before the first."""
    for block in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(block, field, None)
            if isinstance(body, list):
                for first, second in zip(body, body[1:]):
                    edit = swapped(lines, first, second)
                    if edit is not None:
                        yield edit


def swapped(lines: List[str], first: ast.stmt, second: ast.stmt) -> Optional[Edit]:
    if not all(
        isinstance(s, SIMPLE) and s.lineno == s.end_lineno for s in (first, second)
    ):
        return None
    if second.lineno != first.lineno + 1:
        return None
    if set_names(first) & read_texts(lines, second):
        return None  # the second reads what the first sets: not free to swap
    if set_names(second) & read_texts(lines, first):
        return None
    changed = changed_of(lines, second) & read_texts(lines, first)
    key = "why.swaps.before"
    if not changed:
        changed = changed_of(lines, first) & read_texts(lines, second)
        key = "why.swaps.after"
    if not changed:
        return None
    said = words(key, second=text(lines, second), changed=sorted(changed)[0])
    line = lines[first.lineno - 1]
    new = indent_of(line) + text(lines, second)
    return move(first.lineno, line, new, said, last=second.lineno, to=first.lineno)


def changed_of(lines: List[str], statement: ast.stmt) -> Set[str]:
    """What the statement changes in place: `x` of `x.pop()`, `v = x.pop()`, `x +=
    1`."""
    if isinstance(statement, ast.AugAssign):
        return {text(lines, statement.target)}
    value = statement.value
    if (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and value.func.attr in CHANGING
    ):
        return {text(lines, value.func.value)}
    return set()


def set_names(statement: ast.stmt) -> Set[str]:
    """The plain names the statement assigns."""
    targets = getattr(statement, "targets", None) or [
        getattr(statement, "target", None)
    ]
    return {
        node.id
        for target in targets
        if target is not None
        for node in ast.walk(target)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)
    }


def read_texts(lines: List[str], statement: ast.stmt) -> Set[str]:
    """The names and attributes (`self.queens`) the statement reads."""
    value = (
        statement.value
        if isinstance(statement, (ast.Assign, ast.AugAssign, ast.Expr))
        else statement
    )
    found = set()
    for node in ast.walk(value):
        if isinstance(node, (ast.Name, ast.Attribute)) and isinstance(
            node.ctx, ast.Load
        ):
            found.add(text(lines, node))
    if isinstance(statement, ast.AugAssign):
        found.add(text(lines, statement.target))
    return found
