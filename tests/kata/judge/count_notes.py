"""What is wrong with a count, said the way a teacher would: its type, its value
against OEIS A000170, and whether it is the number of boards solveNQueens returned."""

from typing import Optional

from ..basics.boards import plural
from .answers import known_count


def about_count(name: str, n: int, count, facts: dict) -> Optional[str]:
    """None if `count` is the right answer for n, else a note saying what is wrong."""
    where = f"{name}.py, n = {n}"
    kind = facts["type"]
    if kind == "NoneType":
        return f"{where}: totalNQueens returned None: is its `return` missing?"
    if kind == "float":
        return (
            f"{where}: totalNQueens returned {count!r}, a float: count with whole "
            "numbers (`//` rather than `/`, or int(...))"
        )
    if kind != "int":
        return f"{where}: totalNQueens returned {count!r} ({kind}), not an int"
    expected = known_count(n)
    if count != expected:
        return (
            f"{where}: totalNQueens returned {count}, but there "
            f"{'is' if expected == 1 else 'are'} {plural(expected, 'way')} "
            "to place the queens (OEIS A000170)"
        )
    return None


def about_agreement(name: str, n: int, count, boards) -> Optional[str]:
    """None if totalNQueens(n) is the number of boards solveNQueens(n) returned."""
    if isinstance(boards, list) and count != len(boards):
        return (
            f"{name}.py, n = {n}: totalNQueens says {count}, but solveNQueens "
            f"returned {plural(len(boards), 'board')}"
        )
    return None


def count_only(note: str, n: int, boards: int) -> str:
    """A wrong count where solveNQueens is right: say where to look."""
    return (
        f"{note}\n  solveNQueens({n}) is right ({plural(boards, 'board')}): the "
        "mistake is in totalNQueens, so look there"
    )
