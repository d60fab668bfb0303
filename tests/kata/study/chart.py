"""The compare measurements as a picture: time against n, one panel per problem, a
line per style, each in a colour of its own (up to 16 styles), the legend beside the
panels, never over the data."""

import datetime
from pathlib import Path
from typing import Dict, List

from . import pictures, report, timing

# matplotlib's ten, then six more as far from those and each other as could be
# found: no two of the 16 closer than the closest two of the ten (CIE76 in Lab).
COLOURS = (
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
    "#7f7f7f", "#bcbd22", "#17becf", "#0000ff", "#ff00ff", "#00ff00", "#000000",
    "#000080", "#fdbf6f",
)  # fmt: skip


def colour(number: int) -> str:
    """The colour of the style drawn `number`th; after 16 they come round again."""
    return COLOURS[number % len(COLOURS)]


def style_of_line(number: int) -> str:
    """Solid for the first 16 styles; dashed, then dotted, where colours repeat."""
    return ("-", "--", ":")[number // len(COLOURS) % 3]


def draw(found: timing.Timing, names: List[str], ranges: Dict[str, range], title: str):
    """The figure (not yet saved): a panel per problem, the legend to their right."""
    figure, axes = pictures.matplotlib().pyplot.subplots(
        1, 2, figsize=(13, 5), sharey=True
    )
    for axis, (problem, ns) in zip(axes, ranges.items()):
        for number, name in enumerate(names):
            points = [
                (n, found.cells[(problem, name, n)].seconds)
                for n in ns
                if (problem, name, n) in found.cells
            ]
            if points:
                axis.plot(
                    *zip(*points),
                    marker="o",
                    color=colour(number),
                    linestyle=style_of_line(number),
                    label=name,
                )
        axis.set_yscale("log")
        axis.set_title(report.PROBLEMS[problem])
        axis.set_xlabel("n")
        axis.set_xticks(list(ns))  # n is whole
        axis.grid(True, which="both", alpha=0.3)
    axes[0].set_ylabel("median CPU seconds per call (log scale)")
    handles, labels = axes[0].get_legend_handles_labels()
    figure.legend(handles, labels, loc="center left", bbox_to_anchor=(1.0, 0.5))
    figure.suptitle(title, fontsize="small")
    figure.tight_layout()
    return figure


DRAWN = "styles drawn: "  # the PNG's Description: the styles in its legend


def save(figure, out: Path) -> None:
    """The picture written, the legend beside the panels kept in it, and the styles
    its legend names kept in its metadata (a PNG's Description), so that a test can
    tell a picture drawn before a style was added (`drawn`)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    names = [
        text.get_text() for legend in figure.legends for text in legend.get_texts()
    ]
    metadata = {"Description": DRAWN + " ".join(names)}
    figure.savefig(out, dpi=100, bbox_inches="tight", metadata=metadata)


def drawn(picture: Path) -> List[str]:
    """The styles a PNG saved here says it draws ([] where it says none)."""
    for key, text in pictures.png_texts(picture.read_bytes()):
        if key == "Description" and text.startswith(DRAWN):
            return text[len(DRAWN) :].split()
    return []


def timed_picture(
    paths: Dict[str, Path], ranges: Dict[str, range], baseline: str, cap, out: Path
) -> int:
    """The styles (name -> file) timed and checked as `make compare` does, its table
    said, then drawn to `out`; nothing is drawn where a style is wrong (its status)."""
    names = list(paths)
    found = report.time_styles(paths, ranges, [baseline], cap)
    status = report.report(found, names, ranges, baseline, timing.ROUNDS, cap)
    if status:
        return status
    title = f"N-Queens styles side by side, {datetime.date.today()}, {report.machine()}"
    save(draw(found, names, ranges, title), out)
    return 0
