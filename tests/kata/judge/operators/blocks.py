"""The general repair search's change to the block a statement stands in (one
operator, `loop_resets`): a
list (or a count) set anew as the first statement of a loop's body, and read
after the loop, set once before the loop instead; and the other way, a value
set once before a loop whose every pass builds on it (`line = line[:c] + ...`),
set anew as the loop's first statement. Each `why` says what Python does with
the lines as written."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import move
from .edit import Edit, indent_of, text
from .flags import flags_into_loops
from .undo import fresh_lists

FRESH = (ast.List, ast.Dict, ast.Set, ast.Constant)


def loop_resets(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A value set on the wrong side of a loop's head, moved across it: set in
    the loop, set before it; set before it, set in it; a list a loop fills, made
    anew in it as well."""
    yield from resets_out_of_loops(tree, lines)
    yield from resets_into_loops(tree, lines)
    yield from fresh_lists(tree, lines)
    yield from flags_into_loops(tree, lines)


def resets_out_of_loops(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`for p in layer: nxt = [] ...` then `layer = nxt` after the loop: `nxt = []`
    before the loop."""
    for block in ast.walk(tree):
        body = getattr(block, "body", None)
        if not isinstance(body, list):
            continue
        for at, loop in enumerate(body):
            if not isinstance(loop, ast.For) or not loop.body:
                continue
            first = loop.body[0]
            if not (
                isinstance(first, ast.Assign)
                and len(first.targets) == 1
                and isinstance(first.targets[0], ast.Name)
                and isinstance(first.value, FRESH)
                and first.lineno == loop.lineno + 1 == first.end_lineno
            ):
                continue
            name = first.targets[0].id
            after = body[at + 1 :]
            if not any(reads(statement, name) for statement in after):
                continue
            header = lines[loop.lineno - 1]
            reset = indent_of(header) + text(lines, first)
            why = words(
                "why.blocks.set_each_pass",
                statement=text(lines, first),
                loop=loop.lineno,
            )
            yield move(
                loop.lineno, header, reset, why, last=first.lineno, to=loop.lineno
            )


def reads(statement: ast.stmt, name: str) -> bool:
    return any(
        isinstance(node, ast.Name)
        and node.id == name
        and isinstance(node.ctx, ast.Load)
        for node in ast.walk(statement)
    )


def resets_into_loops(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`line = "." * n` then `for c in cols: line = line[:c] + "Q" + ...`: the first
    moved into the loop, as its first statement."""
    for block in ast.walk(tree):
        body = getattr(block, "body", None)
        if not isinstance(body, list):
            continue
        for fresh, loop in zip(body, body[1:]):
            if not (
                isinstance(fresh, ast.Assign)
                and len(fresh.targets) == 1
                and isinstance(fresh.targets[0], ast.Name)
                and isinstance(loop, ast.For)
                and fresh.lineno == fresh.end_lineno == loop.lineno - 1
            ):
                continue
            name = fresh.targets[0].id
            if not any(builds_on(statement, name) for statement in loop.body):
                continue
            header = lines[loop.lineno - 1]
            inner = indent_of(lines[loop.body[0].lineno - 1])
            set_anew = inner + text(lines, fresh)
            why = words(
                "why.blocks.set_once", statement=text(lines, fresh), loop=loop.lineno
            )
            yield move(
                fresh.lineno,
                lines[fresh.lineno - 1],
                set_anew,
                why,
                last=loop.lineno,
                to=loop.lineno,
            )


def builds_on(statement: ast.stmt, name: str) -> bool:
    """`name = ... name ...`: the statement sets the name from itself."""
    return (
        isinstance(statement, ast.Assign)
        and any(getattr(target, "id", None) == name for target in statement.targets)
        and reads(statement.value, name)
    )
