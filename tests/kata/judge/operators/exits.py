"""Guesses at a loop left too early: an `else: return` in its body, a `return`
that ends its body (both in the loop's first pass), and `if place(row + 1): return
True`, which stops at the first board found. A `return` that ends a loop's body
is one row, `loop_returns`: left out, or moved after the loop (``moves``)."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import delete, replace
from .edit import Edit, indent_of, text
from .moves import returns_out


def early_returns(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`return True` in a loop's if/else: the loop never gets past its first item."""
    for loop in ast.walk(tree):
        if not isinstance(loop, (ast.For, ast.While)):
            continue
        for node in loop.body:
            if not (isinstance(node, ast.If) and node.orelse):
                continue
            last = node.orelse[-1]
            if isinstance(last, ast.Return) and len(node.orelse) == 1:
                why = words("why.exits.else_returns", loop=loop.lineno)
                line = lines[last.lineno - 1]
                indent = indent_of(line)
                yield replace(last.lineno, line, f"{indent}continue", why)


def early_exits(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`if place(row + 1): return True`: the loop ends at the first true answer."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.If)
            and isinstance(node.test, ast.Call)
            and not node.orelse
            and len(node.body) == 1
            and isinstance(node.body[0], ast.Return)
            and node.end_lineno - node.lineno <= 1
        ):
            continue
        first = lines[node.lineno - 1]
        indent = indent_of(first)
        joined = " ".join(
            line.strip() for line in lines[node.lineno - 1 : node.end_lineno]
        )
        why = words("why.exits.first_true")
        new = indent + text(lines, node.test)
        yield replace(node.lineno, joined, new, why, last=node.end_lineno)


def loop_returns(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A `return` that ends a loop's body, so the loop's first pass ends the call:
    left out, or moved after the loop."""
    yield from last_returns(tree, lines)
    yield from returns_out(tree, lines)


def last_returns(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A `return` that ends a `for` loop's body, where the function returns after
    the loop too: the call ends in the loop's first pass."""
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        for at, loop in enumerate(function.body):
            after = function.body[at + 1 :]
            if not isinstance(loop, ast.For) or not any(
                isinstance(node, ast.Return) for node in after
            ):
                continue
            last = loop.body[-1]
            if isinstance(last, ast.Return) and last.lineno == last.end_lineno:
                line = lines[last.lineno - 1]
                why = words("why.exits.last_returns", loop=loop.lineno)
                yield delete(last.lineno, line, why)
