"""Breadth first: a queue of partial boards, each a named tuple of its columns.

Time: O(n!)
Space: O(n!)
"""

from collections import deque
from typing import List, NamedTuple


class State(NamedTuple):
    queens: tuple = ()
    taken: frozenset = frozenset()


class Solution:
    def _all(self, n: int) -> List[tuple]:
        done = []
        queue = deque(State())
        while queue:
            state = queue.popleft()
            row = len(state.queens)
            if row == n:
                done.append(state.queens)
                continue
            for col in range(n):
                lines = {("c", col), ("d", row - col), ("a", row + col)}
                if lines & state.taken:
                    continue
                queue.append(State(state.queens + (col,), state.taken | lines))
        return done

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - c - 1) for c in qs] for qs in self._all(n)]

    def totalNQueens(self, n: int) -> int:
        return len(self._all(n))
