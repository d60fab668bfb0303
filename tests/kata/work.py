"""Work you can count: the same numbers on every run, whatever else the machine does.

The measures of one style at one n:

- ``nodes``: the queens solveNQueens(n) places, that is the nodes of its search
  tree below the empty board (read by kata.placements; the plain styles all walk
  the same tree, so they agree, and the symmetry styles place fewer);
- ``lines``: the Python line events in the style's own file during solveNQueens(n),
  every line run in it, helpers included: how much work each node costs, the
  squares tested and the bookkeeping (the same on every run of one Python version);
- ``count_lines``: the same during totalNQueens(n).
"""

import sys
from typing import Dict, List, Sequence

from .placements import Untraceable, queens_placed, watch

MEASURES = ("nodes", "lines", "count_lines")
LABELS = ("nodes", "lines", "count lines")  # the column names, in that order
HEADER = (
    "work: the same numbers on every run (Python {version})\n"
    "  nodes        queens placed by solveNQueens(n): the nodes of its search tree\n"
    "  lines        Python lines run in the style's own file by solveNQueens(n)\n"
    "  count lines  the same for totalNQueens(n)\n"
    "  (? where a file's queens cannot be read: name them `queens`, with `row`)"
)


def count_lines(method, path, n: int) -> int:
    """The line events in the file at `path` while method(n) runs."""
    filename, lines = str(path), [0]

    def on_line(frame, event, arg):
        """Count a line event."""
        if event == "line":
            lines[0] += 1
        return on_line

    def on_call(frame, event, arg):
        """Trace the frames of the file alone."""
        return on_line if frame.f_code.co_filename == filename else None

    previous = sys.gettrace()
    sys.settrace(on_call)
    try:
        method(n)
    finally:
        sys.settrace(previous)
    return lines[0]


def measure(solution: type, path, n: int) -> Dict[str, int]:
    """{"nodes", "lines", "count_lines"} of the style at `path` for this n."""
    try:
        seen = watch(solution, path, n)
        nodes, lines = queens_placed(seen.placements, n), seen.lines
    except Untraceable:  # its lines are counted all the same
        nodes, lines = None, count_lines(solution().solveNQueens, path, n)
    return {
        "nodes": nodes,
        "lines": lines,
        "count_lines": count_lines(solution().totalNQueens, path, n),
    }


def python_version() -> str:
    """The Python these numbers belong to, e.g. '3.11.7'."""
    return ".".join(str(part) for part in sys.version_info[:3])


def cells(counts: Dict[str, int]) -> List[str]:
    """One style's measures at one n, as table cells."""
    return [
        "?" if counts[measure] is None else f"{counts[measure]:,}"
        for measure in MEASURES
    ]


def table(rows: Sequence[tuple]) -> str:
    """The plain-text table of rows (style, {n: measure(...)}), a column group per n."""
    ns = sorted({n for _, by_n in rows for n in by_n})
    top = ["", *[f"n = {n}" for n in ns for _ in MEASURES]]
    names = ["style", *LABELS * len(ns)]
    body = [
        [style, *[cell for n in ns for cell in cells_or_blank(by_n.get(n))]]
        for style, by_n in rows
    ]
    widths = [max(len(row[i]) for row in [names, *body]) for i in range(len(names))]
    lines = [HEADER.format(version=python_version()), ""]
    lines.append(group_line(top, widths))
    lines.append(line_of(names, widths))
    lines.append("  ".join("-" * width for width in widths))
    lines.extend(line_of(row, widths) for row in body)
    return "\n".join(lines)


def cells_or_blank(counts) -> List[str]:
    """The cells of one n, or blanks where that n was not measured."""
    return cells(counts) if counts else [""] * len(MEASURES)


def line_of(row: Sequence[str], widths: Sequence[int]) -> str:
    """A table row: the style's name to the left, the numbers to the right."""
    first = row[0].ljust(widths[0])
    rest = [cell.rjust(width) for cell, width in zip(row[1:], widths[1:])]
    return "  ".join([first, *rest]).rstrip()


def group_line(top: Sequence[str], widths: Sequence[int]) -> str:
    """The line naming each column group's n, over its first column."""
    text = "".ljust(widths[0])
    for i in range(1, len(top), len(MEASURES)):
        span = sum(widths[i : i + len(MEASURES)]) + 2 * (len(MEASURES) - 1)
        text += "  " + top[i].ljust(span)
    return text.rstrip()
