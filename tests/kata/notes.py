"""What is wrong with an answer, said the way a teacher would: which n, which board
is missing or extra, drawn, with the two queens that attack each other marked, and
the common mistakes named with their fix.

Each function takes a style's answer as the worker reports it: the plain value and
its facts (see ``shapes``), and returns None when there is nothing to say.
"""

from collections import Counter
from typing import List, Optional

from .answers import known_count, reference_boards
from .boards import MARK, draw, first_attack, mark, plural, queens_of

NAMED_TYPES = {"tuple": "a tuple", "generator": "a generator", "map": "a map object"}


def count_note(name: str, n: int, count, facts: dict) -> Optional[str]:
    """None if `count` is the right answer for n, else a note saying what is wrong."""
    where = f"{name}.py, n = {n}"
    kind = facts["type"]
    if kind == "NoneType":
        return f"{where}: totalNQueens returned None: is its `return` missing?"
    if kind == "float":
        return (
            f"{where}: totalNQueens returned {count!r}, a float: count with whole "
            "numbers (`//` rather than `/`, or int(...))"
        )
    if kind != "int":
        return f"{where}: totalNQueens returned {count!r} ({kind}), not an int"
    expected = known_count(n)
    if count != expected:
        return (
            f"{where}: totalNQueens returned {count}, but there "
            f"{'is' if expected == 1 else 'are'} {plural(expected, 'way')} "
            "to place the queens (OEIS A000170)"
        )
    return None


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
    if set(facts["row_types"]) - {"str"}:
        return (
            f"{where}: a row is a {'/'.join(t for t in facts['row_types'] if t != 'str')}, "
            "not a string: turn each row into a string, e.g. ''.join(row)"
        )
    return None


def sharing_note(where: str, boards: list, facts: dict) -> Optional[str]:
    """The two ways one board object ends up wrong in the answer."""
    if facts.get("same_object"):
        return (
            f"{where}: the boards are one list object, appended "
            f"{len(boards)} times; it changed after each append, so every copy shows "
            "its last state. Append a copy: boards.append(board[:]), or build a new "
            "list for each board"
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


def boards_note(name: str, n: int, boards, facts: dict, most: int = 1) -> Optional[str]:
    """None if `boards` is exactly the set of solutions for n, else a teacher's note:
    the first extra board (its attack marked) or missing board, drawn, or repeats."""
    where = f"{name}.py, n = {n}"
    note = shape_note(where, boards, facts) or sharing_note(where, boards, facts)
    if note:
        return note
    found = Counter(tuple(board) for board in boards)
    expected = reference_boards(n)
    missing = sorted(expected - found.keys())
    extra = [board for board in found if board not in expected]
    repeated = [board for board, times in found.items() if times > 1]
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
        lines.append(extra_board(n, board))
    for board in missing[: most if not extra else 0]:
        lines.append(f"  missing, a solution that was not returned:\n{draw([board])}")
    if repeated and not (extra or missing):
        lines.append(
            f"  returned more than once (each belongs once):\n{draw(repeated[:most])}"
        )
    return "\n".join(lines)


def extra_board(n: int, board) -> str:
    """An extra board, drawn, with what breaks it; an attack is marked and named."""
    fault = row_fault(n, board)
    if fault:
        return f"  extra, {fault}:\n{draw([board])}"
    attack = first_attack(queens_of(board))
    marked = mark(board, [attack.first, attack.second])
    return (
        f"  extra, not a solution: {attack.describe()}\n"
        f"{draw([marked])}\n    ({MARK} marks the two queens)"
    )


def row_fault(n: int, board) -> Optional[str]:
    """What is wrong with the board's rows themselves, if anything."""
    if len(board) != n:
        return f"it has {plural(len(board), 'row')}, not {n}"
    for row, line in enumerate(board):
        if len(line) != n or set(line) - {"Q", "."}:
            return f"row {row} is {line!r}: a row is {plural(n, 'square')}, each 'Q' or '.'"
        if line.count("Q") != 1:
            return f"row {row} holds {plural(line.count('Q'), 'queen')}, not 1"
    return None


def agreement_note(name: str, n: int, count, boards) -> Optional[str]:
    """None if totalNQueens(n) is the number of boards solveNQueens(n) returned."""
    if isinstance(boards, list) and count != len(boards):
        return (
            f"{name}.py, n = {n}: totalNQueens says {count}, but solveNQueens "
            f"returned {plural(len(boards), 'board')}"
        )
    return None


def zero_note(name: str, problems: List[str]) -> str:
    """Why the kata asks n = 0, when only n = 0 is wrong."""
    return (
        f"{name}.py, n = 0: {'; '.join(problems)}.\n"
        "  LeetCode asks only 1 <= n <= 9, so it would accept this. The kata asks n = 0 "
        "too: an empty board has one way to place no queens, the empty board, so the "
        "answers are [[]] and 1. The search that starts at row 0 and records a board "
        "when row == n gives them with no special case"
    )
