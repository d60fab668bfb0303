"""`make compare [N=4-10] [STYLES="sets bitmap"]`: every style side by side, timed
and checked, with the work each does counted beside the time."""

from .. import asked, runner, styles, work
from . import timed
from .work import counted

HELP = "every style side by side: time and work per n, checked"
OPTIONS = {
    "N": asked.TIMED_N,
    "STYLES": asked.STYLES,
    "CAP": asked.cap(1.0),
    "SECONDS": asked.Option(
        "the time limit on one call that checks an answer",
        asked.positive_seconds,
        runner.SECONDS,
    ),
}


def run(args) -> int:
    names, ranges = args.styles, dict(timed.COMPARE_RANGES)
    if args.n is not None:
        ranges = {problem: args.n for problem in ranges}
    baseline = styles.BASELINE if styles.BASELINE in names else names[0]
    paths = {name: styles.path(name) for name in names}
    found = timed.measure(paths, ranges, baseline, args.cap, 5, args.seconds)
    status = timed.report(found, names, ranges, baseline, 5, args.cap)
    n = min(8, max(ranges["boards"]))
    print(f"\nthe work beside the time, at n = {n} (make work counts more n):")
    right = [name for name in names if not any(k[1] == name for k in found.wrong)]
    print(work.table(counted(right, [n], seconds=runner.SECONDS)))
    return status
