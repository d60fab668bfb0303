"""The work of one style at one n, counted in its own process: the queens its
solveNQueens places (its search tree's nodes) and the lines its file runs, for
each method (see ``kata.study.work`` for the table)."""

from typing import Dict

from .placements import (
    distinct_placements,
    queens_attacked,
    queens_placed,
    solutions_seen,
    watch,
)
from .readers import Untraceable
from .tracer import FileTracer


class LineCounter(FileTracer):
    """Counts the lines the file runs."""

    def __init__(self, filename: str):
        super().__init__(filename)
        self.lines = 0

    def line(self, frame) -> None:
        self.lines += 1


def count_lines(method, path, n: int) -> int:
    """The line events in the file at `path` while method(n) runs."""
    counter = LineCounter(path)
    counter.run(method, n)
    return counter.lines


def measure(solution: type, path, n: int) -> Dict[str, int]:
    """{"nodes", "distinct", "attacked", "lines", "count_lines"} of the style at
    `path` for this n ("distinct": the placements it stood on, each once;
    "attacked": those with a queen an earlier one attacks)."""
    try:
        seen = watch(solution, path, n)
        nodes, lines = queens_placed(seen.placements, n), seen.lines
        distinct = distinct_placements(seen.placements)
        solutions = solutions_seen(seen.placements, n)
        attacked = queens_attacked(seen.placements)
    except Untraceable:  # its lines are counted all the same
        nodes, lines = None, count_lines(solution().solveNQueens, path, n)
        distinct = attacked = solutions = None
    return {
        "nodes": nodes,
        "distinct": distinct,
        "attacked": attacked,
        "solutions": solutions,
        "lines": lines,
        "count_lines": count_lines(solution().totalNQueens, path, n),
    }
