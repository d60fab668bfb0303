"""A list sized by the board's side, `[False] * n`, sized for its diagonals, `2 * n -
1` (or `2 * n`): the lists a diagonal's key indexes take 2n - 1 slots, one for each
diagonal. Folded into the diagonals' row (``operators.offsets.diagonal_lists``)."""

import ast
import re
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import replace
from .edit import Edit, as_written, replaced, text

SIZES = ("2 * {} - 1", "2 * {}")  # the diagonals of a side of {}, and one more


def lists_of_a_side(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`[False] * n` (n, or any name) as `[False] * (2 * n - 1)` and `[False] * (2 *
    n)`; then, where the line makes more than one list alike (`a, b = [0] * n, [0]
    * n`), every one of them at once."""
    alike = {}
    for node in sides(tree):
        made, side = text(lines, node), node.right.id
        why = words("why.sizes.side", made=made, side=side)
        alike.setdefault((node.lineno, made), []).append(node)
        for size in SIZES:
            new = f"{text(lines, node.left)} * ({size.format(side)})"
            yield from replaced(lines, node, new, why)
    for (number, made), nodes in alike.items():
        if len(nodes) < 2 or nodes[0].lineno != nodes[0].end_lineno:
            continue
        line, side = lines[number - 1], nodes[0].right.id
        why = words("why.sizes.side", made=made, side=side)
        for size in SIZES:
            new = f"{text(lines, nodes[0].left)} * ({size.format(side)})"
            after = re.sub(as_written(made), lambda _: new, line)
            edit = replace(number, line, after, why)
            yield edit._replace(pieces=((made, new),))


def sides(tree: ast.AST) -> Iterator[ast.BinOp]:
    """Each `[x] * name` of the file."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Mult)
            and isinstance(node.left, ast.List)
            and len(node.left.elts) == 1
            and isinstance(node.right, ast.Name)
        ):
            continue
        yield node
