"""Guesses at an undo never written: in a loop that places a queen, marks it, calls
the search for the next row, then takes back its marks, a mark that is made before
the call and never taken back after it. The guess adds the line that takes it back
right after the call. In a search by hand, a step back a row that leaves that row's
queen where it was: the guess moves it on. A mark never taken back is one row,
`marks_taken_back`, with ``marks.marks_never_cleared``."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import insert, insert_before
from .edit import Edit, indent_of, text
from .marks import marks_never_cleared
from ..causes.source import dict_names

# A mark's value, and the value that takes it back.
UNDONE = {"Q": ".", True: False}


def marks_taken_back(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A mark never taken back, taken back: after the call made after it, or with
    its kin where they are cleared."""
    yield from undos(tree, lines)
    yield from marks_never_cleared(tree, lines)


def undos(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """For each mark made in a loop's body (or an `if` there) before a call (or an
    `if` that holds the call) and not taken back after it, the call's line (or the
    `if`'s last) followed by the line that takes it back, as deep as the mark."""
    dicts = dict_names(tree)
    for block in ast.walk(tree):
        if not isinstance(block, (ast.For, ast.While, ast.If)):
            continue
        body = block.body
        for at, statement in enumerate(body):
            if not (is_call(statement) or holds_call(statement)):
                continue
            after = body[at + 1 :]
            for mark in body[:at]:
                for written, undo in undos_of(lines, mark, dicts):
                    if not any(taken_back(lines, mark, written, s) for s in after):
                        yield added(lines, statement, mark, written, undo)


def holds_call(statement: ast.stmt) -> bool:
    """An `if` whose own body calls the search on (`if ok: dfs(r + 1)`)."""
    return isinstance(statement, ast.If) and any(map(is_call, statement.body))


def is_call(statement: ast.stmt) -> bool:
    """A statement that calls the search on: `dfs(r + 1)`, `self.go(r + 1, ...)`,
    `total += dfs(r + 1)`, `yield from self.go(r + 1)`; not a method of the data
    (`cols.remove(c)`)."""
    value = getattr(statement, "value", None)
    if isinstance(value, ast.YieldFrom):  # `yield from self.place(row + 1)`
        value = value.value
    if not (
        isinstance(statement, (ast.Expr, ast.AugAssign)) and isinstance(value, ast.Call)
    ):
        return False
    function = value.func
    return isinstance(function, ast.Name) or (
        isinstance(function, ast.Attribute)
        and getattr(function.value, "id", None) == "self"
    )


def undos_of(lines: List[str], mark: ast.stmt, dicts: set) -> List[tuple]:
    """(what the mark writes, the line that takes it back): `board[r][c] = '.'` for
    `board[r][c] = 'Q'`, `used[c] = False` for `used[c] = True` (each flag of
    `used[c] = up[r + c] = True` alone), `del pos[r]` for `pos[r] = c` in a dict,
    `cols.remove(c)` for `cols.add(c)`, `queens.pop()` for `queens.append(c)`;
    [] for anything else."""
    if is_swap(mark):  # a swap is its own undo
        return [(text(lines, mark), text(lines, mark))]
    if isinstance(mark, ast.Assign):
        value, found = mark.value, []
        for target in mark.targets:
            written = text(lines, target)
            if isinstance(target, ast.Subscript) and isinstance(value, ast.Constant):
                if type(value.value) in (str, bool) and value.value in UNDONE:
                    found.append((written, f"{written} = {UNDONE[value.value]!r}"))
            elif len(mark.targets) == 1 and isinstance(target, ast.Subscript):
                if getattr(target.value, "id", None) in dicts:
                    found.append((written, f"del {written}"))
        return found
    if isinstance(mark, ast.Expr) and isinstance(mark.value, ast.Call):
        call = mark.value
        if isinstance(call.func, ast.Attribute) and len(call.args) == 1:
            owner = text(lines, call.func.value)
            if call.func.attr == "add":
                return [(owner, f"{owner}.remove({text(lines, call.args[0])})")]
            if call.func.attr == "append":
                return [(owner, f"{owner}.pop()")]
    return []


def is_swap(mark: ast.stmt) -> bool:
    """`a[k], a[i] = a[i], a[k]`: two items of a list traded."""
    if not (isinstance(mark, ast.Assign) and len(mark.targets) == 1):
        return False
    target, value = mark.targets[0], mark.value
    return (
        isinstance(target, ast.Tuple)
        and isinstance(value, ast.Tuple)
        and len(target.elts) == len(value.elts) == 2
        and all(isinstance(node, ast.Subscript) for node in target.elts)
        and [ast.dump(node.slice) for node in target.elts]
        == [ast.dump(node.slice) for node in reversed(value.elts)]
    )


def taken_back(lines: List[str], mark: ast.stmt, written: str, later) -> bool:
    """Does a statement after the call write to, or take from, what the mark wrote?"""
    if is_swap(mark):
        return any(
            is_swap(node) and text(lines, node) == written for node in ast.walk(later)
        )
    if isinstance(mark, ast.Assign):
        return any(
            isinstance(node, ast.Subscript)
            and isinstance(node.ctx, (ast.Store, ast.Del))
            and text(lines, node) == written
            for node in ast.walk(later)
        )
    return any(
        isinstance(node, ast.Attribute)
        and node.attr in ("remove", "discard", "pop", "clear")
        and text(lines, node.value) == written
        for node in ast.walk(later)
    )


def added(lines: List[str], call: ast.stmt, mark: ast.stmt, written, undo) -> Edit:
    line = lines[call.end_lineno - 1]
    indent = indent_of(lines[mark.lineno - 1])
    why = words("why.undo.kept", line=mark.lineno, mark=text(lines, mark))
    if is_swap(mark):
        why = words("why.undo.swapped", line=mark.lineno)
    if isinstance(mark, ast.Assign) and len(mark.targets) > 1:
        why = words("why.undo.set", line=mark.lineno, written=written)
    return insert(call.end_lineno, line, f"{indent}{undo}", why)


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
        why = words("why.undo.made_once", name=name, made=made[name], loop=loop.lineno)
        yield insert_before(first.lineno, line, f"{indent}{name} = []", why)


def stalled_steps_back(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A search by hand (`while row >= 0:`) that steps back a row (`row -= 1`)
    without moving that row's queen on (`pos[row] += 1`, as the loop does
    elsewhere): the row above tries the same column again."""
    for loop in ast.walk(tree):
        if not isinstance(loop, ast.While):
            continue
        steps = [node for node in ast.walk(loop) if is_step(node)]
        for block in ast.walk(loop):
            body = getattr(block, "body", None)
            if not isinstance(body, list):
                continue
            for at, back in enumerate(body):
                if not is_step(back, by=ast.Sub):
                    continue
                row = back.target.id
                moved = [s for s in steps if getattr(s.target.slice, "id", None) == row]
                if moved and not any(
                    is_same(lines, moved[0], s) for s in body[at + 1 :]
                ):
                    line = lines[back.lineno - 1]
                    why = words("why.undo.stalled")
                    advance = f"{indent_of(line)}{text(lines, moved[0])}"
                    yield insert(back.lineno, line, advance, why)


def is_step(node: ast.AST, by=ast.Add) -> bool:
    """`pos[row] += 1` (by=Add, a subscript), or `row -= 1` (by=Sub, a name)."""
    if not (
        isinstance(node, ast.AugAssign)
        and isinstance(node.op, by)
        and getattr(node.value, "value", None) == 1
    ):
        return False
    wanted = ast.Subscript if by is ast.Add else ast.Name
    return isinstance(node.target, wanted)


def is_same(lines: List[str], one: ast.stmt, other: ast.stmt) -> bool:
    return text(lines, one) == text(lines, other)
