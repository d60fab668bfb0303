"""A method called for the kind of change it does not make, as its twin that makes
it (a part of the row `idle_statements`): a new value dropped, as the twin that
changes its object in place (`s.union(x)` alone as `s.update(x)`, `sorted(x)` as
`x.sort()`), the one change that reaches an object held by another name too (a loop's
`s`); `a.insert(i, v)`, which puts an item in, as `a[i] = v`, which sets one. Each
`why` says what Python does with the line as written."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from .edit import Edit, replaced, text

TWINS = {  # a method that gives back a new set -> its twin that changes the set
    "union": "update",
    "intersection": "intersection_update",
    "difference": "difference_update",
    "symmetric_difference": "symmetric_difference_update",
}
SORTS = {"sorted": "sort", "reversed": "reverse"}  # a function's twin, a list's method
HELD = (ast.Name, ast.Attribute, ast.Subscript)  # what a method can change in place


def in_place_twins(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """Each statement that is a call alone: a new value dropped, as the twin that
    changes in place; `a.insert(i, v)` as `a[i] = v`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            call = node.value
            if not call.keywords:
                yield from dropped_as_twin(lines, call)
                yield from insert_as_set(lines, call)


def dropped_as_twin(lines: List[str], call: ast.Call) -> List[Edit]:
    """`s.union(x)` as `s.update(x)`; `sorted(x)` as `x.sort()`."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in TWINS:
        owner = text(lines, func.value)
        twin = f"{owner}.{TWINS[func.attr]}"
        said = words("why.in_place.dropped", owner=owner)
        return replaced(lines, func, twin, said)
    name = getattr(func, "id", "")
    if name in SORTS and len(call.args) == 1 and isinstance(call.args[0], HELD):
        owner = text(lines, call.args[0])
        said = words("why.in_place.dropped", owner=owner)
        return replaced(lines, call, f"{owner}.{SORTS[name]}()", said)
    return []


def insert_as_set(lines: List[str], call: ast.Call) -> List[Edit]:
    """`line.insert(c, 'Q')` as `line[c] = 'Q'`."""
    func = call.func
    if not (
        isinstance(func, ast.Attribute)
        and func.attr == "insert"
        and isinstance(func.value, HELD)
        and len(call.args) == 2
    ):
        return []
    owner = text(lines, func.value)
    index, value = (text(lines, arg) for arg in call.args)
    said = words("why.in_place.insert", value=value)
    return replaced(lines, call, f"{owner}[{index}] = {value}", said)
