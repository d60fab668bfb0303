"""An undo that takes out something other than what its do put in, written as the
do's mirror (a part of the row `missing_undos`): before the search's call, `s.add(v)`
(alone, or as the one statement of a loop); after it, `s.pop()`, which takes out any
item (alone, or in a loop of its own): the undo written as the do is, with `discard` for
`add`. Its `why` says what Python does with the undo as written."""

import ast
from typing import Iterator, List, NamedTuple, Optional

from ..words.catalogue import words
from ..words.edits import replace
from .edit import Edit, indent_of, text
from .undo import is_call

TAKING = {"pop"}


class Change(NamedTuple):
    """A do or an undo: its loop's head ('' where it stands alone), the object it
    changes, its call."""

    head: str
    owner: str
    call: ast.Call


def mirrored_undos(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """In a block that calls the search on, each undo after the call that takes out
    of what a do before the call put in, but not what it put in: as the do's mirror."""
    for block in ast.walk(tree):
        body = getattr(block, "body", None)
        if not isinstance(body, list) or isinstance(block, ast.ClassDef):
            continue
        for at, statement in enumerate(body):
            if is_call(statement):
                found = list(undone_mirrored(lines, body[:at], body[at + 1 :]))
                yield from found
                if len(found) > 1:
                    yield from all_at_once(lines, found)


def undone_mirrored(lines: List[str], before, after) -> Iterator[Edit]:
    """Each undo of `after` that takes out of what a do of `before` put in, as the
    do's mirror."""
    for do in before:
        added = change_of(lines, do, {"add"})
        if added is None or len(added.call.args) != 1:
            continue
        for undo in after:
            taken = change_of(lines, undo, TAKING)
            if taken is not None and taken.owner == added.owner:
                yield from mirrored(lines, do, added, undo, taken)


def all_at_once(lines: List[str], found: List[Edit]) -> List[Edit]:
    """The undos of one block mirrored at once (`cols.pop()`, `ups.pop()` on lines
    side by side), where each is one line and they stand on lines side by side."""
    numbers = sorted(edit.line for edit in found)
    if any(edit.last for edit in found) or numbers != list(
        range(numbers[0], numbers[0] + len(found))
    ):
        return []
    first = min(found, key=lambda edit: edit.line)
    new = "\n".join(edit.new for edit in sorted(found, key=lambda edit: edit.line))
    return [first._replace(new=new, last=numbers[-1])]


def change_of(lines: List[str], statement: ast.stmt, methods) -> Optional[Change]:
    """The change of `owner.method(...)` alone, or as the one statement of a `for`
    loop whose head is one line; else None."""
    head = ""
    if isinstance(statement, ast.For) and len(statement.body) == 1:
        if statement.body[0].lineno == statement.lineno or statement.orelse:
            return None
        head = lines[statement.lineno - 1].strip()
        statement = statement.body[0]
    if not (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call)):
        return None
    call = statement.value
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in methods and not call.keywords:
        if statement.lineno == statement.end_lineno:
            return Change(head, text(lines, func.value), call)
    return None


def mirrored(lines: List[str], do: ast.stmt, added: Change, undo, taken) -> List[Edit]:
    """The undo written as the do's mirror, where that differs from it."""
    put = text(lines, added.call.args[0])
    outer = indent_of(lines[undo.lineno - 1])
    inner = outer + " " * (
        len(indent_of(lines[do.lineno])) - len(indent_of(lines[do.lineno - 1]))
    )
    mirror = f"{added.owner}.discard({put})"
    new = f"{outer}{added.head}\n{inner}{mirror}" if added.head else f"{outer}{mirror}"
    old = "\n".join(lines[undo.lineno - 1 : undo.end_lineno])
    if new == old:
        return []
    taken_out = text(lines, taken.call)
    done = text(lines, added.call)
    if taken.call.func.attr != "pop" or taken.call.args:
        return []  # `s.remove(w)`: w may hold the item put in
    said = words("why.mirrored_undos.pop", undo=taken_out, done=done)
    last = undo.end_lineno if undo.end_lineno > undo.lineno else 0
    return [replace(undo.lineno, lines[undo.lineno - 1], new, said, last=last)]
