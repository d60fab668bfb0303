"""The general repair search's change to a method's early `return`: a guard, `if
<test>: return ...` in the method's own body, left out; alone, then with every
other method's guard of the same test (a shortcut written in both methods). Its
`why` says what Python does with the lines as written."""

import ast
from typing import Iterator, List

from ..words.catalogue import Words, words
from ..words.edits import delete
from .edit import Edit, text
from ..causes.state_clues import methods_of


def guards_left_out(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    guards = [
        (method, guard) for method in methods(tree) for guard in guards_of(method)
    ]
    for method, guard in guards:
        header = lines[guard.lineno - 1]
        yield delete(
            guard.lineno, header, said(lines, method, guard), last=guard.end_lineno
        )
        span = guard.end_lineno - guard.lineno
        same = tuple(
            other.lineno
            for _, other in guards
            if other is not guard
            and lines[other.lineno - 1].strip() == header.strip()
            and other.end_lineno - other.lineno == span
        )
        if same and guard.lineno < min(same):
            why = said(lines, method, guard)
            yield delete(guard.lineno, header, why, last=guard.end_lineno, also=same)


def said(lines: List[str], method: ast.FunctionDef, guard: ast.If) -> Words:
    """What the guard does: the call returns wherever its test is true (before
    any queen is placed, where it is the method's first statement); and a `next()`
    in its test takes an item from the iterator."""
    test = text(lines, guard.test)
    first = own_body(method)[0] is guard
    key = "why.guards.returns_first" if first else "why.guards.returns"
    why = words(key, test=test)
    taken = [
        node
        for node in ast.walk(guard.test)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "next"
    ]
    if taken:
        then = words("why.guards.next_taken", call=text(lines, taken[0]))
        why = words("why.and", first=why, then=then)
    return why


def methods(tree: ast.AST) -> List[ast.FunctionDef]:
    """Every class's methods."""
    classes = (node for node in ast.walk(tree) if isinstance(node, ast.ClassDef))
    return [method for cls in classes for method in methods_of(cls).values()]


def own_body(method: ast.FunctionDef) -> List[ast.stmt]:
    """The method's statements, its docstring left out."""
    body = method.body
    docstring = body and isinstance(body[0], ast.Expr)
    return body[1:] if docstring and isinstance(body[0].value, ast.Constant) else body


def guards_of(method: ast.FunctionDef) -> List[ast.If]:
    """The statements of the method's own body, but its last, that are an `if`
    with no `else` whose one statement is a `return`."""
    body = own_body(method)
    return [
        statement
        for statement in body[:-1]
        if isinstance(statement, ast.If)
        and not statement.orelse
        and len(statement.body) == 1
        and isinstance(statement.body[0], ast.Return)
    ]
