"""`make bench [STYLES=...] [CAP=2] [ROUNDS=5] [PEER=path]`: each style's speed as a
multiple of the plain bitmap's, on the cases solutions/README.md reports, with the
benchmark references in tests/reference/ alongside, the fastest styles head to head,
and constellations against the public peer (PEER=, a copy kept outside the
repository), the references and a plain C bitmap built with gcc -O2 (`versus`)."""

import datetime

from ..basics import asked, styles
from ..study import report, timing, versus, written

HELP = f"each style's speed as a multiple of the plain {styles.BASELINE}'s, with the references"
OPTIONS = {
    "STYLES": asked.STYLES,
    "CAP": asked.cap(2.0),
    "ROUNDS": asked.Option(
        "the fewest interleaved rounds per case (more while ratios are unsettled)",
        asked.at_least(1),
        timing.ROUNDS,
    ),
    "PEER": asked.Option(
        "a copy, kept outside the repository, of a public solver with class Solution "
        "and totalNQueens, to time constellations against (none)",
        asked.python_file,
    ),
}


def run(args) -> int:
    names = written.written(args.styles, "time")
    if styles.BASELINE not in names:
        names.insert(0, styles.BASELINE)
    paths = {name: styles.path(name) for name in names}
    for reference in sorted(report.REFERENCES.glob("*.py")):
        paths[f"({reference.stem})"] = reference
    anchors = [styles.BASELINE, report.FASTEST_BEFORE]
    ranges = report.BENCH_RANGES
    found = report.time_styles(paths, ranges, anchors, args.cap, args.rounds)
    print(f"\n{datetime.date.today()}, {report.machine()}")
    status = report.report(
        found, list(paths), ranges, styles.BASELINE, args.rounds, args.cap
    )
    ahead = report.head_to_head(found, list(paths))
    if ahead:
        print("\n" + ahead)
    if versus.HELD in names:
        files = {versus.HELD: paths[versus.HELD]}
        files.update(
            {name: path for name, path in paths.items() if name.startswith("(")}
        )
        print("\n" + versus.versus(files, args.peer, args.rounds), flush=True)
    return status
