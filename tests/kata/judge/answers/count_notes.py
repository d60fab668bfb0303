"""What is wrong with a count, said the way a teacher would: its type, its value
against OEIS A000170, and whether it is the number of boards solveNQueens returned."""

from typing import Optional

from ...basics.boards import plural
from .known import known_count
from ..words.catalogue import words
from ..words.findings import Finding, Part, located


def about_count(name: str, n: int, count, facts: dict) -> Optional[Finding]:
    """None if `count` is the right answer for n, else a note saying what is wrong."""
    where = words("where.n", file=f"{name}.py", n=n)
    kind = facts["type"]
    fields = {"method": "totalNQueens", "n": n, "fault": kind}
    if kind == "NoneType":
        return located("count", where, words("count.none"), **fields)
    if kind == "float":
        return located(
            "count", where, words("count.float", count=repr(count)), **fields
        )
    if kind != "int":
        said = words("count.type", count=repr(count), kind=kind)
        return located("count", where, said, **fields)
    expected = known_count(n)
    if count != expected:
        said = words(
            "count.wrong",
            count=count,
            be="is" if expected == 1 else "are",
            ways=plural(expected, "way"),
        )
        counts = {"returned": count, "known": expected}
        return located("count", where, said, counts=counts, **{**fields, "fault": ""})
    return None


def about_agreement(name: str, n: int, count, boards) -> Optional[Finding]:
    """None if totalNQueens(n) is the number of boards solveNQueens(n) returned."""
    if isinstance(boards, list) and count != len(boards):
        said = words(
            "count.agreement", count=count, boards=plural(len(boards), "board")
        )
        counts = {"returned": count, "boards": len(boards)}
        where = words("where.n", file=f"{name}.py", n=n)
        fields = {"method": "totalNQueens", "n": n, "counts": counts}
        return located("agreement", where, said, **fields)
    return None


def count_only(note: Finding, n: int, boards: int) -> Finding:
    """A wrong count where solveNQueens is right: say where to look."""
    look = words("count.look", n=n, boards=plural(boards, "board"))
    return note.with_parts(Part("decided", look, line=True))
