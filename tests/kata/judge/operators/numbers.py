"""Guesses at a number one off: a bound, a step, a list's size, an index, or a
difference taken the wrong way round. The change is the whole story: these guesses
carry no `why`. A constant or a comparison one off is the general search's
(``operators.mutants``: constants, comparisons)."""

import ast
from typing import Iterator, List

from ...basics.vocabulary import ROWS
from ..causes.source import is_range
from .edit import ARITHMETIC, Edit, parenthesized
from .edit import replaced, text, walk_code


def numbers(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A bound, a step, a size or an index one off, a difference taken the wrong
    way round: the change is the whole story."""
    for node in walk_code(tree):
        if isinstance(node, ast.Assign) and is_one_bit(node.value):  # full = 1 << n
            yield from replaced(lines, node.value, f"({text(lines, node.value)}) - 1")
        if isinstance(node, ast.Assign) and is_pop(node.value):  # col = qs.pop()
            yield from replaced(lines, node.value, f"{text(lines, node.value)} + 1")
        if isinstance(node, ast.AugAssign) and type(node.op) in ARITHMETIC:
            other = "-=" if isinstance(node.op, ast.Add) else "+="
            target, by = text(lines, node.target), text(lines, node.value)
            yield from replaced(lines, node, f"{target} {other} {by}")
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            yield from ends(node, lines)
        if is_range(node):
            yield from ranges(node, lines)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            strings = isinstance(node.left, ast.Constant) and isinstance(
                node.left.value, str
            )
            if isinstance(node.left, ast.List) or strings:  # [False] * (2 * n - 1)
                for step in (-1, 1):
                    new = plus(lines, node.right, step)
                    bare = not parenthesized(lines, node.right) and " " in new
                    new = f"({new})" if bare else new
                    yield from replaced(lines, node.right, new)
        if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice):
            yield from indexes(node.slice, lines)


def ends(node: ast.Compare, lines: List[str]) -> Iterator[Edit]:
    """`row == n - 1` with the end one off: a test of equality against n's bound."""
    if not isinstance(node.ops[0], (ast.Eq, ast.NotEq)):
        return
    bound = node.comparators[0]
    if "n" not in {getattr(name, "id", None) for name in ast.walk(bound)}:
        return
    for step in (-1, 1):
        new = plus(lines, bound, step)
        yield from replaced(lines, bound, new)


def is_one_bit(node: ast.AST) -> bool:
    """`1 << n`: one bit, where a mask of n bits was likely meant."""
    return (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.LShift)
        and getattr(node.left, "value", None) == 1
        and getattr(node.right, "id", None) == "n"
    )


def is_pop(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and getattr(node.func, "attr", None) == "pop"
        and not node.args
    )


def is_number(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Constant)
        and type(node.value) is int
        or isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and type(node.operand.value) is int
    ) and node.lineno == node.end_lineno


def plus(lines: List[str], node: ast.AST, step: int) -> str:
    """The expression one more or one less, simplified where it ends in ± 1."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return str(node.value + step)
    if (
        isinstance(node, ast.BinOp)
        and type(node.op) in ARITHMETIC
        and isinstance(node.right, ast.Constant)
        and node.right.value == 1
    ):
        cancels = (step == -1) == isinstance(node.op, ast.Add)
        if cancels:
            return text(lines, node.left)
    return f"{text(lines, node)} {'+' if step > 0 else '-'} 1"


def ranges(node: ast.Call, lines: List[str]) -> Iterator[Edit]:
    """range(a, b) with a bound one off, and range(1, n + 1) counted from 0."""
    args = node.args
    stop = args[-1]
    start = text(lines, args[0]) + ", " if len(args) == 2 else ""
    for step in (-1, 1):
        new = f"range({start}{plus(lines, stop, step)})"
        yield from replaced(lines, node, new)
    if len(args) == 2:
        low = plus(lines, args[0], -1)
        shifted = f"range({plus(lines, stop, -1)})" if low == "0" else ""
        bounds = [
            f"range({start_at(plus(lines, args[0], s))}{text(lines, stop)})"
            for s in (-1, 1)
        ]
        for new in [shifted] + bounds:
            yield from replaced(lines, node, new) if new else []


def start_at(start: str) -> str:
    """A range's start as written before its stop: none where it is 0."""
    return "" if start == "0" else f"{start}, "


def indexes(index: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """An index one off, its difference the wrong way round, or `-` for `+`."""
    if isinstance(index, ast.Constant):
        return
    for step in (-1, 1):
        yield from replaced(lines, index, plus(lines, index, step))
    for node in ast.walk(index):
        if not isinstance(node, ast.BinOp) or type(node.op) not in ARITHMETIC:
            continue
        if isinstance(node.right, ast.Constant):
            continue
        left, right = text(lines, node.left), text(lines, node.right)
        if isinstance(node.op, ast.Sub):
            yield from replaced(lines, node, f"{right} - {left}")
        other = "+" if isinstance(node.op, ast.Sub) else "-"
        yield from replaced(lines, node, f"{left} {other} {right}")


def rows_above(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`range(n)` in a function that knows its row: the rows above are range(row)."""
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        rows = [a.arg for a in function.args.args if a.arg in ROWS]
        for node in ast.walk(function):
            if is_range(node) and len(node.args) == 1 and rows:
                if text(lines, node.args[0]) == "n":
                    new = f"range({rows[0]})"
                    yield from replaced(lines, node, new)
