"""The known answers: counts from OEIS, and boards from a reference search.

The reference search is deliberately unlike every style, and is itself checked
against boards written out by hand (tests/test_answers.py).
"""

from functools import lru_cache

from ...basics.boards import render
from ...basics.oeis import A000170
from ...basics.errors import KataError

# Whole answers written out by hand: LeetCode's own examples (n = 1 and n = 4),
# and n = 6, whose four boards are easy to check on paper.
EXPLICIT_BOARDS = {
    0: [[]],
    1: [["Q"]],
    2: [],
    3: [],
    4: [
        [".Q..", "...Q", "Q...", "..Q."],
        ["..Q.", "Q...", "...Q", ".Q.."],
    ],
    6: [
        [".Q....", "...Q..", ".....Q", "Q.....", "..Q...", "....Q."],
        ["..Q...", ".....Q", ".Q....", "....Q.", "Q.....", "...Q.."],
        ["...Q..", "Q.....", "....Q.", ".Q....", ".....Q", "..Q..."],
        ["....Q.", "..Q...", "Q.....", ".....Q", "...Q..", ".Q...."],
    ],
}


def known_count(n: int) -> int:
    if not 0 <= n < len(A000170):
        raise KataError(f"n = {n} is outside the known counts (0..{len(A000170) - 1})")
    return A000170[n]


@lru_cache(maxsize=None)
def safe_levels(n: int) -> tuple:
    """For each row count r = 0..n, every placement of queens in the top r rows with
    no two attacking (as tuples of columns), by a small breadth-first search: it
    grows the list a row at a time and keeps the ones where the new queen is safe."""
    levels = [[()]]
    for row in range(n):
        levels.append(
            [
                queens + (col,)
                for queens in levels[-1]
                for col in range(n)
                if all(
                    col != c and abs(col - c) != row - r for r, c in enumerate(queens)
                )
            ]
        )
    return tuple(levels)


def reference_boards(n: int) -> frozenset:
    """All boards for n, as tuples of row strings: the full placements above."""
    placements = safe_levels(n)[-1]
    return frozenset(tuple(render(queens, n)) for queens in placements)


def safe_placements(n: int) -> int:
    """The queens a backtracking search places at n: one per safe partial placement."""
    return sum(len(level) for level in safe_levels(n)[1:])
