"""A picture of the trace: the search as a small animated GIF, one frame per event.

Each frame draws the board with its queens, shades the squares of the row being
filled that a queen above attacks (a colour per line: column, ``\\`` diagonal,
``/`` diagonal), and says what happened in a caption. For a bit style, bitmap.py's
masks for that row are drawn under the board as rows of bits, bit 0 on the left so
that each bit sits under its column. matplotlib is imported inside write_gif: it is
installed only for the commands that draw.
"""

import textwrap
from typing import Optional, Sequence

from ..basics import styles
from ..guard.runner import StyleProcess
from ..watch.events import masks
from . import pictures
from .trace import frames, uses_bits

COLOURS = {"cols": "#f4a259", "diag": "#5b8def", "anti": "#62b37a"}
NAMES = {"cols": "column", "diag": "\\ diagonal", "anti": "/ diagonal"}
LIGHT, DARK = "#f3ecdc", "#d8c8a8"
FRAMES_PER_SECOND = 3
N = 5  # the README's animation: the baseline's search at n = 5


def square(axes, row: int, col: int, colour: str, width: int = 1, **options) -> None:
    """Fill one square (or `width` squares of a row), row 0 at the top."""
    from matplotlib.patches import Rectangle

    axes.add_patch(Rectangle((col, row), width, 1, facecolor=colour, **options))


def draw_board(axes, frame: dict, n: int) -> None:
    """The squares, the shaded rejections, the row being filled, and the queens."""
    for row in range(n):
        for col in range(n):
            square(axes, row, col, LIGHT if (row + col) % 2 == 0 else DARK)
    for row, col, lines in frame["shaded"]:
        square(axes, row, col, COLOURS[lines[0]])
        if len(lines) > 1:  # more lines than one: hatch in the second one's colour
            square(axes, row, col, "none", hatch="//", edgecolor=COLOURS[lines[1]])
    row = len(frame["queens"])
    if row < n:
        square(axes, row, 0, "none", edgecolor="black", linewidth=2, width=n)
    for row, col in enumerate(frame["queens"]):
        axes.text(col + 0.5, row + 0.5, "Q", ha="center", va="center", size=14)


def draw_masks(axes, frame: dict, n: int) -> None:
    """cols, diag and anti for the row being filled, as rows of bits under the board."""
    queens = frame["queens"]
    if len(queens) >= n:
        return
    values = masks(queens, n)
    axes.text(0, n + 0.35, f"masks for row {len(queens)}, bit 0 on the left", size=8)
    for i, name in enumerate(("cols", "diag", "anti")):
        top = n + 0.6 + i * 0.8
        axes.text(-0.15, top + 0.4, name, ha="right", va="center", size=8)
        for col in range(n):
            on = values[name] >> col & 1
            colour = COLOURS[name] if on else "white"
            axes.add_patch(mask_cell(col, top, colour))
            axes.text(col + 0.5, top + 0.4, str(on), ha="center", va="center", size=8)


def mask_cell(col: int, top: float, colour: str):
    """One bit of a mask, as a small box under column `col`."""
    from matplotlib.patches import Rectangle

    return Rectangle((col + 0.1, top), 0.8, 0.8, facecolor=colour, edgecolor="grey")


def draw_frame(figure, axes, frame: dict, n: int, bits: bool) -> None:
    """One frame: the board, the masks for a bit style, the caption."""
    axes.clear()
    axes.set_xlim(-1.2 if bits else -0.1, n + 0.1)
    axes.set_ylim(n + (3.1 if bits else 0.1), -0.1)
    axes.set_aspect("equal")
    axes.axis("off")
    draw_board(axes, frame, n)
    if bits:
        draw_masks(axes, frame, n)
    lines = frame["caption"].split("\n")
    axes.set_title("\n".join(textwrap.fill(line, 46) for line in lines), size=8)


def add_legend(figure) -> None:
    """The colour of each line a square can be attacked along."""
    from matplotlib.patches import Patch

    handles = [Patch(facecolor=COLOURS[line], label=NAMES[line]) for line in COLOURS]
    figure.legend(handles=handles, loc="lower center", ncol=3, fontsize=7)


def write_gif(
    events: Sequence[dict],
    n: int,
    out_path,
    bits: Optional[bool] = None,
    fps: int = FRAMES_PER_SECOND,
) -> int:
    """Write the trace as a GIF at out_path; return the number of frames. The bytes
    depend on the trace and the pinned matplotlib and pillow alone: matplotlib's
    default style, whatever the user's settings, and a GIF holds no date."""
    matplotlib = pictures.matplotlib()
    pyplot, PillowWriter = matplotlib.pyplot, matplotlib.animation.PillowWriter
    bits = uses_bits(events) if bits is None else bits
    steps = frames(events, n)
    with matplotlib.style.context("default"):  # not the user's matplotlibrc
        figure, axes = pyplot.subplots(figsize=(3.4, 4.9 if bits else 4.0))
        figure.subplots_adjust(left=0.02, right=0.98, top=0.86, bottom=0.08)
        add_legend(figure)
        writer = PillowWriter(fps=fps)
        with writer.saving(figure, str(out_path), dpi=80):
            for step in steps:
                draw_frame(figure, axes, step, n, bits)
                writer.grab_frame()
        pyplot.close(figure)
    return len(steps)


def baseline_gif(out_path) -> int:
    """The README's animation: the baseline style's search at n = N, written to
    out_path; the number of frames."""
    with StyleProcess(styles.path(styles.BASELINE), seconds=60.0) as process:
        events = process.ask("trace", n=N, steps=1000)
    return write_gif(events, N, out_path)
