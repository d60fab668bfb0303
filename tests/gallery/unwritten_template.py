"""Sets: remember which lines are taken, not where the queens are.

Every square lies on one column, one "\\" diagonal (where row - col is the same)
and one "/" diagonal (where row + col is the same). Three sets hold the lines
that already carry a queen, so "is this square attacked?" is three membership
tests.

Time: O(n * n!): under e * n! placements, each trying n columns in O(1).
Space: O(n) for the sets, `queens` and the recursion, plus the boards returned.
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        raise NotImplementedError

    def totalNQueens(self, n: int) -> int:
        raise NotImplementedError
