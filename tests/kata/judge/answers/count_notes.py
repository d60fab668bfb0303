"""What is wrong with a count, said the way a teacher would: its type, its value
against OEIS A000170, and whether it is the number of boards solveNQueens returned."""

from dataclasses import replace
from typing import Optional

from ...basics.boards import plural
from .known import known_count
from ..words.findings import Finding, located


def about_count(name: str, n: int, count, facts: dict) -> Optional[Finding]:
    """None if `count` is the right answer for n, else a note saying what is wrong."""
    where = f"{name}.py, n = {n}"
    kind = facts["type"]
    fields = {"method": "totalNQueens", "n": n, "fault": kind}
    if kind == "NoneType":
        words = "totalNQueens returned None: is its `return` missing?"
        return located("count", where, words, **fields)
    if kind == "float":
        words = (
            f"totalNQueens returned {count!r}, a float: count with whole "
            "numbers (`//` rather than `/`, or int(...))"
        )
        return located("count", where, words, **fields)
    if kind != "int":
        words = f"totalNQueens returned {count!r} ({kind}), not an int"
        return located("count", where, words, **fields)
    expected = known_count(n)
    if count != expected:
        words = (
            f"totalNQueens returned {count}, but there "
            f"{'is' if expected == 1 else 'are'} {plural(expected, 'way')} "
            "to place the queens (OEIS A000170)"
        )
        counts = {"returned": count, "known": expected}
        return located("count", where, words, counts=counts, **{**fields, "fault": ""})
    return None


def about_agreement(name: str, n: int, count, boards) -> Optional[Finding]:
    """None if totalNQueens(n) is the number of boards solveNQueens(n) returned."""
    if isinstance(boards, list) and count != len(boards):
        words = (
            f"totalNQueens says {count}, but solveNQueens "
            f"returned {plural(len(boards), 'board')}"
        )
        counts = {"returned": count, "boards": len(boards)}
        where = f"{name}.py, n = {n}"
        fields = {"method": "totalNQueens", "n": n, "counts": counts}
        return located("agreement", where, words, **fields)
    return None


def count_only(note: Finding, n: int, boards: int) -> Finding:
    """A wrong count where solveNQueens is right: say where to look."""
    look = (
        f"\n  solveNQueens({n}) is right ({plural(boards, 'board')}): the "
        "mistake is in totalNQueens, so look there"
    )
    return replace(note, parts=note.parts + (("decided", look),))
