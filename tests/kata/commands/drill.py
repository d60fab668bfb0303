"""`make drill`: the style that is due on the Leitner schedule, to write from memory:
solutions/drill_<style>.py holds its idea and empty methods (see
``kata.practice.schedule``); then `make watch STYLE=drill_<style>`."""

import time

from ..basics import styles
from ..practice import clock, drills, history, places, schedule

HELP = "the style due on the schedule, from memory, as solutions/drill_<style>.py"
OPTIONS = {}


def run(args) -> int:
    now = time.time()
    with history.opened(places.history()) as book:
        past = book.drills()
        style = schedule.pick(past, now)
        if style is None:
            soon = schedule.next_due(past)
            when = clock.when(schedule.due(past[soon]), now)
            print(f"nothing is due: {soon} is next, on {when} (make progress)")
            return 0
        path = drills.write(style, styles.SOLUTIONS, styles.path(style))
        book.start(style, path.stem, now)
    print(f"wrote solutions/{path.name}: {style}.py's idea, the methods empty")
    print(f"write them from memory, then: make watch STYLE={path.stem}")
    return 0
