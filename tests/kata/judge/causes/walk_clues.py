"""Why a check that walks the board from a square (`while i >= 0 and j >= 0: ...
i -= 1; j -= 1`, reading `board[i][j]`) let an attacked square through: none of its
walks goes toward the attacking queen (a diagonal never walked, or walks that go down
the board, where no queen stands yet), or the walk that does stops before it gets
there (`while i > 0`, false at the queen's row 0; `for k in range(1, min(row, n -
col - 1))`, whose squares, worked out at the square, end a step short). A `for`
loop over the board is worked out at the square (kata.judge.causes.walk_reads) before any
walk is said to be missing."""

import ast

from ...basics.arithmetic import evaluated
from ..words.catalogue import words
from .source import parsed
from .walk_reads import first_step, listed, walk_ways, way_from

WAYS = {
    (-1, 0): "up the column",
    (-1, -1): "up to the left",
    (-1, 1): "up to the right",
}


def walks_missed(source: str, line: int, square: tuple, attack, n: int) -> str:
    """Where the check walks the board from the square (`while ...: i -= 1; j -= 1`,
    reading `board[i][j]`), and no walk of the file goes toward the attacking
    queen (its `for` loops over the board too, each worked out at the square): the
    ways it walks, and the one it needs; '' where that is not so."""
    tree = parsed(source)
    walks = [w for w in (walk_of(node) for node in ast.walk(tree)) if w] if tree else []
    if not walks:
        return ""
    (r1, c1), (r2, c2) = attack.first, square
    needed = (sign(r1 - r2), sign(c1 - c2))
    if any(way == needed for way, _ in walks) or reads_toward(tree, square, attack, n):
        return ""
    if needed == (-1, 0):
        along = row_scans(tree)
        if along:
            node, line = along[0]
            code = ast.unparse(node)
            return words("walk.along_row", line=line, code=code, queen=attack.first)
    numbers = [str(line) for _, line in walks]
    lines = words(
        "line" if len(numbers) == 1 else "walk.lines", line=", ".join(numbers)
    )
    ways = sorted({WAYS.get(way, "down the board") for way, _ in walks})
    toward = WAYS.get(needed, "that way")
    return words(
        "walk.missed",
        lines=lines,
        ways=" and ".join(ways),
        toward=toward,
        queen=attack.first,
    )


def reads_toward(tree: ast.AST, square: tuple, attack, n: int) -> bool:
    """May a `for` loop over the board go toward the attacking queen from the
    square: one not worked out there, one that reads no square there, one that
    reads the queen's, or one whose squares lie that way?"""
    (r1, c1), (r2, c2) = attack.first, square
    needed = (sign(r1 - r2), sign(c1 - c2))
    ways = walk_ways(tree, square, n)
    return ways is None or any(
        not squares or way == needed or attack.first in squares
        for way, _, squares in ways
    )


def for_walk_short(tree: ast.AST, square: tuple, attack, n: int):
    """(the line of a `for` walk over the board toward the attacking queen, what it
    reads from the square) where, worked out at the square, it reads only squares
    nearer than the queen's, or none; None where no such walk is read."""
    (r1, c1), (r2, c2) = attack.first, square
    needed = (sign(r1 - r2), sign(c1 - c2))
    for way, loop, squares in walk_ways(tree, square, n) or []:
        if not squares:
            way = way_from(square, first_step(loop, square, n))
        if way != needed or any(abs(r - r2) >= abs(r1 - r2) for r, _ in squares):
            continue
        reads = (
            words("walk.reads", squares=listed(squares))
            if squares
            else words("walk.empty")
        )
        head = ast.unparse(loop).splitlines()[0]
        return loop.lineno, words(
            "walk.short",
            way=WAYS[needed],
            head=head,
            queen=attack.first,
            square=square,
            reads=reads,
        )
    return None


def walk_stopped_short(source: str, square: tuple, attack, n: int):
    """(the line of the walk toward the attacking queen, what it does) where that
    walk's test is false on the queen's own square, so it stops before it: `while
    r > 0 and c > 0:` at (0, 0), or where a `for` walk that way reads only squares
    nearer (kata.judge.causes.walk_reads); None where no such walk is read."""
    tree = parsed(source)
    (r1, c1), (r2, c2) = attack.first, square
    needed = (sign(r1 - r2), sign(c1 - c2))
    if tree is not None and needed in WAYS:
        short = for_walk_short(tree, square, attack, n)
        if short:
            return short
    for node in ast.walk(tree) if tree else ():
        walk = walk_of(node)
        if not walk or walk[0] != needed:
            continue
        row, col = walked_names(node)
        goes_on = evaluated(node.test, {row: r1, col: c1, "n": n})
        if goes_on is False:  # None where it reads more than the square and n
            return node.lineno, words(
                "walk.stopped",
                way=WAYS[needed],
                test=ast.unparse(node.test),
                queen=attack.first,
                row=row,
                r=r1,
                col=col,
                c=c1,
            )
    return None


def row_scans(tree: ast.AST) -> list:
    """(`board[row][i]`, its line) where a `for i` loop compares a square of a board
    along one row: the loop's variable in the column's place, another name in the
    row's."""
    found = []
    for loop in ast.walk(tree):
        if not (isinstance(loop, ast.For) and isinstance(loop.target, ast.Name)):
            continue
        compared = [
            side
            for node in ast.walk(loop)
            if isinstance(node, ast.Compare)
            for side in [node.left, *node.comparators]
        ]
        for inner in compared:
            if (
                isinstance(inner, ast.Subscript)
                and isinstance(inner.value, ast.Subscript)
                and getattr(inner.slice, "id", None) == loop.target.id
                and isinstance(inner.value.slice, ast.Name)
                and inner.value.slice.id != loop.target.id
            ):
                found.append((inner, inner.lineno))
    return found


def sign(value: int) -> int:
    return (value > 0) - (value < 0)


def walk_of(node):
    """((row step, col step), line) of a `while` loop that reads `board[i][j]` and
    steps i and j by 1 (or i alone); None for any other node."""
    names = walked_names(node) if isinstance(node, ast.While) else None
    if names is None:
        return None
    row, col = names
    steps = {}
    for inner in node.body:
        if (
            isinstance(inner, ast.AugAssign)
            and getattr(inner.value, "value", None) == 1
        ):
            by = 1 if isinstance(inner.op, ast.Add) else -1
            steps[name_of_target(inner.target)] = by
    if row not in steps:
        return None
    return (steps[row], steps.get(col, 0)), node.lineno


def name_of_target(node) -> str:
    return getattr(node, "id", "")


def walked_names(node: ast.While):
    """The row's and the column's names of the first `board[i][j]` a loop reads;
    None where it reads none."""
    read = next(
        (
            inner
            for inner in ast.walk(node)
            if isinstance(inner, ast.Subscript)
            and isinstance(inner.value, ast.Subscript)
            and isinstance(inner.slice, ast.Name)
            and isinstance(inner.value.slice, ast.Name)
        ),
        None,
    )
    return (read.value.slice.id, read.slice.id) if read else None
