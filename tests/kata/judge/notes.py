"""What is wrong with an answer, said the way a teacher would: which n, which board
is missing or extra, drawn, with the two queens that attack each other marked, and
the common mistakes named with their fix.

Each function takes a style's answer as the worker reports it: the plain value and
its facts (see ``shapes``), and returns None when there is nothing to say.
"""

import re
from collections import Counter
from typing import List, Optional

from .answers import known_count, reference_boards
from ..basics.boards import (
    is_solution,
    MARK,
    draw,
    first_attack,
    mark,
    plural,
    queens_of,
    render,
)

SKIPPED_MARK = "?"  # how a free square the search never tried is drawn

NAMED_TYPES = {"tuple": "a tuple", "generator": "a generator", "map": "a map object"}


def shape_note(where: str, boards, facts: dict) -> Optional[str]:
    """What is wrong with the answer's shape (not its boards), if anything."""
    kind = facts["type"]
    if kind in NAMED_TYPES:
        return (
            f"{where}: solveNQueens returned {NAMED_TYPES[kind]}, not a list: "
            "LeetCode wants a list of boards (wrap it in list(...))"
        )
    if kind != "list":
        return f"{where}: solveNQueens returned {boards!r:.60} ({kind}), not a list of boards"
    if "tuple" in facts["item_types"]:
        return f"{where}: a board is a tuple; each board should be a list of row strings (append list(...))"
    if set(facts["item_types"]) - {"list"}:
        return f"{where}: board 1 is {boards[0]!r:.60}; each board should be a list of row strings"
    if "int" in facts["row_types"]:
        return (
            f"{where}: board 1 is {boards[0]!r:.40}, a column number for each row: "
            "draw each row from its column instead, "
            "'.' * col + 'Q' + '.' * (n - col - 1)"
        )
    if set(facts["row_types"]) - {"str"}:
        return (
            f"{where}: a row is a {'/'.join(t for t in facts['row_types'] if t != 'str')}, "
            "not a string: join its squares into one, e.g. ''.join(row)"
        )
    return None


ONE_OBJECT = "the boards are one list object"
COPY_ADVICE = (
    ". Append a copy: boards.append(board[:]), or build a new list for each board"
)


def sharing_note(where: str, boards: list, facts: dict) -> Optional[str]:
    """The two ways one board object ends up wrong in the answer."""
    if facts.get("same_object"):
        return (
            f"{where}: {ONE_OBJECT}, appended "
            f"{len(boards)} times; it changed after each append, so every copy shows "
            f"its last state{COPY_ADVICE}"
        )
    if facts.get("changed"):
        one = facts["changed"] == 1
        then, now = facts["first_changed"]
        return (
            f"{where}: {plural(facts['changed'], 'board')} changed after "
            f"{'it was' if one else 'they were'} appended (the search went on changing "
            f"{'it' if one else 'them'}). Append a copy, boards.append(board[:]), or a "
            f"new list of strings for each board\n"
            f"  when appended:\n{draw([then])}\n  as returned:\n{draw([now])}"
        )
    return None


def all_right(n: int, boards) -> bool:
    """Are the boards known_count(n) different solutions? Then they are all of them,
    told without the reference search (slow past n = 10)."""
    found = {tuple(board) for board in boards}
    return len(found) == len(boards) == known_count(n) and all(
        is_solution(n, board) for board in found
    )


def tally(n: int, boards) -> tuple:
    """(missing, extra, repeated): the boards, as tuples of rows, that are wrong."""
    found = Counter(tuple(board) for board in boards)
    expected = reference_boards(n)
    missing = sorted(expected - found.keys())
    extra = [board for board in found if board not in expected]
    repeated = [board for board, times in found.items() if times > 1]
    return missing, extra, repeated


def missing_columns(n: int, boards, facts: dict) -> List[tuple]:
    """The missing boards as columns, row by row, where boards are only missing (the
    shape right, none extra): the search skipped them; else []."""
    where = ""
    if shape_note(where, boards, facts) or sharing_note(where, boards, facts):
        return []
    missing, extra, _ = tally(n, boards)
    return [] if extra else [tuple(queens_of(board)) for board in missing]


def extra_columns(n: int, boards, facts: dict) -> List[tuple]:
    """The extra boards as columns, row by row, where each has a queen in each of
    its n rows (so an attack makes it wrong); else []."""
    if shape_note("", boards, facts) or sharing_note("", boards, facts):
        return []
    _, extra, _ = tally(n, boards)
    return [tuple(queens_of(board)) for board in extra if not row_fault(n, board)]


def about_boards(
    name: str, n: int, boards, facts: dict, most: int = 1, skip=None, let=None
) -> Optional[str]:
    """None if `boards` is exactly the set of solutions for n, else a teacher's note:
    the first extra board (its attack marked) or missing board (with the square the
    search skipped on its way, where `skip`, a kata.watch.skips.Skip, tells), or repeats.
    """
    where = f"{name}.py, n = {n}"
    note = shape_note(where, boards, facts) or sharing_note(where, boards, facts)
    if note:
        return note
    if all_right(n, boards):
        return None
    missing, extra, repeated = tally(n, boards)
    if not (missing or extra or repeated):
        return None
    counts = [f"{plural(len(missing), 'board')} missing"] if missing else []
    counts += [f"{len(extra)} extra"] if extra else []
    counts += (
        [f"{plural(len(repeated), 'board')} returned more than once"]
        if repeated
        else []
    )
    lines = [f"{where}: {', '.join(counts)}"]
    for board in extra[:most]:
        lines.append(extra_board(n, board, let))
    if missing and not extra:
        lines.append(skipped_square(n, skip, missing))
    if repeated and not (extra or missing):
        lines.append(
            f"  returned more than once (each belongs once):\n{draw(repeated[:most])}"
        )
    return "\n".join(lines)


def skipped_square(n: int, skip, missing: List[tuple]) -> str:
    """A missing board, drawn beside the square the search skipped on its way to it
    (a kata.watch.skips.Skip); or alone, with why the square is not known (`skip`, text).
    """
    if isinstance(skip, dict):
        return crowded_note(skip)
    if not isinstance(skip, tuple):
        why = f" ({skip})" if skip else ""
        return f"  missing, a solution that was not returned{why}:\n{draw(missing[:1])}"
    path = skip.queens + (skip.col,)
    board = next(b for b in missing if tuple(queens_of(b))[: skip.row + 1] == path)
    square, (after, alone, tail, mark) = f"({skip.row}, {skip.col})", skip.told()
    if skip.queens:
        placed = ", ".join(f"({row}, {col})" for row, col in enumerate(skip.queens))
        said = f"your search placed (row, col) = {placed} {after} {square}"
    else:
        said = f"your search {alone} (row, col) = {square}"
    said += ", which no queen attacks" if skip.queens else ", on the empty board"
    said += tail
    said += f"\n  {skip.why()}" if skip.why() else ""
    said += f"\n  {skip.there()}" if skip.there() else ""
    skipped = render([skip.col], n)[0].replace("Q", SKIPPED_MARK)
    upto = render(skip.queens, n) + [skipped]
    upto += ["." * n] * (n - len(upto))
    return (
        f"  {said}\n{draw([upto, board])}\n"
        f"    ({SKIPPED_MARK} is the square it {mark}; beside it, a missing board through it)"
    )


# Why a row came to hold two queens, by whether its rows are one list (checked on
# the run), and the fix to say where they are not.
CROWDED = {
    True: ("its rows are one list, so a queen put in any row shows in all of them", ""),
    False: (
        "a queen it placed was not taken off when the search backed up",
        ". After the call that tries the next row, clear the square again (e.g. "
        "board[row][col] = '.')",
    ),
}


def crowded_said(crowded: dict) -> str:
    """What a board with two queens in a row says of the search."""
    row, cols = crowded["row"], crowded["cols"]
    squares = " and ".join(f"({row}, {col})" for col in cols)
    return (
        f"your search's board came to hold {plural(len(cols), 'queen')} in row {row}, "
        f"{squares}: {CROWDED[bool(crowded.get('shared'))][0]}"
    )


def crowded_note(crowded: dict) -> str:
    """The board as it was when a row first held two queens, those marked."""
    marked = mark(crowded["board"], [(crowded["row"], col) for col in crowded["cols"]])
    fix = CROWDED[bool(crowded.get("shared"))][1]
    return (
        f"  {crowded_said(crowded)}{fix}\n{draw([marked])}\n"
        f"    ({MARK} marks the queens that share row {crowded['row']})"
    )


def extra_board(n: int, board, let=None) -> str:
    """An extra board, drawn, with what breaks it; an attack is marked and named,
    and the line that let a queen through (`let`: {row, col, line, code}) where it
    is on this board."""
    fault = row_fault(n, board)
    if fault:
        return f"  extra, {fault}:\n{draw([board])}"
    attack = first_attack(queens_of(board))
    marked = mark(board, [attack.first, attack.second])
    through = ""
    if let and queens_of(board)[let["row"]] == let["col"]:
        through = (
            f"\n  line {let['line']} let ({let['row']}, {let['col']}) through, "
            f"though it is attacked: {let.get('why') or let['code']}"
        )
    return (
        f"  extra, not a solution: {attack.describe()}{through}\n"
        f"{draw([marked])}\n    ({MARK} marks the two queens)"
    )


ROW_LENGTHS = {  # a row one square too long or short, and how to draw it right
    1: " (one square too many: '.'*col+'Q'+'.'*(n-col-1) is n squares)",
    -1: " (one square too few: '.'*col+'Q'+'.'*(n-col-1) is n squares)",
}


def row_fault(n: int, board) -> Optional[str]:
    """What is wrong with the board's rows themselves, if anything."""
    if len(board) > n:
        return too_long(n, board)
    if len(board) != n:
        return f"it has {plural(len(board), 'row')}, not {n}"
    for row, line in enumerate(board):
        if line == "." * n + "Q":
            return (
                f"row {row} is {line!r}: its queen is in column {n}, off the board "
                f"(the columns are 0..{n - 1})"
            )
        if len(line) != n or set(line) - {"Q", "."}:
            return (
                f"row {row} is {line!r}: a row is {plural(n, 'square')}, each 'Q' or "
                f"'.'{ROW_LENGTHS.get(len(line) - n, '')}"
            )
        if line.count("Q") != 1:
            return f"row {row} holds {plural(line.count('Q'), 'queen')}, not 1"
    return None


def too_long(n: int, board) -> str:
    """A board of more than n rows, with the cause its rows show, if they show one:
    another n's solution, or one for n under queens never taken back."""
    rows = f"it has {plural(len(board), 'row')}, not {n}"
    if is_solution(len(board), board):
        return f"{rows}: it is a whole solution for n = {len(board)}"
    if n and is_solution(n, board[-n:]):
        return (
            f"{rows}: the queens of branches it backed out of are still in it; take "
            "each queen back (pop it) when the search backs up"
        )
    return rows


def crash_hint(reply: dict) -> str:
    """A fix for a crash a learner meets often, or ''."""
    message = reply.get("message", "")
    if reply.get("type") == "TypeError" and message.startswith("'str' object does not"):
        return (
            "\n  strings do not change in place: keep a list and `''.join` it, "
            "or build the row from its column"
        )
    unbound = re.search(r"local variable '(\w+)'", message)
    if reply.get("type") == "UnboundLocalError" and unbound:
        name = unbound.group(1)
        return (
            f"\n  a function that assigns `{name}` (`{name} += 1` too) has a `{name}` "
            f"of its own, not the outer one: declare `nonlocal {name}` at its top, "
            "or return the value"
        )
    return ""
