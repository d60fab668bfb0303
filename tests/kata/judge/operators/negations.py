"""A `not` re-bracketed over the chain it heads: `not a in A or b in B` as `not (a in
A or b in B)`. Python binds `not` tighter than `and` and `or`, so as written it
negates the first test alone; a change that makes sense in any Python program,
tried by the re-bracketing row (``operators.brackets.rebracketed``) on chains too
long for it to bracket every way."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from .edit import Edit, parenthesized, replaced, text


def widened_negations(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """Each `and`/`or` chain on one line whose first operand is a `not` the
    learner did not bracket: the `not` put over the whole chain."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.BoolOp) or node.lineno != node.end_lineno:
            continue
        first = node.values[0]
        if not (isinstance(first, ast.UnaryOp) and isinstance(first.op, ast.Not)):
            continue
        if (first.lineno, first.col_offset) != (node.lineno, node.col_offset):
            continue  # `(not a) or b`: bracketed as meant
        joined = "and" if isinstance(node.op, ast.And) else "or"
        operands = [first.operand, *node.values[1:]]
        chain = f" {joined} ".join(wrapped(lines, value) for value in operands)
        negated = wrapped(lines, first.operand)
        why = words("why.negations.widened", joined=joined, negated=negated)
        yield from replaced(lines, node, f"not ({chain})", why)


def wrapped(lines: List[str], value: ast.expr) -> str:
    """An operand's text, with the brackets the learner wrote round it."""
    said = text(lines, value)
    return f"({said})" if parenthesized(lines, value) else said
