"""The general repair search's change to a diagonal's index into a list: `abs(row
- col)`, which gives two diagonals one slot, as `row - col + n - 1`, each its own,
with the list sized `2 * n - 1` like the other diagonal's. The two lines change
together (an Edit's `also`, by `pieces`). Its `why` says what Python does."""

import ast
import re
from typing import Iterator, List

from ..words.edits import replace
from .edit import Edit, as_written, names_subtracted, reads_n, replaced
from .edit import text


def absolute_offsets(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    sized = sized_lists(tree, lines)
    wide = next((size for _, size, _ in sized.values() if "2 * n" in size), "")
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", "") == "abs"
            and len(node.args) == 1
            and isinstance(node.args[0], ast.BinOp)
            and isinstance(node.args[0].op, ast.Sub)
        ):
            continue
        inside = text(lines, node.args[0])
        held = indexed_by(tree, lines, node)
        if held not in sized or not wide:
            continue
        line, size, whole = sized[held]
        new_size = whole.replace(size, f"({wide.strip('()')})")
        why = (
            f"`abs({inside})` gives the diagonals {inside} = k and {inside} = -k one "
            f"slot; `{inside} + n - 1` gives each its own, 0 to 2n - 2, in a list of "
            f"{wide.strip('()')}."
        )
        pieces = ((text(lines, node), f"{inside} + n - 1"), (whole, new_size))
        for edit in replaced(lines, node, f"{inside} + n - 1", why):
            yield edit._replace(also=(line,), pieces=pieces)


def sized_lists(tree: ast.AST, lines: List[str]) -> dict:
    """{the list's name as written: (its line, its size's text, `[x] * size`'s text)}
    for each `name = [x] * size` (or `self.name = ...`)."""
    found = {}
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.value, ast.BinOp)
            and isinstance(node.value.op, ast.Mult)
            and isinstance(node.value.left, ast.List)
            and node.lineno == node.end_lineno
        ):
            continue
        name = text(lines, node.targets[0])
        size = text(lines, node.value.right)
        found[name] = (node.lineno, size, text(lines, node.value))
    return found


def indexed_by(tree: ast.AST, lines: List[str], key: ast.AST) -> str:
    """The list indexed by the key: `used[abs(r - c)]`, or `used[d]` where `d =
    abs(r - c)`; '' where none is."""
    names = {
        node.targets[0].id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and node.value is key
        and isinstance(node.targets[0], ast.Name)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and (
            node.slice is key or getattr(node.slice, "id", None) in names
        ):
            return text(lines, node.value)
    return ""


def fixed_sizes(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`[False] * 15` in a file that reads `n`: the list sized by n (`n`, `2 * n -
    1`, `2 * n`), as the board it serves is; made wherever the line holds it."""
    if not reads_n(tree):
        return
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Mult)
            and isinstance(node.left, ast.List)
            and isinstance(node.right, ast.Constant)
            and type(node.right.value) is int
            and node.right.value > 1
            and node.lineno == node.end_lineno
        ):
            continue
        old, line = text(lines, node), lines[node.lineno - 1]
        why = f"a list made as `{old}` has {node.right.value} items at every n."
        for new in SIZES:  # a twin list of the same size changes alike
            written = f"{text(lines, node.left)} * ({new})"
            after = re.sub(as_written(old), lambda _: written, line)
            yield replace(node.lineno, line, after, why)._replace(
                pieces=((old, written),)
            )


SIZES = ("n", "2 * n - 1", "2 * n")  # what a list of rows, columns or diagonals takes


def negative_offsets(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`r - c` of two names other than n, in a file that reads `n`: `r - c + n -
    1`, which counts from 0, as a list's index, a dict's key or a shift must."""
    if not reads_n(tree):
        return
    for node in names_subtracted(tree):
        if "n" in (node.left.id, node.right.id) or node.left.id == node.right.id:
            continue
        difference = text(lines, node)
        why = (
            f"`{difference}` is below 0 wherever `{node.right.id}` is greater than "
            f"`{node.left.id}`; `{difference} + n - 1` counts from 0."
        )
        yield from replaced(lines, node, f"{difference} + n - 1", why)
