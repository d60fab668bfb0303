"""`make work [N=4-8] [STYLES=...]`: the work each style does, counted: the queens it
places and the lines it runs, the same on every run (see ``kata.work``)."""

import sys

from .. import asked, styles, work
from ..runner import Stopped, StyleProcess

HELP = "the work each style does, counted the same on every run (N=4-8 STYLES=...)"
OPTIONS = {
    "N": asked.Option(
        "the last n, or first-last, up to 10", asked.n_range_up_to(10), range(4, 9)
    ),
    "STYLES": asked.STYLES,
}

SECONDS = 120.0  # counting every line is slow: a roomier limit per request


def counted(names, ns, seconds: float = SECONDS) -> list:
    """(style, {n: measures}) for each style; a style that fails is said on stderr.

    Each n is first answered plainly, within the usual limit, so a runaway style
    is stopped in seconds; only then is its work counted, which is slower."""
    rows = []
    for name in names:
        by_n = {}
        with StyleProcess(styles.path(name)) as process:
            for n in ns:
                try:
                    for method in ("solveNQueens", "totalNQueens"):
                        process.ask("call", method=method, n=n)
                    by_n[n] = process.ask("work", n=n, seconds=seconds)
                except Stopped as stop:
                    print(stop.line(), file=sys.stderr)
                    break
        rows.append((name, by_n))
    return rows


def run(args) -> int:
    rows = counted(args.styles, list(args.n))
    if any(by_n for _, by_n in rows):
        print(work.table([row for row in rows if row[1]]))
    return 0 if all(by_n for _, by_n in rows) else 1
