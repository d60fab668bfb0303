"""`make compare [N=4-10] [STYLES="sets bitmap"] [CAP=1] [SECONDS=10]`: every style
side by side, timed and checked, with the work each does counted beside the time."""

from ..basics import asked, styles, tables
from ..study import report, timing, work, written
from ..guard import runner

HELP = "every style side by side: time and work per n, checked"
OPTIONS = {
    "N": asked.timed_n(),
    "STYLES": asked.STYLES,
    "CAP": asked.cap(1.0),
    "SECONDS": asked.Option(
        "the CPU time limit on one call that checks an answer",
        asked.positive_seconds,
        runner.SECONDS,
    ),
}
WORK_N = 8  # the n the work is counted at, or the largest timed below it


def run(args) -> int:
    names, ranges = written.written(args.styles, "compare"), dict(report.COMPARE_RANGES)
    if args.n is not None:
        ranges = {problem: args.n for problem in ranges}
    baseline = styles.BASELINE if styles.BASELINE in names else names[0]
    paths = {name: styles.path(name) for name in names}
    rounds = timing.ROUNDS
    found = report.time_styles(
        paths, ranges, [baseline], args.cap, rounds, args.seconds
    )
    status = report.report(found, names, ranges, baseline, rounds, args.cap)
    timed_ns = ranges["boards"]
    n = min(WORK_N, max(timed_ns))
    where = "" if n in timed_ns else ", below the n timed (counting lines is slow)"
    said = f"the work beside the time, at n = {n}{where}; make work counts more n:"
    print("\n" + tables.wrapped(said))
    wrong = {name for _, name, _ in found.wrong} | set(found.unwritten)
    right = [name for name in names if name not in wrong]
    print(work.work_table(work.count_styles(right, [n], seconds=args.seconds)))
    return status
