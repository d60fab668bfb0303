"""The general repair search, tried after the hand-written guesses: every change of
the operators whose stage in ``judge.repair.table`` is "search", in their turns,
each also made on every line that holds the same text (``operators.edit.twins``),
on the lines the failing run ran (``watch.ran_lines``, the kata's one tracer), those
a right answer did not need first. ``judge.repair.fixes`` tries them in this order,
within a count of candidates."""

from typing import List, Set

from ..operators.edit import Edit, indent_of, twins
from .table import proposed, tried, unique
from ..causes.source import parsed


def searched(source: str, first: Set[int], ran: Set[int]) -> List[Edit]:
    """The changes to try, in order: on the lines in `first` (ran by the wrong
    answer, not by the right ones), then on the other lines in `ran`; each change
    followed by the same made on its twins."""
    tree = parsed(source)
    if tree is None:
        return []
    lines = source.splitlines()
    found = unique(e for row in tried("search") for e in proposed(row, tree, lines))
    found = [edit for edit in found if reach(lines, edit) in ran]
    found.sort(key=lambda edit: edit.line not in first)  # stable: the rows' turns
    return [each for edit in found for each in [edit] + twins(lines, edit)]


def reach(lines: List[str], edit: Edit) -> int:
    """The line whose run the edit can change: its own, or for a line moved one
    level out (a `return` out of its loop) the line that opens the block it
    leaves, which runs where the block's body never does."""
    if edit.kind != "dedent":
        return edit.line
    depth = len(indent_of(edit.before))
    for number in range(edit.line - 1, 0, -1):
        above = lines[number - 1]
        if above.strip() and len(indent_of(above)) < depth:
            return number
    return edit.line
