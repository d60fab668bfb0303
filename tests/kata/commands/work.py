"""`make work [N=4-8] [STYLES=...]`: the work each style does, counted: the queens it
places and the lines it runs, the same on every run (see ``kata.study.work``)."""

from ..basics import asked
from ..study import work, written

HELP = "the work each style does, counted the same on every run (N=4-8 STYLES=...)"
OPTIONS = {
    "N": asked.Option(
        "one n, or a range of n first-last, up to 10 (e.g. N=8, N=4-8)",
        asked.n_range_up_to(10),
        range(4, 9),
    ),
    "STYLES": asked.STYLES,
}


def run(args) -> int:
    rows = work.count_styles(args.styles, list(args.n))
    if not rows:  # each style skipped, in a line of its own
        raise written.nothing_to("count", args.styles)
    if any(by_n for _, by_n in rows):
        print(work.work_table([row for row in rows if row[1]]))
    return 0 if all(by_n for _, by_n in rows) else 1
