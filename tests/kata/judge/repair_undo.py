"""Guesses at an undo never written: in a loop that places a queen, marks it, calls
the search for the next row, then takes back its marks, a mark that is made before
the call and never taken back after it. The guess adds the line that takes it back
right after the call."""

import ast
from typing import Iterator, List, Optional

from .repair_edit import Edit, indent_of, text
from .source import dict_names

# A mark's value, and the value that takes it back.
UNDONE = {"Q": ".", True: False}


def undos(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """For each mark made in a loop's body (or an `if` there) before a call and not
    taken back after it, the call's line followed by the line that takes it back."""
    dicts = dict_names(tree)
    for block in ast.walk(tree):
        if not isinstance(block, (ast.For, ast.While, ast.If)):
            continue
        body = block.body
        for at, statement in enumerate(body):
            if not is_call(statement):
                continue
            after = body[at + 1 :]
            for mark in body[:at]:
                undo = undo_of(lines, mark, dicts)
                if undo and not any(taken_back(lines, mark, later) for later in after):
                    yield added(lines, statement, mark, undo)


def is_call(statement: ast.stmt) -> bool:
    """A statement that calls the search on: `dfs(r + 1)`, `self.go(r + 1, ...)`,
    `total += dfs(r + 1)`; not a method of the data (`cols.remove(c)`)."""
    value = getattr(statement, "value", None)
    if not (
        isinstance(statement, (ast.Expr, ast.AugAssign)) and isinstance(value, ast.Call)
    ):
        return False
    function = value.func
    return isinstance(function, ast.Name) or (
        isinstance(function, ast.Attribute)
        and getattr(function.value, "id", None) == "self"
    )


def undo_of(lines: List[str], mark: ast.stmt, dicts: set) -> Optional[str]:
    """The line that takes the mark back: `board[r][c] = '.'` for
    `board[r][c] = 'Q'`, `used[c] = False` for `used[c] = True`, `del pos[r]` for
    `pos[r] = c` in a dict, `cols.remove(c)` for `cols.add(c)`, `queens.pop()` for
    `queens.append(c)`; None for anything else."""
    if isinstance(mark, ast.Assign) and len(mark.targets) == 1:
        target, value = mark.targets[0], mark.value
        if isinstance(target, ast.Subscript) and isinstance(value, ast.Constant):
            if type(value.value) in (str, bool) and value.value in UNDONE:
                return f"{text(lines, target)} = {UNDONE[value.value]!r}"
        if isinstance(target, ast.Subscript) and (
            getattr(target.value, "id", None) in dicts
        ):
            return f"del {text(lines, target)}"
    if isinstance(mark, ast.Expr) and isinstance(mark.value, ast.Call):
        call = mark.value
        if isinstance(call.func, ast.Attribute) and len(call.args) == 1:
            owner = text(lines, call.func.value)
            if call.func.attr == "add":
                return f"{owner}.remove({text(lines, call.args[0])})"
            if call.func.attr == "append":
                return f"{owner}.pop()"
    return None


def taken_back(lines: List[str], mark: ast.stmt, later: ast.stmt) -> bool:
    """Does a statement after the call write to, or take from, what the mark wrote?"""
    if isinstance(mark, ast.Assign):
        written = text(lines, mark.targets[0])
        return any(
            isinstance(node, ast.Subscript)
            and isinstance(node.ctx, ast.Store)
            and text(lines, node) == written
            for node in ast.walk(later)
        )
    owner = text(lines, mark.value.func.value)
    return any(
        isinstance(node, ast.Attribute)
        and node.attr in ("remove", "discard", "pop", "clear")
        and text(lines, node.value) == owner
        for node in ast.walk(later)
    )


def added(lines: List[str], call: ast.stmt, mark: ast.stmt, undo: str) -> Edit:
    line = lines[call.end_lineno - 1]
    indent = indent_of(line)
    why = (
        f"line {mark.lineno}, `{text(lines, mark)}`, is done before the "
        "call and nothing after the call takes it back."
    )
    return Edit(call.end_lineno, line, f"{line}\n{indent}{undo}", why)


def fresh_lists(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`nxt = []` made once before a loop whose passes each append to it: the guess
    makes it anew at the top of each pass."""
    for block in ast.walk(tree):
        body = getattr(block, "body", None)
        if not isinstance(body, list) or isinstance(block, (ast.For, ast.While)):
            continue  # a list made in a loop's pass is made anew on each already
        made = {}
        for statement in body:
            if (
                isinstance(statement, ast.Assign)
                and isinstance(statement.value, ast.List)
                and not statement.value.elts
                and len(statement.targets) == 1
                and isinstance(statement.targets[0], ast.Name)
            ):
                made[statement.targets[0].id] = statement.lineno
            if isinstance(statement, ast.For) and made:
                yield from made_anew(lines, statement, made)


def made_anew(lines: List[str], loop: ast.For, made: dict) -> Iterator[Edit]:
    grown = {
        node.func.value.id
        for node in ast.walk(loop)
        if isinstance(node, ast.Call)
        and getattr(node.func, "attr", None) == "append"
        and isinstance(node.func.value, ast.Name)
    }
    assigned = {
        target.id
        for node in ast.walk(loop)
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    for name in sorted(grown & set(made) - assigned):
        first = loop.body[0]
        line = lines[first.lineno - 1]
        indent = indent_of(line)
        why = (
            f"`{name}` is made once, on line {made[name]}, before the loop of line "
            f"{loop.lineno}: each pass adds to what the passes before it left."
        )
        yield Edit(first.lineno, line, f"{indent}{name} = []\n{line}", why)
