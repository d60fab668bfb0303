"""The lines of a file that one call runs, each once: where a repair is looked for
(``kata.judge.repair.fixes``), first on the lines a wrong answer runs and a right one
does not. The call is followed for STEPS lines at most, a count, not a time, so
the lines are the same on any machine."""

from typing import List

from .tracer import FileTracer

STEPS = 200_000  # line events followed at most


class Enough(Exception):
    """The call ran its STEPS lines: what it ran so far is the answer."""


class LineSet(FileTracer):
    """Keeps the number of each line of the file that runs."""

    def __init__(self, filename: str, steps: int = STEPS):
        super().__init__(filename)
        self.ran, self.steps = set(), steps

    def line(self, frame) -> None:
        self.ran.add(frame.f_lineno)
        self.steps -= 1
        if self.steps < 0:
            raise Enough


def ran_lines(method, path, n: int, steps: int = STEPS) -> List[int]:
    """The lines of the file at `path` that method(n) runs, in order (those run
    before it raised, or before its STEPS were up, too)."""
    watcher = LineSet(path, steps)
    try:
        watcher.run(method, n)
    except Exception:  # Enough, or the file's own error: the lines ran are asked
        pass
    return sorted(watcher.ran)
