"""The general repair search, tried after the hand-written guesses of
``judge.repairs``: every change of its SEARCHED operators (``repair_mutants``,
``repair_moves``), each also made on every line that holds the same text
(``repair_edit.twins``), on the lines the failing run ran (``watch.ran_lines``,
the kata's one tracer), those a right answer did not need first. ``judge.fixes``
tries them in this order, within a count of candidates."""

import ast
from typing import Iterable, List, Set

from .repair_edit import Edit, changed_part, twins
from .repairs import SEARCHED
from .source import parsed


def searched(source: str, guessed: Iterable[Edit], first: Set[int], ran: Set[int]):
    """The changes to try, in order: on the lines in `first` (ran by the wrong
    answer, not by the right ones), then on the other lines in `ran`; each change
    followed by the same made on its twins; none a guess already tried."""
    tree = parsed(source)
    if tree is None:
        return []
    lines = source.splitlines()
    tried = {(edit.line, edit.after, edit.also) for edit in guessed}
    found: List[Edit] = []
    for operator in SEARCHED:
        found += [edit for edit in operator(tree, lines) if edit.after != edit.before]
    found = [edit for edit in dict.fromkeys(found) if edit.line in ran]
    found.sort(key=lambda edit: edit.line not in first)  # stable: operators' order
    ordered = []
    for edit in found:
        for each in [edit] + [twin for twin in twins(lines, edit) if operated(twin)]:
            key = (each.line, each.after, each.also)
            if key not in tried:
                tried.add(key)
                ordered.append(each)
    return ordered


def operated(edit: Edit) -> bool:
    """Is the text the edit changes more than a lone name or number (which other
    lines hold for other reasons)?"""
    old, _ = changed_part(edit.before, edit.after)
    try:
        node = ast.parse(old.strip(), mode="eval").body
    except SyntaxError:
        return True
    return not isinstance(node, (ast.Name, ast.Constant))
