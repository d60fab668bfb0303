"""What a frame of a search shows as it runs: the column it looks at (a local named
in the shared vocabulary), a read of a row at or below the one being filled, and a
board that holds two queens in a row."""

from typing import List, Optional

from ..basics.vocabulary import COLUMNS
from .readers import parameters, row_name
from ..basics.vocabulary import BOARDS


def unplaced_read(reads: List[tuple], frame, placed: tuple) -> Optional[dict]:
    """The first read, among `reads`, of a row at or below the one being filled
    (whose value is left from before, or a placeholder): {"kind": "unplaced",
    "values" and "index" (`queens[i]`), "at" (i's value), "row" (the row being
    filled), "rows" (the name of the frame's row, "" where it has none)}; or None.
    Its words are the coach's (``kata.judge.answers.read_notes``)."""
    names = frame.f_locals
    row = row_name(set(names), set(parameters(frame.f_code)))
    for values, index in reads:
        at = names.get(index)
        if (
            index == row
            or type(at) is not int
            or not isinstance(names.get(values), list)
        ):
            continue
        if len(placed) <= at < len(names[values]):
            read = {"kind": "unplaced", "values": values, "index": index, "at": at}
            return {**read, "row": len(placed), "rows": row or ""}
    return None


def column_in(names: dict) -> Optional[int]:
    """The column a frame is looking at, if it names one."""
    name = column_name(names)
    return None if name is None else names[name]


def column_name(names: dict) -> Optional[str]:
    """The name of the column a frame is looking at, if it names one."""
    return next((name for name in COLUMNS if type(names.get(name)) is int), None)


def crowded_board(names: dict) -> Optional[dict]:
    """A board (a list of rows of squares, by one of the board's names) with a row
    that holds two queens or more: {"row", "cols", "board", "shared", "strings"},
    else None; "shared" is whether two of its rows are one list object, "strings"
    whether its rows are strings."""
    for name in BOARDS:
        lines = names.get(name)
        if not isinstance(lines, list) or not all(
            isinstance(line, (list, str)) for line in lines
        ):
            continue
        for row, line in enumerate(lines):
            cols = [col for col, square in enumerate(line) if square == "Q"]
            if len(cols) > 1:
                board = ["".join(line) for line in lines]
                rows = [id(line) for line in lines if isinstance(line, list)]
                shared = len(set(rows)) < len(rows)
                strings = all(isinstance(line, str) for line in lines)
                return {
                    "row": row,
                    "cols": cols,
                    "board": board,
                    "shared": shared,
                    "strings": strings,
                }
    return None
