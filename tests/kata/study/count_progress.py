"""The progress of `make count` on stderr: tqdm's bar where stderr is a terminal; in a
log (a file, a pipe) a plain line at each tenth of the pieces, with no `\\r` bars.

Each shows the pieces done, the solutions found so far and the time since the start
(the bar also the time left, at the average pace: the pieces come shuffled)."""

import shutil
import sys
import time
from typing import Dict, List, TextIO

TENTHS = 10  # a log gets a line at each tenth of the pieces done


def found(done: Dict[str, List[int]]) -> str:
    return f"{sum(solutions for solutions, _ in done.values()):,} solutions"


def progress(n: int, total: int, done: Dict[str, List[int]], draw: bool):
    """What the count reports its pieces to: a bar on a terminal, plain lines in a
    log, nothing where `draw` is False."""
    if draw and not sys.stderr.isatty():
        return Lines(n, total, len(done), sys.stderr)
    from tqdm import tqdm  # here: `make help` imports every command outside .venv

    bar = tqdm(
        total=total,
        initial=len(done),
        desc=f"n = {n} ",
        bar_format="{desc}{percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt} pieces "
        "[{elapsed}<{remaining}{postfix}]",
        smoothing=0,
        ncols=min(100, shutil.get_terminal_size().columns),
        file=sys.stderr,
        disable=not draw,
    )
    bar.set_postfix_str(found(done), refresh=False)
    return bar


class Lines:
    """tqdm's calls, answered with a plain line at each tenth of the pieces."""

    def __init__(self, n: int, total: int, initial: int, out: TextIO):
        self.n, self.total, self.done, self.out = n, total, initial, out
        self.postfix, self.began = "", time.monotonic()

    def __enter__(self) -> "Lines":
        return self

    def __exit__(self, *stopped) -> None:
        return None

    def set_postfix_str(self, text: str, refresh: bool = False) -> None:
        self.postfix = text

    def update(self) -> None:
        before = self.done * TENTHS // self.total
        self.done += 1
        if self.done * TENTHS // self.total > before or self.done == self.total:
            seconds = time.monotonic() - self.began
            print(
                f"n = {self.n}: {self.done}/{self.total} pieces, {self.postfix}, "
                f"{seconds:.1f} s",
                file=self.out,
                flush=True,
            )
