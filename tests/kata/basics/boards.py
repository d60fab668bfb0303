"""Boards: queens to rows of 'Q' and '.', the lines two queens can share, and grids.

The vocabulary every file uses: ``queens[row] = col``; a square lies on one column
(``cols``), one ``\\`` diagonal, where ``row - col`` is the same (``diag``), and one
``/`` diagonal, where ``row + col`` is the same (``anti``).
"""

from typing import List, NamedTuple, Optional, Sequence

MARK = "X"  # how a queen under attack is drawn


class Attack(NamedTuple):
    """Two queens on one line: (row, col) of each, and the line's name (data: its
    words are the coach's, ``kata.judge.answers.attack_notes``)."""

    first: tuple
    second: tuple
    line: str  # "cols", "diag" or "anti"


def render(queens: Sequence[int], n: Optional[int] = None) -> List[str]:
    """The rows of a board with a queen at (row, queens[row]) in each row given."""
    n = len(queens) if n is None else n
    return ["." * col + "Q" + "." * (n - col - 1) for col in queens]


def queens_of(board: Sequence[str]) -> Optional[List[int]]:
    """queens[row] = col of a board with exactly one 'Q' a row, else None."""
    if any(not isinstance(line, str) or line.count("Q") != 1 for line in board):
        return None
    return [line.index("Q") for line in board]


LINES = ("cols", "diag", "anti")  # column, `\` diagonal, `/` diagonal, in this order


def shared_line(first: tuple, second: tuple) -> Optional[str]:
    """The line two squares (row, col) share: "cols", "diag" or "anti", or None.
    Two squares share at most one: two lines of different kinds cross at one square."""
    (r1, c1), (r2, c2) = first, second
    if c1 == c2:
        return "cols"
    if r1 - c1 == r2 - c2:
        return "diag"
    if r1 + c1 == r2 + c2:
        return "anti"
    return None


def attacks_on(queens: Sequence[int], row: int, col: int) -> List[Attack]:
    """Each queen above `row` that attacks the square (row, col), top-down."""
    found = []
    for above, queen in enumerate(queens[:row]):
        line = shared_line((above, queen), (row, col))
        if line:
            found.append(Attack((above, queen), (row, col), line))
    return found


def first_attack(queens: Sequence[int]) -> Optional[Attack]:
    """The first queen, top-down, attacked by one above it (the first such), or None."""
    for row, col in enumerate(queens):
        found = attacks_on(queens, row, col)
        if found:
            return found[0]
    return None


def attack_lines(queens: Sequence[int], row: int, col: int) -> List[str]:
    """The lines along which the queens above `row` attack (row, col), in LINES order."""
    lines = {attack.line for attack in attacks_on(queens, row, col)}
    return [line for line in LINES if line in lines]


def mark(board: Sequence[str], squares) -> List[str]:
    """The board with the queens on `squares` ((row, col) pairs) drawn as MARK."""
    rows = [list(line) for line in board]
    for row, col in squares:
        rows[row][col] = MARK
    return ["".join(line) for line in rows]


def grid(board: Sequence[str]) -> List[str]:
    """A board spaced out for reading: 'Q..' -> 'Q . .'."""
    return [" ".join(str(line)) for line in board] or ["(empty)"]


def draw(boards: Sequence[Sequence[str]], most: int = 6, indent: str = "    ") -> str:
    """Boards side by side as grids, at most `most` of them, then '... and N more'."""
    shown = [grid(board) for board in list(boards)[:most]]
    if not shown:
        return ""
    width = max(len(line) for lines in shown for line in lines)
    height = max(len(lines) for lines in shown)
    text = []
    for i in range(height):
        cells = [(lines[i] if i < len(lines) else "").ljust(width) for lines in shown]
        text.append(indent + "   ".join(cells).rstrip())
    more = len(boards) - len(shown)
    if more > 0:
        text.append(f"{indent}... and {more} more")
    return "\n".join(text)


def binary(mask: int, n: int) -> str:
    """The mask's n bits, bit 0 first (on the left), spaced like a board's row."""
    return " ".join("1" if mask >> col & 1 else "0" for col in range(n))


def is_solution(n: int, board) -> bool:
    """n rows of n squares, one 'Q' each, no two queens on a column or diagonal:
    checked in sets rather than pair by pair, for the thousands of boards of n = 12."""
    if len(board) != n:
        return False
    cols = []
    for line in board:
        if type(line) is not str or len(line) != n or line.count("Q") != 1:
            return False
        if line.count(".") != n - 1:
            return False
        cols.append(line.index("Q"))
    rows = range(n)
    return (
        len(set(cols)) == n
        and len({r - c for r, c in zip(rows, cols)}) == n
        and len({r + c for r, c in zip(rows, cols)}) == n
    )


def every_solution(n: int, boards, count: int) -> bool:
    """Are the boards (a list of boards) `count` different solutions for n? Where
    count is n's known count, they are all of them. It never raises, whatever the
    value: the worker asks it of what a style returned, in the style's process."""
    if not isinstance(boards, list) or len(boards) != count:
        return False
    rows = [tuple(board) for board in boards if isinstance(board, (list, tuple))]
    solved = len(rows) == count and all(is_solution(n, board) for board in rows)
    return solved and len(set(rows)) == count


def plural(count: int, word: str) -> str:
    """'1 board', '2 boards', '12 classes'."""
    if count == 1:
        return f"{count} {word}"
    return f"{count} {word}{'es' if word.endswith('s') else 's'}"
