"""A change general by construction: any two arguments of a call traded (`go(n, r
+ 1, cols, anti, diag)` as `go(n, r + 1, cols, diag, anti)`). Its `why` says how
Python hands arguments to parameters; ``judge.repair.search`` tries it on the lines
the failing run ran."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import Edit, replace
from .edit import text, walk_code
from .reads import called_name


def arguments_swapped(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """Any two arguments of a call, each written on one line, traded: `go(n, row
    + 1, cols, diag, anti)` as `go(n, row + 1, cols, anti, diag)`."""
    for node in walk_code(tree):
        if not isinstance(node, ast.Call):
            continue
        args = [arg for arg in node.args if not isinstance(arg, ast.Starred)]
        for at, one in enumerate(args):
            for other in args[at + 1 :]:
                if not one.lineno == one.end_lineno == other.lineno == other.end_lineno:
                    continue
                first, second = text(lines, one), text(lines, other)
                if first == second:
                    continue
                line = lines[one.lineno - 1].encode()
                swapped = (
                    line[: one.col_offset]
                    + second.encode()
                    + line[one.end_col_offset : other.col_offset]
                    + first.encode()
                    + line[other.end_col_offset :]
                ).decode()
                why = words(
                    "why.arguments.by_place",
                    call=called_name(node),
                    first=first,
                    second=second,
                )
                yield replace(one.lineno, lines[one.lineno - 1], swapped, why)
