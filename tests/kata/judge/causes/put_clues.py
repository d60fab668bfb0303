"""Why a square's check let it through though the check asks the right key: the
set it asks is given another key where a queen is put in (`anti.add(row - col)`
where the test asks `row + col in anti`). Both keys are worked out, the asked one
at the square and the given one at the attacking queen, before it is said; every
line that gives or takes the other key is named."""

import ast
from typing import List, Optional

from ...basics.arithmetic import evaluated
from ...basics.vocabulary import COLUMNS, ROWS
from ...watch.keys import is_membership
from ..words.catalogue import Words, words
from .source import parsed

PUTS = {"add": "given", "remove": "taken", "discard": "taken"}


def given_other_keys(source: str, line: int, square: tuple, queen: tuple, n: int):
    """'it asks `anti` for `row + col`, 1 at (1, 0), but line 19 puts in ...' where a
    set asked on `line` by a key that is the same at the queen and the square is
    given, for the queen, a key that differs; else ''."""
    tree = parsed(source)
    if tree is None:
        return ""
    for node in ast.walk(tree):
        if not (is_membership(node) and node.lineno == line):
            continue
        held = getattr(node.comparators[0], "id", None)
        asked = worked_out(node.left, square, n)
        if held is None or asked is None or asked != worked_out(node.left, queen, n):
            continue
        puts = [
            put for put in puts_into(tree, held) if put[2] != ast.unparse(node.left)
        ]
        given = [put for put in puts if put[1] == "add"]
        value = worked_out(given[0][3], queen, n) if len(given) == 1 else None
        if value is None or value == asked:
            continue
        lines = sorted({number for number, *_ in puts})
        what = " and ".join(dict.fromkeys(PUTS[how] for _, how, *_ in puts))
        return words(
            "put.other_key",
            held=held,
            tested=ast.unparse(node.left),
            asked=asked,
            square=square,
            what=what,
            given=given[0][2],
            lines=lines_named(lines),
            value=value,
            queen=queen,
        )
    return ""


def puts_into(tree: ast.AST, held: str) -> List[tuple]:
    """(line, method, key text, key) of each held.add(key), .remove, .discard."""
    return [
        (node.lineno, node.func.attr, ast.unparse(node.args[0]), node.args[0])
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in PUTS
        and getattr(node.func.value, "id", None) == held
        and len(node.args) == 1
    ]


def worked_out(key: ast.expr, square: tuple, n: int) -> Optional[int]:
    """The key at the square, its row and column read by their usual names."""
    names = {node.id for node in ast.walk(key) if isinstance(node, ast.Name)}
    row = [name for name in names if name in ROWS]
    col = [name for name in names if name in COLUMNS]
    if len(row) != 1 or len(col) != 1 or names - {row[0], col[0], "n"}:
        return None
    value = evaluated(key, {row[0]: square[0], col[0]: square[1], "n": n})
    return value if isinstance(value, int) else None


def lines_named(lines: List[int]) -> Words:
    """'line 9', 'lines 9 and 24', 'lines 3, 9 and 24', as words."""
    if len(lines) == 1:
        return words("line", line=lines[0])
    return words("lines", some=", ".join(map(str, lines[:-1])), last=lines[-1])
