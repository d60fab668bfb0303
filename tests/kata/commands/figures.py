"""`make figures`: redraw the repository's own pictures, the only command that
writes them: problems/compare.png (the shipped styles side by side, timed on this
machine) and problems/trace.gif (bitmap's search at n = 5). `make chart` and
`make animation` draw into .pages/ instead."""

from ..basics import styles
from ..practice import places
from ..study import animate, chart, report

HELP = "redraw problems/compare.png (shipped styles) and problems/trace.gif"
OPTIONS = {}
PICTURES = styles.ROOT / "problems"


def run(args) -> int:
    paths = {name: styles.ROOT / "solutions" / f"{name}.py" for name in styles.SHIPPED}
    picture = PICTURES / "compare.png"
    ranges = dict(report.COMPARE_RANGES)
    status = chart.timed_picture(paths, ranges, styles.BASELINE, 1.0, picture)
    if status:
        print("\nno picture redrawn: a shipped style is wrong")
        return status
    frames = animate.baseline_gif(PICTURES / "trace.gif")
    print(
        f"\nredrawn: {places.shown(picture)}, and "
        f"{places.shown(PICTURES / 'trace.gif')} ({frames} frames)"
    )
    return 0
