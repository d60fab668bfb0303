"""Work you can count: the same numbers on every run, whatever else the machine does.

The measures of one style at one n:

- ``nodes``: the queens solveNQueens(n) places, that is the nodes of its search
  tree below the empty board (read by kata.watch.placements; the plain styles all walk
  the same tree, so they agree, and the symmetry styles place fewer);
- ``lines``: the Python line events in the style's own file during solveNQueens(n),
  every line run in it, helpers included: how much work each node costs, the
  squares tested and the bookkeeping (the same on every run of one Python version);
- ``count_lines``: the same during totalNQueens(n).
"""

import sys
from typing import Dict, List, Sequence

from ..basics import styles, tables
from ..basics.styles import METHODS
from ..guard.runner import SECONDS, Stopped, StyleProcess
from ..judge.answers.stop_notes import told

COUNTING_SECONDS = 120.0  # counting every line is slow: a roomier limit per request
MEASURES = ("nodes", "lines", "count_lines")
LABELS = ("nodes", "lines", "count lines")  # the column names, in that order
HEADER = (
    "work: the same numbers on every run (Python {version})\n"
    "  nodes        queens placed by solveNQueens(n): the nodes of its search tree\n"
    "  lines        Python lines run in the style's own file by solveNQueens(n)\n"
    "  count lines  the same for totalNQueens(n)\n"
    "  (? where a file's queens cannot be read row by row: make trace says why)"
)


def python_version() -> str:
    """The Python these numbers belong to, e.g. '3.11.7'."""
    return ".".join(str(part) for part in sys.version_info[:3])


def cell_texts(counts: Dict[str, int]) -> List[str]:
    """One style's measures at one n, as table cells."""
    return [
        "?" if counts[measure] is None else f"{counts[measure]:,}"
        for measure in MEASURES
    ]


def cell_texts_or_blanks(counts) -> List[str]:
    """The cells of one n, or blanks where that n was not measured."""
    return cell_texts(counts) if counts else [""] * len(MEASURES)


def work_table(rows: Sequence[tuple]) -> str:
    """The text of the work table of rows (style, {n: measures}), a column group per
    n, wrapped by n to fit the terminal."""
    ns = sorted({n for _, by_n in rows for n in by_n})
    top = ["", *[label for n in ns for label in (f"n = {n}", "", "")]]
    names = ["style", *LABELS * len(ns)]
    body = [
        [style, *[cell for n in ns for cell in cell_texts_or_blanks(by_n.get(n))]]
        for style, by_n in rows
    ]
    table = tables.fit([top, names], body, right=True, step=len(MEASURES))
    return HEADER.format(version=python_version()) + "\n\n" + table


def count_styles(names, ns, seconds: float = SECONDS) -> list:
    """(style, {n: measures}) for each style, but one not written yet (said in one
    line, then left out); where a style fails, the line is said on stderr."""
    rows = []
    for name in names:
        by_n = count_style(name, ns, seconds)
        if by_n is not None:
            rows.append((name, by_n))
    return rows


def count_style(name: str, ns, seconds: float):
    """{n: measures} of one style, up to the first n it fails; None if a method of
    it is not written yet. Each n is first answered plainly, within `seconds`, so a
    runaway style is stopped in seconds; only then is its work counted (slower)."""
    by_n = {}
    with StyleProcess(styles.path(name), seconds=seconds) as process:
        for n in ns:
            try:
                for method in METHODS:
                    process.ask("call", method=method, n=n)
                by_n[n] = process.ask("work", n=n, seconds=COUNTING_SECONDS)
            except Stopped as stop:
                if stop.kind == "unwritten":
                    print(tables.wrapped(f"skipped {told(stop)}"))
                    return None
                print(tables.wrapped(told(stop)), file=sys.stderr)
                break
    return by_n
