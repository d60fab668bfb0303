"""Free squares a search never tried, and the line of its file that turned each away.

While kata.watch.placements watches a search, ``kata.watch.decisions.Decisions``
notes each line run that tests a square or loops over the columns. After the run, ``skipped``
finds, below each placement the search has left, the squares no queen attacks that
it never put a queen on, each with the last test line run on it, or the loop that
never came to it. ``first_skip`` picks the one on the way to a missing board that
the search came nearest to: where a learner should look first.
"""

from typing import Dict, List, Optional, Sequence

from ..basics.boards import attack_lines
from .decisions import Decisions, Skip


def free_columns(queens: tuple, n: int) -> List[int]:
    """The squares of the row below the queens that no queen attacks."""
    row = len(queens)
    return [col for col in range(n) if not attack_lines(queens, row, col)]


def skipped(
    placed: Sequence[tuple], n: int, decisions: Decisions, last: Optional[tuple]
) -> Dict[tuple, List[Skip]]:
    """For each placement the search has left (all of them when `last` is None, else
    those that are not on the way to `last`, where a cut-short run stood), the free
    squares below it it never placed a queen on."""
    reached = set(placed)
    found = {}
    for queens in dict.fromkeys([(), *placed]):
        if len(queens) >= n or (last is not None and last[: len(queens)] == queens):
            continue
        if any(not 0 <= col < n for col in queens):  # a column off the board
            continue
        skips = [
            decisions.skip(queens, col)
            for col in free_columns(queens, n)
            if queens + (col,) not in reached
        ]
        if skips:
            found[queens] = skips
    return found


def first_skip(skips: Sequence[Skip], missing: Sequence[tuple]) -> Optional[Skip]:
    """The skip on the way to a missing board (columns, row by row) with the most
    queens above it: the search came nearest to that board."""
    on_the_way = [
        skip
        for skip in skips
        if any(board[: skip.row + 1] == skip.queens + (skip.col,) for board in missing)
    ]
    return max(on_the_way, key=lambda skip: skip.row, default=None)
