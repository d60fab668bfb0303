"""`make stopwatch [ROUNDS=3]`: how long `make test` itself takes, warm, in a fresh
clone: every file judged (FRESH=1) as shipped and with 12 learner files in
solutions/, then nothing changed (every verdict kept), then one file changed, beside
that file's STYLE= (see ``kata.study.stopwatch``). It takes a few minutes: every
round runs them all."""

import datetime

from ..basics import asked
from ..study import stopwatch

HELP = "time make test itself: every file, none changed, one changed (ROUNDS=3)"
OPTIONS = {
    "ROUNDS": asked.Option(
        "rounds of every case, after one warm-up", asked.at_least(1), 3
    ),
}


def run(args) -> int:
    found = stopwatch.measure(args.rounds)
    print(stopwatch.report(found, datetime.date.today().isoformat()))
    return 0
