"""LeetCode runs Python 3.11: syntax newer than that is found and named by its line,
whichever Python runs the kata (a newer one parses it; LeetCode would not)."""

import ast
import re
import sys
from typing import Optional
from ..words.catalogue import Words, words

LEETCODE = (3, 11)
TYPE_ALIAS = re.compile(r"\s*type\s+[A-Za-z_]\w*\s*(\[[^\]]*\])?\s*=")
TYPE_PARAMETERS = re.compile(r"\s*(async\s+)?(def|class)\s+[A-Za-z_]\w*\s*\[")


def newer_syntax(source: str) -> Optional[tuple]:
    """(line, what it is, how to write it for 3.11) for the first line of syntax
    newer than LeetCode's Python, else None."""
    for number, line in enumerate(source.splitlines(), 1):
        if TYPE_ALIAS.match(line):
            return number, "a `type` statement", "assign the alias: `Name = ...`"
        if TYPE_PARAMETERS.match(line):
            return number, "type parameters in brackets", "use typing.TypeVar"
    number = nested_quotes(source)
    if number:
        return (
            number,
            "an f-string inside an f-string with the same quotes",
            "use the other quote character inside",
        )
    return None


def nested_quotes(source: str) -> Optional[int]:
    """The line of an f-string that holds its own quote character inside a {...}
    (Python 3.12 allows it), else None."""
    for number, line in enumerate(source.splitlines(), 1):
        for match in re.finditer(r"""\bf(["'])""", line):
            quote, rest = match.group(1), line[match.end() :]
            depth = 0
            for char in rest:
                if char == "{":
                    depth += 1
                elif char == "}":
                    depth = max(depth - 1, 0)
                elif char == quote:
                    if depth:
                        return number if parses_only_newer(source) else None
                    break
    return None


def parses_only_newer(source: str) -> bool:
    """Is the source Python 3.11 cannot read? On 3.11 itself, a SyntaxError says
    so; a newer Python parses such an f-string, so the nesting found is the proof."""
    if sys.version_info[:2] > LEETCODE:
        return True
    try:
        ast.parse(source)
    except SyntaxError:
        return True
    return False


def newer_words(source: str, found: tuple) -> Words:
    """What the syntax at the line found needs, and what to write instead (said
    after the file and the line)."""
    number, what, instead = found
    code = source.splitlines()[number - 1].strip()
    return words("newer.syntax", what=what, instead=instead, code=code)
