"""`make bench`: each style's speed as a multiple of the plain bitmap's, on the cases
the README reports, with the benchmark references in tests/reference/ alongside."""

import datetime

from .. import asked, styles
from . import timed

HELP = f"each style's speed as a multiple of the plain {styles.BASELINE}'s, with the references"
OPTIONS = {
    "STYLES": asked.STYLES,
    "CAP": asked.cap(2.0),
    "ROUNDS": asked.Option("interleaved rounds per case", asked.at_least(1), 9),
}


def run(args) -> int:
    names = args.styles
    if styles.BASELINE not in names:
        names.insert(0, styles.BASELINE)
    paths = {name: styles.path(name) for name in names}
    for reference in sorted(timed.REFERENCES.glob("*.py")):
        paths[f"({reference.stem})"] = reference
    found = timed.measure(
        paths, timed.BENCH_RANGES, styles.BASELINE, args.cap, rounds=args.rounds
    )
    print(f"\n{datetime.date.today()}, {timed.machine()}")
    return timed.report(
        found, list(paths), timed.BENCH_RANGES, styles.BASELINE, args.rounds, args.cap
    )
