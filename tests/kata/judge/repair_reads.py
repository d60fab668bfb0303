"""The general repair search's changes to how a value is read: `d.get(k)` read
for its truth as `k in d` (a stored 0 is false), and the two names a `for`
unpacks from `.items()` or `enumerate()` in each other's place. Each `why` says
what Python does with the line as written."""

import ast
from typing import Iterator, List

from .repair_edit import Edit, combined, replaced, text, walk_code

PAIRS = {"items": "(key, value)", "enumerate": "(index, item)"}


def value_reads(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    for operator in (truth_of_gets, unpacked_swapped):
        yield from operator(tree, lines)


def truth_of_gets(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`d.get(k)` where only its truth is read (a test, `not`, `and`/`or`) as
    `k in d`: each alone, then all on a line at once."""
    found = []
    for node in tested(tree):
        if not (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and len(node.args) == 1
            and not node.keywords
        ):
            continue
        held, key = text(lines, node.func.value), text(lines, node.args[0])
        why = (
            f"`{held}.get({key})` is the value stored for {key} (None where there is "
            "none), read for its truth: a stored 0 is false, as if nothing were there."
        )
        found.append((node, f"{key} in {held}", why))
    for node, new, why in found:
        yield from replaced(lines, node, new, why)
    each = (
        "each `.get(...)` is the value stored (None where there is none), read for "
        "its truth: a stored 0 is false, as if nothing were there."
    )
    yield from combined(lines, [(node, new, each) for node, new, _ in found])


def tested(tree: ast.AST) -> Iterator[ast.AST]:
    """The expressions read only for their truth: an `if`'s or a `while`'s test,
    what `not` takes, each side of `and` and `or`."""
    for node in walk_code(tree):
        if isinstance(node, (ast.If, ast.While, ast.IfExp)):
            yield node.test
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            yield node.operand
        elif isinstance(node, ast.BoolOp):
            yield from node.values


def unpacked_swapped(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`for c, r in placed.items():` as `for r, c in placed.items():`, and the
    same for enumerate()."""
    for loop in ast.walk(tree):
        if not (
            isinstance(loop, (ast.For, ast.comprehension))
            and isinstance(loop.target, ast.Tuple)
            and len(loop.target.elts) == 2
            and all(isinstance(name, ast.Name) for name in loop.target.elts)
            and isinstance(loop.iter, ast.Call)
        ):
            continue
        func = loop.iter.func
        called = getattr(func, "attr", None) or getattr(func, "id", None)
        if called not in PAIRS:
            continue
        first, second = (name.id for name in loop.target.elts)
        why = (
            f"`{called}()` hands out {PAIRS[called]} pairs: `{first}` takes the "
            f"first of each and `{second}` the second."
        )
        yield from replaced(lines, loop.target, f"{second}, {first}", why)
