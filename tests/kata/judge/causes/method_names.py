"""A method LeetCode calls, written under a name one slip away from it
(`totalNQueen`, `solveNqueens`): LeetCode finds no method of the name it calls and
rejects the file, so the kata says the name it meant, found by edit distance."""

import ast
from typing import Iterable, List, NamedTuple

from ...basics.styles import METHODS
from .source import parsed
from ..words.catalogue import Words, words

MOST = 2  # letters changed, added or dropped for a name to be a slip of another


class Misnamed(NamedTuple):
    line: int
    written: str  # the name as written
    meant: str  # the method LeetCode calls


def distance(one: str, other: str) -> int:
    """Levenshtein's edit distance: letters changed, added or dropped."""
    previous = list(range(len(other) + 1))
    for i, letter in enumerate(one, 1):
        current = [i]
        for j, theirs in enumerate(other, 1):
            current.append(
                min(
                    previous[j] + 1,
                    current[j - 1] + 1,
                    previous[j - 1] + (letter != theirs),
                )
            )
        previous = current
    return previous[-1]


def misnamed(source: str, missing: Iterable[str]) -> List[Misnamed]:
    """The methods of class Solution whose names are a slip of a missing method's
    (nearest first, by line); [] where none is."""
    tree = parsed(source)
    if tree is None:
        return []
    defs = [
        node
        for cls in tree.body
        if isinstance(cls, ast.ClassDef) and cls.name == "Solution"
        for node in cls.body
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.name not in METHODS
    ]
    found = []
    for meant in missing:
        near = [
            (
                distance(node.name.lower(), meant.lower()),
                distance(node.name, meant),
                node,
            )
            for node in defs
        ]
        near = [item for item in near if item[1] <= MOST or item[0] == 0]
        if near:
            _, _, node = min(near, key=lambda item: item[:2] + (item[2].lineno,))
            found.append(Misnamed(node.lineno, node.name, meant))
    return found


def misnamed_words(slip: Misnamed) -> Words:
    """The lesson on one name: as written, the one meant, and what LeetCode does
    (said after the file and the line)."""
    return words("names.misnamed", written=slip.written, meant=slip.meant)
