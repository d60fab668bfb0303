"""`make chart [N=6-9] [STYLES=...]`: the compare measurements as a picture, time
against n, written to .pages/compare.png (git-ignored). The repository's own
picture, problems/compare.png, is redrawn only by `make figures`."""

from ..basics import asked, styles
from ..practice import places
from ..study import chart, report, written

HELP = "time against n for every style, drawn: .pages/compare.png"
OUT = styles.ROOT / ".pages" / "compare.png"
OPTIONS = {
    "N": asked.timed_n(),
    "STYLES": asked.STYLES,
    "CAP": asked.cap(1.0),
    "OUT": asked.Option("where the picture goes", asked.picture(".png"), OUT),
}


def run(args) -> int:
    names = written.written(args.styles, "chart")
    ranges = {p: args.n or ns for p, ns in report.COMPARE_RANGES.items()}
    baseline = styles.BASELINE if styles.BASELINE in names else names[0]
    paths = {name: styles.path(name) for name in names}
    status = chart.timed_picture(paths, ranges, baseline, args.cap, args.out)
    if status:
        print("\nno chart written: fix the style named above first")
        return status
    print(f"\nchart written to {places.shown(args.out)}")
    return 0
