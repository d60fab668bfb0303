"""What is wrong with an answer, said the way a teacher would: which n, which board
is missing or extra, drawn, with the two queens that attack each other marked, and
the common mistakes named with their fix.

Each function takes a style's answer as the worker reports it: the plain value and
its facts (see ``shapes``), and returns None when there is nothing to say.
"""

import re
from collections import Counter
from typing import List, NamedTuple, Optional, Tuple

from . import attack_notes, skip_notes
from .known import known_count, reference_boards
from ..words.catalogue import Words, lines_named, series, words
from ..words.findings import Finding, Part
from .row_faults import board_fault
from .shape_notes import shape_note, sharing_note
from ...basics.boards import (
    MARK,
    every_solution,
    draw,
    first_attack,
    mark,
    plural,
    queens_of,
    render,
)

SKIPPED_MARK = "?"  # how a free square the search never tried is drawn


def all_right(n: int, boards) -> bool:
    """Are the boards known_count(n) different solutions? Then they are all of them,
    told without the reference search (slow past n = 10)."""
    return every_solution(n, boards, known_count(n))


class Wrong(NamedTuple):
    """What is wrong with a list of boards: its shape, or one board object shared
    (a note each), or the boards (as tuples of rows) missing, extra and repeated;
    each extra board with what breaks its rows, if anything (row_faults). The
    columns, row by row, of the boards the search is replayed to: the missing ones
    where boards are only missing (the search skipped them), and the extra ones
    whose rows are right (an attack makes them wrong)."""

    shape: Optional[str]
    shared: Optional[tuple]
    missing: list
    extra: List[Tuple[tuple, str, Optional[str]]]  # (board, fault, its words)
    repeated: list
    missing_columns: List[tuple]
    extra_columns: List[tuple]


def wrong_with(n: int, boards, facts: dict, padded: bool = True) -> Optional[Wrong]:
    """What is wrong with solveNQueens's answer for n, or None if it is exactly
    the set of solutions (`padded`: does the file draw its rows padded with dots,
    ``row_faults.board_fault``)."""
    shape = shape_note(boards, facts)
    shared = None if shape else sharing_note(boards, facts)
    if shape or shared:
        return Wrong(shape, shared, [], [], [], [], [])
    if all_right(n, boards):
        return None
    found = Counter(tuple(board) for board in boards)
    expected = reference_boards(n)
    missing = sorted(expected - found.keys())
    extra = [(b, *board_fault(n, b, padded)) for b in found if b not in expected]
    repeated = [board for board, times in found.items() if times > 1]
    if not (missing or extra or repeated):
        return None
    skipped = [] if extra else [tuple(queens_of(board)) for board in missing]
    attacked = [tuple(queens_of(b)) for b, fault, _ in extra if not fault]
    return Wrong(None, None, missing, extra, repeated, skipped, attacked)


def about_boards(
    name: str, n: int, boards, facts: dict, most: int = 1, skip=None, let=None
) -> Optional[Finding]:
    """None if `boards` is exactly the set of solutions for n, else a teacher's note
    (finding_on)."""
    wrong = wrong_with(n, boards, facts)
    return finding_on(name, n, wrong, facts, most, skip, let) if wrong else None


def starting_in_middle(n: int, boards) -> list:
    """The boards (tuples of rows) whose first queen stands in an odd n's middle
    column; [] for an even n."""
    if n % 2 == 0:
        return []
    return [board for board in boards if board and board[0][n // 2 : n // 2 + 1] == "Q"]


def finding_on(
    name: str, n: int, wrong: Wrong, facts: dict, most=1, skip=None, let=None
) -> Finding:
    """A teacher's note on what is wrong: the first extra board (its attack marked)
    or missing board (with the square the search skipped on its way, where `skip`,
    a kata.watch.skips.Skip, tells), or repeats."""
    where = (Part("where", words("where.n", file=f"{name}.py", n=n)),)
    fields = {"method": "solveNQueens", "n": n}
    if wrong.shape:
        return Finding("shape", where + (("head", wrong.shape),), **fields)
    if wrong.shared:
        fault = "one_object" if facts.get("same_object") else "changed"
        return Finding("shared", where + wrong.shared, fault=fault, **fields)
    missing, extra, repeated = wrong.missing, wrong.extra, wrong.repeated
    counts = {"missing": len(missing), "extra": len(extra), "repeated": len(repeated)}
    middle = len(starting_in_middle(n, repeated))
    counts.update({"repeated_middle": middle} if middle else {})
    heads = [words("notes.missing", boards=boards_of(missing))] if missing else []
    heads += [words("notes.extra", count=len(extra))] if extra else []
    heads += [words("notes.repeated", boards=boards_of(repeated))] if repeated else []
    parts = [*where, Part("head", series(heads))]
    found = {"counts": counts, **fields}
    for board, fault, fault_words in extra[:most]:
        parts += extra_board(board, fault_words, let)
        found.update(extra_fields(board, fault, let))
        counts.update(fault_counts(board, fault))
    if missing and not extra:
        said, fields = skipped_square(n, skip, wrong)
        parts += said
        found.update(fields)
    if repeated and not (extra or missing):
        parts += [
            Part("decided", words("notes.repeated_below"), line=True),
            drawn(draw(repeated[:most])),
        ]
        found["boards"] = tuple(tuple(queens_of(b)) for b in repeated[:most])
    return Finding("boards", tuple(parts), **found)


def boards_of(boards: list) -> Words:
    """'1 board', '2 boards'."""
    return words("count.boards", count=len(boards), s="" if len(boards) == 1 else "s")


def drawn(board: str) -> Part:
    """A board drawn, on lines of its own."""
    return Part("board", words("board.drawn", board=board), line=True)


def fault_counts(board, fault: str) -> dict:
    """An extra board's rows counted where they are at fault: how many rows, or
    the row without one queen and its queens."""
    if fault == "rows":
        return {"rows": len(board)}
    if fault == "row_queens":
        row = next(r for r, line in enumerate(board) if line.count("Q") != 1)
        return {"row": row, "queens": board[row].count("Q")}
    return {}


def extra_fields(board, fault: str, let) -> dict:
    """The fields of an extra board: what breaks it, the square let through and
    the line that let it, where known."""
    found = {"fault": fault or "attack"}
    if fault == "off_board" and queens_of(board):  # drawn as it is, column n too
        found["boards"] = (tuple(queens_of(board)),)
    if fault:
        return found
    columns = tuple(queens_of(board))
    found["boards"] = (columns,)
    if let and columns[let["row"]] == let["col"]:
        why = lines_named(let["why"]) if isinstance(let.get("why"), Words) else []
        lines = tuple(dict.fromkeys([let["line"], *why]))
        found.update(square=(let["row"], let["col"]), lines=lines)
    return found


def skipped_square(n: int, skip, wrong: Wrong) -> Tuple[list, dict]:
    """A missing board, drawn beside the square the search skipped on its way to it
    (a kata.watch.skips.Skip); or alone, with why the square is not known (`skip`,
    text): its parts, and its fields (the board, the square, the line)."""
    if isinstance(skip, dict):
        square = (skip["row"], skip["cols"][0])
        return crowded_note(skip), {"square": square, "fault": "crowded"}
    if isinstance(skip, Words) or not isinstance(skip, tuple):
        why = words("notes.unknown_why", why=skip) if skip else words("nothing")
        return [
            Part("decided", words("notes.missing_below", why=why), line=True),
            drawn(draw(wrong.missing[:1])),
        ], {"boards": tuple(wrong.missing_columns[:1])}
    path = skip.queens + (skip.col,)
    board, columns = next(
        (board, columns)
        for board, columns in zip(wrong.missing, wrong.missing_columns)
        if columns[: skip.row + 1] == path
    )
    square, (after, alone, tail, mark) = f"({skip.row}, {skip.col})", skip_notes.told(
        skip
    )
    if skip.queens:
        placed = ", ".join(f"({row}, {col})" for row, col in enumerate(skip.queens))
        told = words("notes.placed", placed=placed, after=after, square=square)
    else:
        told = words("notes.alone", alone=alone, square=square)
    why, there = [
        words("notes.below", said=said) if said.key != "nothing" else said
        for said in (skip_notes.why(skip), skip_notes.there(skip))
    ]
    told = words("notes.skip", told=told, tail=tail, why=why, there=there)
    named = lines_named(why) + lines_named(there)  # where the run wrote what was read
    upto = render(skip.queens, n) + [
        render([skip.col], n)[0].replace("Q", SKIPPED_MARK)
    ]
    upto += ["." * n] * (n - len(upto))
    fields = {
        "boards": (columns,),
        "square": (skip.row, skip.col),
        "lines": tuple(dict.fromkeys([*([skip.line] if skip.line else []), *named])),
        "keys": {name: key for name, key in skip.keys},
    }
    key = words("notes.skipped_key", mark=SKIPPED_MARK, did=mark)
    return [
        Part("decided", told, line=True),
        drawn(draw([upto, board])),
        Part("board", key, line=True),
    ], fields


# Why a row came to hold two queens, by whether its rows are one list (checked on
# the run), and the fix to say where they are not.
CROWDED = {  # (why, the fix): keys of the catalogue
    True: ("notes.one_list", "nothing"),
    False: ("notes.not_taken_off", "notes.clear_square"),
}
CLEARED_ROW = "notes.clear_row"  # where the rows are strings: no item assignment


def crowded_said(crowded: dict) -> Words:
    """What a board with two queens in a row says of the search."""
    row, cols = crowded["row"], crowded["cols"]
    squares = " and ".join(f"({row}, {col})" for col in cols)
    return words(
        "notes.crowded",
        queens=plural(len(cols), "queen"),
        row=row,
        squares=squares,
        why=words(CROWDED[bool(crowded.get("shared"))][0]),
    )


def crowded_note(crowded: dict) -> List[Part]:
    """The board as it was when a row first held two queens, those marked."""
    marked = mark(crowded["board"], [(crowded["row"], col) for col in crowded["cols"]])
    fix = CROWDED[bool(crowded.get("shared"))][1]
    fix = CLEARED_ROW if fix != "nothing" and crowded.get("strings") else fix
    key = words("notes.crowded_key", mark=MARK, row=crowded["row"])
    return [
        Part("decided", words("indented", said=crowded_said(crowded)), line=True),
        Part("fix", words(fix)),
        drawn(draw([marked])),
        Part("board", key, line=True),
    ]


def let_words(let: dict):
    """The words on the square let through: the line that found the attacking
    queen (`found`, at `line`), yet the check let the square on, or that no test
    read the queen's square (`unread`: the squares they read), else the line last
    run on it and why it let the square through where known (`why`, else its code)."""
    square = f"({let['row']}, {let['col']})"
    if let.get("found"):
        queen = "({}, {})".format(*let["found"])
        return words("notes.let_found", line=let["line"], queen=queen, square=square)
    if let.get("unread"):
        (row, col), read = let["unread"]
        shown = ", ".join(f"({r}, {c})" for r, c in read[:3])
        shown += ", ..." if len(read) > 3 else ""
        queen = f"({row}, {col})"
        return words("notes.let_unread", square=square, queen=queen, read=shown)
    why = let.get("why") or let["code"]
    return words("notes.let", line=let["line"], square=square, why=why)


def extra_board(board, fault: Optional[str], let=None) -> List[Tuple[str, str]]:
    """An extra board, drawn, with what breaks it (`fault`, the words on its rows,
    or an attack, marked and named), and the line that let a queen through (`let`:
    {row, col, line, code}) where it is on this board."""
    if fault:
        said = words("notes.extra_fault", fault=fault)
        return [Part("decided", said, line=True), drawn(draw([board]))]
    attack = first_attack(queens_of(board))
    marked = mark(board, [attack.first, attack.second])
    through = words("nothing")
    if let and queens_of(board)[let["row"]] == let["col"]:
        through = let_words(let)
    said = words(
        "notes.extra_attack", attack=attack_notes.said(attack), through=through
    )
    return [
        Part("decided", said, line=True),
        drawn(draw([marked])),
        Part("board", words("notes.marks_two", mark=MARK), line=True),
    ]


def crash_hint(reply: dict) -> Optional[Words]:
    """A fix for a crash a learner meets often, or None."""
    message = reply.get("message", "")
    if reply.get("type") == "TypeError" and message.startswith("'str' object does not"):
        return words("notes.strings_fixed")
    unbound = re.search(r"local variable '(\w+)'", message)
    if reply.get("type") == "UnboundLocalError" and unbound:
        return words("notes.nonlocal", name=unbound.group(1))
    unhashable = re.match(r"unhashable type: '(list|set|dict)'", message)
    if reply.get("type") == "TypeError" and unhashable:
        return words("notes.unhashable", kind=unhashable.group(1))
    changed = re.match(r"(Set|dictionary) changed size during iteration", message)
    if reply.get("type") == "RuntimeError" and changed:
        kind = "set" if changed.group(1) == "Set" else "dict"
        return words("notes.changed_while_looped", kind=kind)
    return None
