"""One guessed change to one line of a learner's file (an Edit), and the pieces
the guesses share: a node's text, a node written anew on its line."""

import ast
from typing import Iterator, List, NamedTuple, Optional

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


def replaced(
    lines: List[str], node: ast.AST, new: str, why: str = ""
) -> Optional[Edit]:
    """The Edit that writes `new` in place of the node, on the node's one line."""
    if node.lineno != node.end_lineno:
        return None
    line = lines[node.lineno - 1]
    raw = line.encode()
    after = raw[: node.col_offset] + new.encode() + raw[node.end_col_offset :]
    return Edit(node.lineno, line, after.decode(), why)


def some(found: Iterator[Optional[Edit]]) -> Iterator[Edit]:
    return (edit for edit in found if edit is not None)


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
