"""What is wrong with a board's rows themselves (too many, too few, off the
board, not one queen), as a kind from ``findings.FAULTS`` and in words."""

from typing import Optional, Tuple

from ...basics.boards import is_solution, plural

ROW_LENGTHS = {  # a row one square too long or short, and how to draw it right
    1: " (one square too many: '.'*col+'Q'+'.'*(n-col-1) is n squares)",
    -1: " (one square too few: '.'*col+'Q'+'.'*(n-col-1) is n squares)",
}


def row_fault(n: int, board) -> Optional[str]:
    """What is wrong with the board's rows themselves, in words, if anything."""
    return board_fault(n, board)[1]


def board_fault(n: int, board) -> Tuple[str, Optional[str]]:
    """(the kind of fault, its words) of the board's rows; ("", None) if none."""
    if len(board) > n:
        return "rows", too_long(n, board)
    if len(board) != n:
        return "rows", f"it has {plural(len(board), 'row')}, not {n}"
    for row, line in enumerate(board):
        if line == "." * n + "Q":
            return "off_board", (
                f"row {row} is {line!r}: its queen is in column {n}, off the board "
                f"(the columns are 0..{n - 1})"
            )
        if len(line) != n or set(line) - {"Q", "."}:
            why = ROW_LENGTHS.get(len(line) - n, "")
            if line == "Q" + "." * n:  # what the right drawing makes of column -1
                why = why[:-1] + f" for a column in 0..{n - 1}, and this for column -1)"
            return "row_text", (
                f"row {row} is {line!r}: a row is {plural(n, 'square')}, each 'Q' or "
                f"'.'{why}"
            )
        if line.count("Q") != 1:
            return (
                "row_queens",
                f"row {row} holds {plural(line.count('Q'), 'queen')}, not 1",
            )
    return "", None


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
