"""A list sized by the board's side, `[False] * n`, sized for its diagonals, `2 * n -
1` (or `2 * n`): the lists a diagonal's key indexes take 2n - 1 slots, one for each
diagonal. Folded into the diagonals' row (``operators.offsets.diagonal_lists``)."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from .edit import Edit, replaced, text

SIZES = ("2 * {} - 1", "2 * {}")  # the diagonals of a side of {}, and one more


def lists_of_a_side(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`[False] * n` (n, or any name) as `[False] * (2 * n - 1)` and `[False] * (2 *
    n)`."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Mult)
            and isinstance(node.left, ast.List)
            and len(node.left.elts) == 1
            and isinstance(node.right, ast.Name)
        ):
            continue
        made, side = text(lines, node), node.right.id
        why = words("why.sizes.side", made=made, side=side)
        for size in SIZES:
            new = f"{text(lines, node.left)} * ({size.format(side)})"
            yield from replaced(lines, node, new, why)
