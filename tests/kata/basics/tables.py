"""Plain-text tables that fit a terminal: a row per style, the style's name to the
left, and as many columns as fit in WIDTH; the columns left over continue below
in a table of their own, the names repeated, so a wide table wraps by column."""

import textwrap
from typing import List, Sequence

WIDTH = 100  # every table fits this many columns
GAP = "  "


def column_widths(rows: Sequence[Sequence[str]]) -> List[int]:
    return [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]


def column_groups(widths: Sequence[int], width: int, step: int = 1) -> List[range]:
    """Consecutive runs of the columns after the first, `step` at a time (columns
    that belong together), each run fitting beside the first column in `width`."""
    groups, start, used = [], 1, widths[0]
    for first in range(1, len(widths), step):
        wide = sum(len(GAP) + w for w in widths[first : first + step])
        if first > start and used + wide > width:
            groups.append(range(start, first))
            start, used = first, widths[0]
        used += wide
    groups.append(range(start, len(widths)))
    return groups


def line(cells: Sequence[str], widths: Sequence[int], right: bool = False) -> str:
    """One row: the first cell left-aligned, the others left or right aligned."""
    first = cells[0].ljust(widths[0])
    rest = [c.rjust(w) if right else c.ljust(w) for c, w in zip(cells[1:], widths[1:])]
    return GAP.join([first, *rest]).rstrip()


def fit(
    heads: Sequence[Sequence[str]],
    body: Sequence[Sequence[str]],
    width: int = WIDTH,
    right: bool = False,
    step: int = 1,
) -> str:
    """The table (heading rows, dashes, body rows), wrapped by columns to `width`,
    `step` columns kept together. With `right`, the cells after the first are
    right-aligned, except in the top heading row (which names groups of columns)."""
    widths = column_widths([*heads, *body])
    parts = []
    for group in column_groups(widths, width, step):
        columns = [0, *group]
        part_widths = [widths[i] for i in columns]
        lines = [
            line([row[i] for i in columns], part_widths, right and k > 0)
            for k, row in enumerate(heads)
        ]
        lines.append(GAP.join("-" * w for w in part_widths))
        lines += [line([row[i] for i in columns], part_widths, right) for row in body]
        parts.append("\n".join(lines))
    return "\n\n".join(parts)


def wrapped(text: str, width: int = WIDTH) -> str:
    """Each line of the text folded to `width`, what runs over indented by two."""
    return "\n".join(
        textwrap.fill(line, width, subsequent_indent="  ", break_long_words=False)
        for line in text.splitlines()
    )
