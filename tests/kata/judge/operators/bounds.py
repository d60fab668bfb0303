"""The general repair search's changes to a bound. An index that may step off the
board's edge, bounded (one operator, `unbounded_indexes`): a `while` loop that steps
an index one square at a time, and whose test does not stop that index at the
board's edge, given the missing bound (`and c >= 0`, `and c < n`); a test that
reads `line[col - dist]` with nothing to stop `col - dist` below 0, given `col -
dist >= 0 and` first; a statement that writes at such an index, done only `if col
- dist >= 0:`. A bound a string is cut or padded at, one off (`string_bounds`). A
range's start shifted (`range_shifts`)."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import wrap
from .downward import downward_ranges
from .edit import Edit, indent_of, replaced, text

# How an index is stepped -> the bound that stops it at the edge, and the key of
# why (its `test` does not stop its `name` there).
BOUNDS = {
    ast.Sub: ("{0} >= 0", "why.bounds.walk_below_zero"),
    ast.Add: ("{0} < n", "why.bounds.walk_past_edge"),
}


def walk_bounds(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`while r >= 0:` that steps `c -= 1` and reads `board[r][c]`, as `while r >=
    0 and c >= 0:`; `c < n` for `c += 1`, where the file has an `n`."""
    has_n = any(
        isinstance(node, ast.Name) and node.id == "n" for node in ast.walk(tree)
    )
    for loop in ast.walk(tree):
        if not isinstance(loop, ast.While):
            continue
        tested = {node.id for node in ast.walk(loop.test) if isinstance(node, ast.Name)}
        for name, op in stepped(loop):
            if name in tested or not indexed_by(loop, name):
                continue
            if isinstance(op, ast.Add) and not has_n:
                continue
            bound, key = BOUNDS[type(op)]
            test = text(lines, loop.test)
            either = isinstance(loop.test, ast.BoolOp) and isinstance(
                loop.test.op, ast.Or
            )
            joined = f"({test})" if either else test
            new = f"{joined} and {bound.format(name)}"
            why = words(key, test=test, name=name)
            yield from replaced(lines, loop.test, new, why)


def stepped(loop: ast.While) -> List[tuple]:
    """(name, +/-) for each name the loop's body steps by one: `c -= 1`."""
    return [
        (node.target.id, node.op)
        for node in loop.body
        if isinstance(node, ast.AugAssign)
        and isinstance(node.target, ast.Name)
        and type(node.op) in BOUNDS
        and isinstance(node.value, ast.Constant)
        and node.value.value == 1
    ]


def indexed_by(loop: ast.While, name: str) -> bool:
    """Does the loop read an item at the index `name` (`board[r][c]`)?"""
    return any(
        isinstance(node, ast.Subscript)
        and isinstance(node.slice, ast.Name)
        and node.slice.id == name
        for statement in loop.body
        for node in ast.walk(statement)
    )


def unbounded_indexes(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """An index that may step off the board's edge, bounded: a walk's `while` on
    the index it steps, a test before it reads the item, a statement before it
    writes it."""
    yield from walk_bounds(tree, lines)
    yield from index_guards(tree, lines)
    yield from statement_guards(tree, lines)


def index_guards(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`if line[col - dist] == "Q":` as `if col - dist >= 0 and line[col - dist]
    == "Q":`, where nothing in the test bounds `col - dist`."""
    for node in ast.walk(tree):
        if not isinstance(node, (ast.If, ast.While)):
            continue
        test, said = node.test, text(lines, node.test)
        for index in stepped_indexes(test, (ast.Sub, ast.Add)):  # `c + dc`, dc < 0
            stepped = text(lines, index)
            if said.count(stepped) > 1:
                continue  # the test bounds it already
            why = words("why.bounds.read_below_zero", test=said, index=stepped)
            either = isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or)
            joined = f"({said})" if either else said
            yield from replaced(lines, test, f"{stepped} >= 0 and {joined}", why)


def stepped_indexes(node: ast.AST, ops: tuple) -> List[ast.BinOp]:
    """Each index in the node that steps a name by another (`col - dist`, with an
    operator of `ops`), where nothing but the index's own sign keeps it on the
    board."""
    return [
        inner.slice
        for inner in ast.walk(node)
        if isinstance(inner, ast.Subscript)
        and isinstance(inner.slice, ast.BinOp)
        and isinstance(inner.slice.op, ops)
        and not isinstance(inner.slice.right, ast.Constant)
    ]


def string_bounds(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A bound a string is cut or padded at, one more and one less: a slice's,
    a width's."""
    yield from slice_bounds(tree, lines)
    yield from widths(tree, lines)


def slice_bounds(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A slice's bound that is a name or a sum, one more and one less: `row[col:]`
    as `row[col + 1 :]` (a number one off is tried by `operators.mutants`)."""
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice)):
            continue
        whole = text(lines, node)
        for bound, key in ((node.slice.lower, START), (node.slice.upper, STOP)):
            if bound is None or isinstance(bound, ast.Constant):
                continue
            written = text(lines, bound)
            why = words(key, whole=whole, bound=written)
            for step in (" + 1", " - 1"):
                yield from replaced(lines, bound, f"{written}{step}", why)


START = "why.bounds.slice_start"  # the keys of what a slice's bound does
STOP = "why.bounds.slice_stop"


def widths(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`'Q'.rjust(c, '.')` as `rjust(c + 1, '.')` and `rjust(c - 1, '.')`: the
    width a string is padded to, one off."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", "") in PADDED
            and node.args
            and not isinstance(node.args[0], ast.Constant)
        ):
            continue
        width = text(lines, node.args[0])
        why = words("why.bounds.padded", call=text(lines, node), width=width)
        for step in (" + 1", " - 1"):
            yield from replaced(lines, node.args[0], f"{width}{step}", why)


PADDED = ("rjust", "ljust", "center", "zfill")


def statement_guards(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`g[k][c - d] += v` on a line of its own, where nothing bounds `c - d`:
    done only `if c - d >= 0:`."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, (ast.AugAssign, ast.Assign))
            and node.lineno == node.end_lineno
        ):
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for index in (
            index for target in targets for index in stepped_indexes(target, (ast.Sub,))
        ):
            line = lines[node.lineno - 1]
            stepped, indent = text(lines, index), indent_of(line)
            why = words("why.bounds.write_below_zero", index=stepped)
            after = f"{indent}if {stepped} >= 0:\n{indent}    {line.strip()}"
            yield wrap(node.lineno, line, after, why)


def range_shifts(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`range(n - 1)` as `range(1, n)`: as many items, each one more."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", "") == "range"
            and len(node.args) == 1
        ):
            continue
        stop = text(lines, node.args[0])
        shifted = stop[: -len(" - 1")] if stop.endswith(" - 1") else f"{stop} + 1"
        why = words("why.bounds.from_zero", call=text(lines, node))
        yield from replaced(lines, node, f"range(1, {shifted})", why)
    yield from downward_ranges(tree, lines)
