"""`make stopwatch [ROUNDS=3]`: how long `make test` itself takes, warm, in a fresh
clone: as shipped, and with 12 learner files in solutions/ (see
``kata.study.stopwatch``). It takes a few minutes: every round runs both."""

import datetime

from ..basics import asked
from ..study import stopwatch

HELP = "time make test itself, warm, as shipped and with 12 learner files (ROUNDS=3)"
OPTIONS = {
    "ROUNDS": asked.Option("rounds of both, after one warm-up", asked.at_least(1), 3),
}


def run(args) -> int:
    found = stopwatch.measure(args.rounds)
    print(stopwatch.report(found, datetime.date.today().isoformat()))
    return 0
