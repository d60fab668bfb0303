"""The files a learner starts from: a blank template, or a style's idea (its
docstring) over a class whose methods are empty, to write from memory."""

import ast

TEMPLATE = '''"""{docstring}"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        raise NotImplementedError

    def totalNQueens(self, n: int) -> int:
        raise NotImplementedError
'''

BLANK = """{title}: one line on the idea.

Two or three plain sentences: what this style remembers about the queens placed
so far, and how it answers "is this square attacked?".

Time: O(?).
Space: O(?).
"""


def blank(name: str) -> str:
    """A new style's file: the docstring to fill in, both methods empty."""
    return TEMPLATE.format(
        docstring=BLANK.format(title=name.replace("_", " ").capitalize())
    )


def from_memory(source: str) -> str:
    """A style's idea to practise from: its docstring (as written) over empty methods."""
    docstring = ast.get_docstring(ast.parse(source), clean=False)
    return TEMPLATE.format(docstring=docstring.replace("\\", "\\\\"))
