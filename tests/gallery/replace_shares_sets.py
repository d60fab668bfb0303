from dataclasses import dataclass, field, replace
from typing import List, Set


@dataclass
class State:
    n: int
    queens: List[int] = field(default_factory=list)
    cols: Set[int] = field(default_factory=set)
    diag: Set[int] = field(default_factory=set)
    anti: Set[int] = field(default_factory=set)

    @property
    def row(self) -> int:
        return len(self.queens)

    def can_place(self, col: int) -> bool:
        return (col not in self.cols
                and self.row - col not in self.diag
                and self.row + col not in self.anti)

    def place(self, col: int) -> "State":
        nxt = replace(self, queens=self.queens + [col])
        nxt.cols.add(col)
        nxt.diag.add(self.row - col)
        nxt.anti.add(self.row + col)
        return nxt

    def draw(self) -> List[str]:
        return ["." * c + "Q" + "." * (self.n - c - 1) for c in self.queens]


class Solution:
    def _complete(self, state: State) -> List[State]:
        if state.row == state.n:
            return [state]
        done = []
        for col in range(state.n):
            if state.can_place(col):
                done.extend(self._complete(state.place(col)))
        return done

    def solveNQueens(self, n: int) -> List[List[str]]:
        return [s.draw() for s in self._complete(State(n))]

    def totalNQueens(self, n: int) -> int:
        return len(self._complete(State(n)))
