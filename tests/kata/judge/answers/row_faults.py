"""What is wrong with a board's rows themselves (too many, too few, off the
board, not one queen), as a kind from ``findings.FAULTS`` and in words."""

from typing import Optional, Tuple

from ...basics.boards import is_solution, plural
from ..words.catalogue import Words, render, words

ROW_LENGTHS = {1: "many", -1: "few"}  # a row one square too long or short


def row_fault(n: int, board) -> Optional[str]:
    """What is wrong with the board's rows themselves, in words, if anything."""
    said = board_fault(n, board)[1]
    return render(said) if said else None


def board_fault(n: int, board, padded: bool = True) -> Tuple[str, Optional[Words]]:
    """(the kind of fault, its words) of the board's rows; ("", None) if none. A row
    of 'Q' and n dots is said to be what the padded drawing makes of column -1 only
    where the file draws its rows so (`padded`, ``causes.drawing``)."""
    if len(board) > n:
        return "rows", too_long(n, board)
    if len(board) != n:
        return "rows", rows_of(n, board)
    for row, line in enumerate(board):
        if line == "." * n + "Q":
            said = words("rows.off_board", row=row, text=repr(line), n=n, last=n - 1)
            return "off_board", said
        if len(line) != n or set(line) - {"Q", "."}:
            why = words("nothing")
            if len(line) - n in ROW_LENGTHS:
                how = ROW_LENGTHS[len(line) - n]
                why = words("rows.length", how=how)
                if (
                    padded and line == "Q" + "." * n
                ):  # what the right drawing makes of column -1
                    why = words("rows.length_minus_one", how=how, last=n - 1)
            squares = plural(n, "square")
            return "row_text", words(
                "rows.text", row=row, text=repr(line), squares=squares, why=why
            )
        if line.count("Q") != 1:
            queens = plural(line.count("Q"), "queen")
            return "row_queens", words("rows.queens", row=row, queens=queens)
    return "", None


def rows_of(n: int, board) -> Words:
    return words("rows.count", rows=plural(len(board), "row"), n=n)


def too_long(n: int, board) -> Words:
    """A board of more than n rows, with the cause its rows show, if they show one:
    another n's solution, or one for n under queens never taken back."""
    rows = rows_of(n, board)
    if is_solution(len(board), board):
        return words("rows.whole", rows=rows, n=len(board))
    if n and is_solution(n, board[-n:]):
        return words("rows.kept", rows=rows)
    return rows
