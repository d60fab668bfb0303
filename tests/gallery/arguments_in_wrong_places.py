from typing import List, NamedTuple


class State(NamedTuple):
    cols: frozenset
    diag: frozenset
    anti: frozenset
    queens: tuple


class Solution:
    def boards(self, n, state):
        row = len(state.queens)
        if row == n:
            return [state.queens]
        found = []
        for col in range(n):
            if col in state.cols or row - col in state.diag or row + col in state.anti:
                continue
            found += self.boards(n, State(state.cols | {col}, state.anti | {row + col}, state.diag | {row - col}, state.queens + (col,)))
        return found

    def solveNQueens(self, n: int) -> List[List[str]]:
        start = State(frozenset(), frozenset(), frozenset(), ())
        return [["." * c + "Q" + "." * (n - c - 1) for c in qs] for qs in self.boards(n, start)]

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
