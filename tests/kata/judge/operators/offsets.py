"""Changes to a diagonal's key or index. abs() of a difference, taken off or put
on (one operator, `absolutes`): `abs(row - col)` as a key, which gives two
diagonals one key, as `row - col`; as an index into a list, as `row - col + n - 1`,
each its own, with the list sized `2 * n - 1` like the other diagonal's (the two
lines change together: an Edit's `also`, by `pieces`); a test of two bare
differences, with abs() on each. A list sized for one n, sized by n; an index that
may go below 0, counted from 0. Each `why` says what Python does."""

import ast
import re
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import replace
from .edit import Edit, as_written, names_subtracted, reads_n, replaced
from .edit import text
from .sizes import lists_of_a_side


def absolutes(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """abs() of a difference, taken off or put on: `abs(r - c)` as a key, `r - c`;
    as an index, `r - c + n - 1`, in a list as wide as the other diagonal's; `a -
    b == c - d`, as `abs(a - b) == abs(c - d)`."""
    yield from signless_keys(tree, lines)
    yield from distances(tree, lines)
    yield from abs_offsets(tree, lines)


def signless_keys(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`abs(r - c)` as a key: abs() gives `r - c` and `c - r` one value."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", None) == "abs"
            and len(node.args) == 1
            and isinstance(node.args[0], ast.BinOp)
            and isinstance(node.args[0].op, ast.Sub)
        ):
            inner = node.args[0]
            left, right = text(lines, inner.left), text(lines, inner.right)
            why = words("why.offsets.signless", left=left, right=right)
            yield from replaced(lines, node, text(lines, inner), why)


def distances(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`a - b == c - d` holds on one diagonal only: distances want abs()."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Compare)
            and len(node.ops) == 1
            and isinstance(node.ops[0], (ast.Eq, ast.NotEq))
        ):
            continue
        sides = [node.left, node.comparators[0]]
        bare = [
            side
            for side in sides
            if isinstance(side, ast.BinOp) and isinstance(side.op, ast.Sub)
        ]
        if not bare:
            continue
        new = text(lines, node)
        for side in bare:
            new = new.replace(text(lines, side), f"abs({text(lines, side)})", 1)
        why = words("why.offsets.distances")
        yield from replaced(lines, node, new, why)


def abs_offsets(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`abs(r - c)` as an index into a list: `r - c + n - 1`, the list as wide as
    the other diagonal's."""
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
        why = words("why.offsets.abs_index", inside=inside, size=wide.strip("()"))
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


def diagonal_lists(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A diagonal's list made for every n: sized by n, not for one board; its index
    `r - c` counted from 0, `r - c + n - 1`."""
    yield from fixed_sizes(tree, lines)
    yield from negative_offsets(tree, lines)
    yield from lists_of_a_side(tree, lines)


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
        why = words("why.offsets.fixed_size", made=old, size=node.right.value)
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
        why = words(
            "why.offsets.below_zero",
            difference=difference,
            right=node.right.id,
            left=node.left.id,
        )
        yield from replaced(lines, node, f"{difference} + n - 1", why)
