"""The known answers: counts from OEIS, and boards from a reference search.

The reference search is deliberately unlike every style, and is itself checked
against boards written out by hand (tests/test_answers.py).
"""

from functools import lru_cache

from ..basics.boards import render
from ..basics.errors import KataError

# OEIS A000170: the number of ways to place n non-attacking queens on an n x n board,
# n = 0, 1, 2, ... (https://oeis.org/A000170).
A000170 = (
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
    14772512, 95815104, 666090624, 4968057848, 39029188884, 314666222712,
)  # fmt: skip

# OEIS A002562: the same up to rotation and reflection, n = 0, 1, 2, ...
# (https://oeis.org/A002562; n = 0 counts the empty board as its one class).
A002562 = (1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752)

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
    return frozenset(tuple(render(queens, n)) for queens in safe_levels(n)[-1])


def safe_placements(n: int) -> int:
    """The queens a backtracking search places at n: one per safe partial placement."""
    return sum(len(level) for level in safe_levels(n)[1:])
