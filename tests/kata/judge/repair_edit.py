"""One guessed change to one line of a learner's file (an Edit), and the pieces
the guesses share: a node's text, a node written anew on its line."""

import ast
from typing import Iterator, List, NamedTuple

SHIFTS = {ast.LShift: "<<", ast.RShift: ">>"}
LOWER = {ast.BitOr: "|", ast.BitAnd: "&", ast.BitXor: "^"}
ARITHMETIC = {ast.Add: "+", ast.Sub: "-"}
FLIPPED = {ast.Lt: "<=", ast.LtE: "<", ast.Gt: ">=", ast.GtE: ">"}
ITERATORS = {"filter", "map", "zip", "reversed", "iter", "enumerate"}


class Edit(NamedTuple):
    """Line `line` (1-based) written as `after` in place of `before`; `why` says what
    the line does as written ("" where the change alone says it)."""

    line: int
    before: str
    after: str
    why: str = ""
    last: int = 0  # the last line replaced, where the edit takes more than one


def text(lines: List[str], node: ast.AST) -> str:
    line = lines[node.lineno - 1].encode()
    return line[node.col_offset : node.end_col_offset].decode()


def parenthesized(lines: List[str], node: ast.AST) -> bool:
    before = lines[node.lineno - 1].encode()[: node.col_offset].rstrip()
    return before.endswith(b"(")


def replaced(lines: List[str], node: ast.AST, new: str, why: str = "") -> List[Edit]:
    """The Edit that writes `new` in place of the node, on the node's one line (none
    where the node takes more than one)."""
    if node.lineno != node.end_lineno:
        return []
    line = lines[node.lineno - 1]
    raw = line.encode()
    after = raw[: node.col_offset] + new.encode() + raw[node.end_col_offset :]
    return [Edit(node.lineno, line, after.decode(), why)]


def is_range(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "range"
        and 1 <= len(node.args) <= 2
    )


def walk_code(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node but those of type annotations (List[List[str]] is no index)."""
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.arg, ast.AnnAssign)) and node.annotation:
            skipped |= {id(inner) for inner in ast.walk(node.annotation)}
        if isinstance(node, ast.FunctionDef) and node.returns:
            skipped |= {id(inner) for inner in ast.walk(node.returns)}
    return (node for node in ast.walk(tree) if id(node) not in skipped)


def combined(lines: List[str], found: List[tuple]) -> Iterator[Edit]:
    """For each line with two changes or more among `found` ((node, its new text,
    why) on one line each), one Edit that makes them all (the one furthest right
    first, so the offsets of the others hold); none where two overlap."""
    by_line = {}
    for node, new, why in found:
        if node.lineno == node.end_lineno:
            by_line.setdefault(node.lineno, []).append((node, new, why))
    for line, here in by_line.items():
        spans = sorted((node.col_offset, node.end_col_offset) for node, _, _ in here)
        if len(here) < 2 or any(e > s for (_, e), (s, _) in zip(spans, spans[1:])):
            continue
        raw = lines[line - 1].encode()
        for node, new, _ in sorted(here, key=lambda change: -change[0].col_offset):
            raw = raw[: node.col_offset] + new.encode() + raw[node.end_col_offset :]
        whys = " ".join(dict.fromkeys(why for _, _, why in here))
        yield Edit(line, lines[line - 1], raw.decode(), whys)
