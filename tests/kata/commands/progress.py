"""`make progress`: each shipped style's place on the drill schedule (see
``kata.practice.progress``)."""

import time

from ..practice import history, places, progress

HELP = "each style's box, attempts, hints, times to green and when it is next due"
OPTIONS = {}


def run(args) -> int:
    with history.opened(places.history()) as book:
        past = book.drills()
    print(progress.table(past, time.time()))
    return 0
