"""A flag set once before a loop that turns it the other way and never back (a part
of the row `loop_resets`): `ok = True` before `for col in ...:`, whose body sets
`ok = False` (in an inner loop too) and reads `ok`, moved into the loop as its
first statement, so each pass starts with it set. Its `why` says what the lines do
as written."""

import ast
from typing import Iterator, List, Optional

from ..words.catalogue import words
from ..words.edits import move
from .edit import Edit, indent_of, text

LOOPS = (ast.For, ast.While)
SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def flags_into_loops(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`ok = True` before a loop whose body sets `ok = False` and reads `ok`, with
    nothing between the two that reads or sets `ok`: moved into the loop, first."""
    for block in ast.walk(tree):
        body = getattr(block, "body", None)
        if not isinstance(body, list):
            continue
        for at, flag in enumerate(body):
            name = flag_set(flag)
            if name is None:
                continue
            loop = next_loop(body[at + 1 :], name)
            turned = loop and turned_once(loop, name, flag.value.value)
            if turned and one_line_head(lines, loop):
                yield moved_in(lines, flag, loop, turned)


def flag_set(statement: ast.stmt) -> Optional[str]:
    """The name of `name = True` (a constant) on one line, else None."""
    if (
        isinstance(statement, ast.Assign)
        and len(statement.targets) == 1
        and isinstance(statement.targets[0], ast.Name)
        and isinstance(statement.value, ast.Constant)
        and statement.lineno == statement.end_lineno
    ):
        return statement.targets[0].id
    return None


def next_loop(after: List[ast.stmt], name: str):
    """The first loop of `after`, where no statement before it names `name`."""
    for statement in after:
        if isinstance(statement, LOOPS):
            return statement
        if any(getattr(node, "id", None) == name for node in ast.walk(statement)):
            return None
    return None


def turned_once(loop: ast.stmt, name: str, value) -> Optional[ast.Assign]:
    """The loop body's first `name = other` (another constant), where the body
    reads `name` and never sets it back to `value` (nor any other way), else None."""
    inside = [node for statement in loop.body for node in own_nodes(statement)]
    reads = any(
        isinstance(node, ast.Name)
        and node.id == name
        and isinstance(node.ctx, ast.Load)
        for node in inside
    )
    sets = [node for node in inside if sets_name(node, name)]
    if not reads or not sets:
        return None
    values = [getattr(node.value, "value", None) for node in sets]
    if not all(isinstance(node.value, ast.Constant) for node in sets):
        return None
    if value in values:
        return None
    return sets[0]


def own_nodes(node: ast.AST) -> Iterator[ast.AST]:
    """The node and those inside it, but not inside a function or class it defines."""
    yield node
    for child in ast.iter_child_nodes(node):
        if not isinstance(child, SCOPES):
            yield from own_nodes(child)


def sets_name(node: ast.AST, name: str) -> bool:
    if isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        return getattr(node.target, "id", None) == name
    return isinstance(node, ast.Assign) and any(
        getattr(target, "id", None) == name for target in node.targets
    )


def one_line_head(lines: List[str], loop: ast.stmt) -> bool:
    """Is the loop's head one line, its body below it?"""
    header = lines[loop.lineno - 1].rstrip()
    return header.endswith(":") and loop.body[0].lineno > loop.lineno


def moved_in(lines: List[str], flag: ast.Assign, loop: ast.stmt, turned) -> Edit:
    inner = indent_of(lines[loop.body[0].lineno - 1])
    name, turned = flag.targets[0].id, text(lines, turned)
    said = words("why.flags.once", name=name, turned=turned)
    return move(
        flag.lineno,
        lines[flag.lineno - 1],
        inner + text(lines, flag),
        said,
        last=loop.lineno,
        to=loop.lineno,
    )
