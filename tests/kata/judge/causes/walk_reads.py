"""The squares a `for` loop over a board reads from one square, worked out at that
square: `for k in range(1, min(row, n - col - 1)): board[row - k][col + k]` read
from (3, 0) with n = 4 reads (2, 1) only. A claim about which way such a walk goes,
or where it stops, is made only on squares worked out so."""

import ast
from typing import List, Optional

from ...basics.arithmetic import CALLS, evaluated
from ...basics.vocabulary import COLUMNS, ROWS
from .rows_read import MOST


def board_loops(tree: ast.AST) -> List[ast.For]:
    """The `for` loops whose body reads a square of a board by their variable."""
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.For) and squares_looked_up(node)
    ]


def targets(loop: ast.For) -> List[str]:
    """The names a loop binds: `k`, or `i, j` of `for i, j in zip(...)`."""
    nodes = loop.target.elts if isinstance(loop.target, ast.Tuple) else [loop.target]
    return [getattr(node, "id", "") for node in nodes]


def squares_looked_up(loop: ast.For) -> List[ast.Subscript]:
    """The `board[a][b]` of the loop's body whose indexes read its variables."""
    bound = set(targets(loop))
    return [
        node
        for statement in loop.body
        for node in ast.walk(statement)
        if isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Subscript)
        and isinstance(node.value.value, ast.Name)
        and bound & (names_in(node.slice) | names_in(node.value.slice))
    ]


def names_in(node: ast.AST) -> set:
    return {inner.id for inner in ast.walk(node) if isinstance(inner, ast.Name)}


def square_scope(loop: ast.For, square: tuple, n: int) -> Optional[dict]:
    """The square's row and column under the names the loop reads them by (a row's
    name, a column's name of the shared vocabulary), and n; None where it reads
    another name."""
    read = names_in(loop.iter) | {
        name
        for lookup in squares_looked_up(loop)
        for name in names_in(lookup.slice) | names_in(lookup.value.slice)
    }
    free = read - set(targets(loop)) - set(CALLS) - {"n"}
    scope = {"n": n}
    for name in free:
        if name in ROWS and name not in COLUMNS:
            scope[name] = square[0]
        elif name in COLUMNS:
            scope[name] = square[1]
        else:
            return None
    return scope


def squares_read(loop: ast.For, square: tuple, n: int) -> Optional[List[tuple]]:
    """The squares, in order, the loop's body reads from the square (each lookup on
    the board, each pass); None where that is not worked out, where a lookup would
    fall off the board, or where the body may leave the loop early (`break`)."""
    scope = square_scope(loop, square, n)
    if scope is None or any(isinstance(x, ast.Break) for x in ast.walk(loop)):
        return None
    values = evaluated(loop.iter, scope)
    values = list(values) if isinstance(values, (range, list)) else None
    if values is None or len(values) > MOST:
        return None
    names, found = targets(loop), []
    for value in values:
        bound = dict(zip(names, value)) if len(names) > 1 else {names[0]: value}
        for lookup in squares_looked_up(loop):
            at = [evaluated(x, {**scope, **bound}) for x in indexes(lookup)]
            if not all(type(i) is int and 0 <= i < n for i in at):
                return None
            found.append(tuple(at))
    return found


def first_step(loop: ast.For, square: tuple, n: int) -> List[tuple]:
    """The squares a loop of one variable would read from the square with it at 1
    (`board[row - 1][col + 1]` for `board[row - k][col + k]`): which way it walks,
    where its range is empty there; [] where that is not worked out."""
    scope, names = square_scope(loop, square, n), targets(loop)
    if scope is None or len(names) != 1:
        return []
    found = []
    for lookup in squares_looked_up(loop):
        at = [evaluated(x, {**scope, names[0]: 1}) for x in indexes(lookup)]
        if not all(type(i) is int for i in at):
            return []
        found.append(tuple(at))
    return found


def indexes(lookup: ast.Subscript) -> list:
    """[a, b] of `board[a][b]`."""
    return [lookup.value.slice, lookup.slice]


def way_from(square: tuple, squares: List[tuple]) -> Optional[tuple]:
    """(row step, col step) where every square read lies on one line out from the
    square, one way (up the column, along a diagonal); else None."""
    ways = set()
    for row, col in squares:
        rows, cols = row - square[0], col - square[1]
        if rows == 0 or (cols and abs(rows) != abs(cols)):
            return None
        ways.add((sign(rows), sign(cols)))
    return ways.pop() if len(ways) == 1 else None


def sign(value: int) -> int:
    return (value > 0) - (value < 0)


def walk_ways(tree: ast.AST, square: tuple, n: int) -> Optional[list]:
    """(the way, the loop, the squares it reads) of each `for` loop over the board,
    worked out at the square; None where one is not (it may go any way)."""
    found = []
    for loop in board_loops(tree):
        squares = squares_read(loop, square, n)
        if squares is None:
            return None
        found.append((way_from(square, squares) if squares else None, loop, squares))
    return found


def listed(squares: List[tuple]) -> str:
    """'(2, 1)', '(2, 1) and (1, 2)', '(3, 1), (2, 2) and (1, 3)'."""
    said = [f"({row}, {col})" for row, col in squares]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
