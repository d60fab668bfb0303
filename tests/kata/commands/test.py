"""`make test [STYLE=name]`: every style against the known answers (pytest), or,
with STYLE=, one file judged the way a teacher would (see ``kata.judge.coach``);
`make test-slow [STYLE=name]`: the suite with n = 10..12 as well (SLOW=1).
The Makefile runs black's check after the whole suite, whatever it found."""

import os
import subprocess
import sys
import time

from ..basics import asked, styles
from ..judge import coach
from ..practice import journal, layers, places

HELP = "every file judged, one verdict each, then black (STYLE=name: coach one file)"
OPTIONS = {
    "STYLE": asked.Option("one file to coach, lesson first", asked.style),
    "SLOW": asked.Option("1: n = 10..12 as well (make test-slow)", asked.flag, False),
}


def run(args) -> int:
    if args.style is not None and not args.slow:
        path = styles.path(args.style)
        text, status = coach.lesson(path)
        print(text)
        green = layers.green(text, status)  # a drill file's judgement is recorded
        journal.judged(path, path.read_bytes(), green, time.time(), places.history())
        return status
    return subprocess.run(pytest_command(args), cwd=styles.ROOT).returncode


def pytest_command(args) -> list:
    """The suite on every core (a file's checks on one), with n = 10..12 and many
    property examples where SLOW=1, for one style where STYLE= is given."""
    workers = str(len(os.sched_getaffinity(0)))
    command = [sys.executable, "-m", "pytest", "-q", "-n", workers]
    command += ["--dist", "loadgroup"]
    if args.slow:
        command += ["-m", "slow or not slow", "--hypothesis-profile=thorough"]
    if args.style is not None:
        command += ["--style", args.style]
    return command
