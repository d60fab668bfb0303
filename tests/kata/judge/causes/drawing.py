"""How a learner's file draws a row, read from its source with ``ast``: padded with
dots on both sides of its queen (`"." * c + "Q" + "." * (n - c - 1)`), the one drawing
whose every row is n squares for a column in 0..n - 1 and 'Q' and n dots for
column -1."""

import ast

from .source import parsed


def draws_padded(source: str) -> bool:
    """Does the source join `"." * x` and `"Q"` with `+` (a row padded with dots)?"""
    tree = parsed(source)
    for node in ast.walk(tree) if tree else ():
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            parts = list(ast.walk(node))
            has_queen = any(getattr(part, "value", None) == "Q" for part in parts)
            if has_queen and any(map(is_dots, parts)):
                return True
    return False


def is_dots(node: ast.AST) -> bool:
    """`"." * x` (or `x * "."`)."""
    return (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Mult)
        and "."
        in (getattr(node.left, "value", None), getattr(node.right, "value", None))
    )
