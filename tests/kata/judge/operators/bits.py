"""The general repair search's changes to a bitmap's masks: a mask handed to the
next row without the new queen's bit, where its siblings take it in first
(`dales >> 1` beside `(hills | bit) << 1`), and `x & (x - 1)`, which clears the
lowest set bit, where `x & -x`, which keeps it alone, was meant. Each `why` says
what Python does with the line as written. One row, `queen_bits`."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from .edit import Edit, replaced, text, walk_code

SHIFTS = (ast.LShift, ast.RShift)


def queen_bits(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """The new queen's bit in a bitmap search: handed on with every mask, taken
    alone as `x & -x`."""
    yield from bits_left_out(tree, lines)
    yield from lowest_bits(tree, lines)


def bits_left_out(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """In a call handed shifted masks, `mask >> 1` where another argument is
    `(other | bit) << 1`: as `(mask | bit) >> 1`."""
    for call in walk_code(tree):
        if not isinstance(call, ast.Call):
            continue
        shifted = [
            arg
            for arg in call.args
            if isinstance(arg, ast.BinOp) and isinstance(arg.op, SHIFTS)
        ]
        taken = [arg for arg in shifted if is_or(arg.left)]
        for arg in shifted:
            if not isinstance(arg.left, ast.Name) or not taken:
                continue
            sibling = taken[0]
            bit = text(lines, sibling.left.right)
            mask, by = text(lines, arg.left), text(lines, arg.right)
            shift = "<<" if isinstance(arg.op, ast.LShift) else ">>"
            why = words(
                "why.bits.left_out",
                shifted=text(lines, arg),
                mask=mask,
                bit=bit,
                sibling=text(lines, sibling),
            )
            yield from replaced(lines, arg, f"({mask} | {bit}) {shift} {by}", why)


def is_or(node: ast.AST) -> bool:
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr)


def lowest_bits(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`x & (x - 1)` as `x & -x`."""
    for node in walk_code(tree):
        if not (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.BitAnd)
            and isinstance(node.right, ast.BinOp)
            and isinstance(node.right.op, ast.Sub)
            and getattr(node.right.right, "value", None) == 1
            and ast.dump(node.left) == ast.dump(node.right.left)
        ):
            continue
        x = text(lines, node.left)
        why = words("why.bits.lowest_cleared", x=x)
        yield from replaced(lines, node, f"{x} & -{x}", why)
