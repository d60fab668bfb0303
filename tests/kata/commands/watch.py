"""`make watch STYLE=mine` (or PATH=file.py): the file judged now and again on every
save, each lesson on a clean screen; Ctrl-C stops (see ``kata.practice.watching``).
A drill file's judgements go into the drill history."""

import time

from ..basics import asked
from ..judge import coach
from ..practice import journal, places, watching

HELP = "judge one file now and again at every save, until Ctrl-C (STYLE=mine)"
OPTIONS = {
    "STYLE": asked.Option("the style to watch", asked.style),
    "PATH": asked.Option("or a file to watch, anywhere", asked.python_file),
}


def check(args) -> None:
    places.one_file(args.style, args.path, "watch")


def run(args) -> int:
    path = places.one_file(args.style, args.path, "watch")
    book = places.history()
    return watching.watch(
        path,
        coach.judge,
        lambda source, green: journal.judged(path, source, green, time.time(), book),
    )
