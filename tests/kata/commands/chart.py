"""`make chart`: the compare measurements as a picture, time against n."""

import datetime

from ..basics import asked, styles
from ..study import report, timing, written

HELP = "redraw problems/compare.png: time against n for every style"
OUT = styles.ROOT / "problems" / "compare.png"
OPTIONS = {
    "N": asked.timed_n("chart"),
    "STYLES": asked.STYLES,
    "CAP": asked.cap(1.0),
    "OUT": asked.Option("where the picture goes", asked.picture(".png"), OUT),
}


def run(args) -> int:
    out, names = args.out, written.written(args.styles, "chart")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    ranges = {p: args.n or ns for p, ns in report.COMPARE_RANGES.items()}
    baseline = styles.BASELINE if styles.BASELINE in names else names[0]
    paths = {name: styles.path(name) for name in names}
    found = report.time_styles(paths, ranges, [baseline], args.cap)
    status = report.report(found, names, ranges, baseline, timing.ROUNDS, args.cap)
    figure, axes = plt.subplots(1, 2, figsize=(12, 5), sharey=True)
    for axis, (problem, ns) in zip(axes, ranges.items()):
        for number, name in enumerate(names):
            points = [
                (n, found.cells[(problem, name, n)].seconds)
                for n in ns
                if (problem, name, n) in found.cells
            ]
            if points:
                line = ("-", "--", ":")[number // 10 % 3]  # colours repeat after 10
                axis.plot(*zip(*points), marker="o", linestyle=line, label=name)
        axis.set_yscale("log")
        axis.set_title(report.PROBLEMS[problem])
        axis.set_xlabel("n")
        axis.grid(True, which="both", alpha=0.3)
    axes[0].set_ylabel("median CPU seconds per call (log scale)")
    axes[1].legend(fontsize="small")
    figure.suptitle(
        f"N-Queens styles side by side, {datetime.date.today()}, {report.machine()}",
        fontsize="small",
    )
    figure.tight_layout()
    figure.savefig(out, dpi=100)
    print(
        f"\nchart written to {out.relative_to(styles.ROOT) if out.is_relative_to(styles.ROOT) else out}"
    )
    return status
