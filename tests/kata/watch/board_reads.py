"""The squares of a board (rows of squares by one of the board's names) that a test
line reads as it runs, `board[i][j]`, each worked out from the frame's own values,
with whether a queen stood there then."""

import ast
from typing import Dict, List, Tuple

from ..basics.arithmetic import evaluated
from ..basics.vocabulary import BOARDS


def board_reads(tree: ast.AST, lines: set) -> Dict[int, List[tuple]]:
    """{a line among `lines`: [(the board's name, its row's index, its column's
    index)]} for each `board[i][j]` it holds (the indexes as nodes)."""
    found: Dict[int, List[tuple]] = {}
    for node in ast.walk(tree):
        inner = getattr(node, "value", None)
        if (
            isinstance(node, ast.Subscript)
            and node.lineno in lines
            and isinstance(inner, ast.Subscript)
            and isinstance(inner.value, ast.Name)
            and inner.value.id in BOARDS
        ):
            read = (inner.value.id, inner.slice, node.slice)
            found.setdefault(node.lineno, []).append(read)
    return found


def squares_read(reads: List[tuple], names: dict) -> List[Tuple[int, int, bool]]:
    """[(row, col, whether a queen stands there)] of each read the frame's values
    work out, on a board of rows it holds."""
    found = []
    for board, row_index, col_index in reads:
        row, col = evaluated(row_index, names), evaluated(col_index, names)
        rows = names.get(board)
        if type(row) is not int or type(col) is not int or not isinstance(rows, list):
            continue
        if 0 <= row < len(rows) and isinstance(rows[row], (list, str)):
            if 0 <= col < len(rows[row]):
                found.append((row, col, rows[row][col] == "Q"))
    return found
