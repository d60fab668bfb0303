"""The board's eight symmetries: boards grouped into classes of rotations and flips.

A board is a tuple of row strings. Turning it by 90, 180 or 270 degrees, or
flipping it (left to right, top to bottom, or in either diagonal), gives a board of
the same class; a class has 8 boards, or fewer when a board is its own image. Each
class is shown by its representative: the smallest of its images as a tuple of
strings ('.' sorts before 'Q').
"""

from typing import Iterable, List, Sequence, Tuple

Board = Tuple[str, ...]


def turned(board: Board) -> Board:
    """The board turned 90 degrees clockwise."""
    return tuple("".join(line) for line in zip(*reversed(board)))


def flipped(board: Board) -> Board:
    """The board mirrored left to right."""
    return tuple(line[::-1] for line in board)


def images(board: Sequence[str]) -> List[Board]:
    """The board's 8 images: 4 turns, each as it is and mirrored (some may repeat)."""
    found, board = [], tuple(board)
    for _ in range(4):
        found += [board, flipped(board)]
        board = turned(board)
    return found


def canonical(board: Sequence[str]) -> Board:
    """The class's representative: the smallest image of the board."""
    return min(images(board))


def classes(boards: Iterable[Sequence[str]]) -> List[Tuple[Board, int]]:
    """(representative, how many of the boards are in its class), by representative."""
    sizes = {}
    for board in boards:
        key = canonical(board)
        sizes[key] = sizes.get(key, 0) + 1
    return sorted(sizes.items())
