"""What two queens on one line are told (a ``basics.boards.Attack``, data: the two
squares and the line's name): which line they share, and the key that is the same
along it, from the catalogue (``attack.*``), where the coach or `make trace` and
`make page` say it."""

from typing import Sequence

from ...basics.boards import Attack
from ..words.catalogue import Words, words


def said(attack: Attack) -> Words:
    """'the queens at (row 0, col 1) and (row 1, col 2) share a `\\` diagonal:
    row - col = -1 for both (`diag`)'."""
    (r1, c1), (r2, c2) = attack.first, attack.second
    queens = words("attack.queens", r1=r1, c1=c1, r2=r2, c2=c2)
    value = {"cols": c1, "diag": r1 - c1, "anti": r1 + c1}[attack.line]
    return words(f"attack.{attack.line}", queens=queens, value=value)


def of_event(value: Sequence) -> Attack:
    """The attack a trace's event holds as data: [first, second, the line]."""
    first, second, line = value
    return Attack(tuple(first), tuple(second), line)
