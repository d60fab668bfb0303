"""`make figures`: redraw the repository's own pictures, the only command that
writes them: problems/compare.png (the shipped styles side by side, timed on this
machine) and problems/trace.gif (bitmap's search at n = 5). `make chart` and
`make animation` draw into .pages/ instead."""

import datetime

from ..basics import styles
from ..practice import places
from ..study import animate, chart, report, timing

HELP = "redraw problems/compare.png (shipped styles) and problems/trace.gif"
OPTIONS = {}
PICTURES = styles.ROOT / "problems"


def run(args) -> int:
    names = list(styles.SHIPPED)
    ranges = dict(report.COMPARE_RANGES)
    paths = {name: styles.ROOT / "solutions" / f"{name}.py" for name in names}
    found = report.time_styles(paths, ranges, [styles.BASELINE], 1.0)
    status = report.report(found, names, ranges, styles.BASELINE, timing.ROUNDS, 1.0)
    if status:
        print("\nno picture redrawn: a shipped style is wrong")
        return status
    title = f"N-Queens styles side by side, {datetime.date.today()}, {report.machine()}"
    chart.save(chart.draw(found, names, ranges, title), PICTURES / "compare.png")
    frames = animate.baseline_gif(PICTURES / "trace.gif")
    print(
        f"\nredrawn: {places.shown(PICTURES / 'compare.png')}, and "
        f"{places.shown(PICTURES / 'trace.gif')} ({frames} frames)"
    )
    return 0
