"""Zz mine: one line on the idea.

Two or three plain sentences: what this style remembers about the queens placed
so far, and how it answers "is this square attacked?".

Time: O(?).
Space: O(?).
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        raise NotImplementedError

    def totalNQueens(self, n: int) -> int:
        raise NotImplementedError
