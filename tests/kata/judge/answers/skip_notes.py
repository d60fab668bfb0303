"""What a free square a search never went on from is told (a ``watch.decisions.Skip``,
data: its square, the line that turned it away, how, and what that line saw, told
by ``read_notes``): the
line and its code, how the search came to the square, and what the test saw, each
from the catalogue (``skip.*``), where the coach or `make trace` says it."""

from typing import Tuple

from ...watch.decisions import Skip
from ..words.catalogue import Words, words
from . import read_notes

MOST = 64  # columns of a line's code said at most


def why(skip: Skip, most: int = MOST) -> Words:
    """The line that turned the square away, and its code, cut to `most` columns."""
    code = skip.code if len(skip.code) <= most else skip.code[: most - 3] + "..."
    said = {"line": skip.line, "code": code}
    if skip.how == "exit":
        instead = "skip.instead" if code == "break" else "nothing"
        return words("skip.exit", **said, instead=words(instead))
    if skip.how in ("test", "called", "loop"):
        return words(f"skip.{skip.how}", **said)
    if skip.how == "start":
        read = read_notes.said(skip.read)
        return words("skip.start", row=skip.row, read=read, col=skip.col)
    return words("nothing")


def told(skip: Skip) -> Tuple[Words, Words, Words, Words]:
    """How the square is told: (after the queens placed, on the empty board, after
    the square, in the drawing's legend), by whether the search came to it."""
    if skip.tried():
        keys = (
            "skip.came_after",
            "skip.came",
            "skip.no_further",
            "skip.no_further_key",
        )
    else:
        keys = ("skip.never_after", "skip.never", "nothing", "skip.skipped_key")
    return tuple(words(key) for key in keys)


def there(skip: Skip) -> Words:
    """What the test that turned the square away saw that it should not have: a row
    with no queen yet, or a key left from a queen taken back."""
    if not skip.read or skip.how != "test":
        return words("nothing")
    return words("skip.there", read=read_notes.said(skip.read))
