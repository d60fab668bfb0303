"""`make hint STYLE=mine` (or PATH=file.py): the lesson one layer more at each call:
which n and method, the board, where it went wrong, the fix (see
``kata.practice.hints``); `make test STYLE=` gives the whole lesson at once. A hint
given is a success (exit 0), whatever the file's verdict."""

import time

from ..basics import asked
from ..judge import coach
from ..practice import hints, journal, layers, places, watching

HELP = "the lesson of one file, a layer more at each call (STYLE=mine)"
OPTIONS = {
    "STYLE": asked.Option("the style to give a hint on", asked.style),
    "PATH": asked.Option("or a file, anywhere", asked.python_file),
}


def check(args) -> None:
    places.one_file(args.style, args.path, "give a hint on")


def run(args) -> int:
    path = places.one_file(args.style, args.path, "give a hint on")
    text, found, source = watching.lesson(path, coach.judge)
    if found is None:  # gone, or not text
        print(text)
        return 1
    now = time.time()
    journal.judged(path, source, layers.green(found), now, places.history())
    done = hints.correct(found, path.name)
    if done:
        print(done)
        return 0
    level, new = hints.advance(places.state(), path, found)
    if new:
        journal.hinted(path, level, now, places.history())
    print(hints.told(found, level, places.asking("hint", path)))
    return 0  # a hint was given, as asked: the verdict is make test's
