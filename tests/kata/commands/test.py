"""`make test [STYLE=name]`: every style against the known answers (pytest), or,
with STYLE=, one file judged the way a teacher would (see ``commands.coach``).
The Makefile runs black's check after the whole suite."""

import subprocess
import sys

from .. import asked, styles
from ..errors import KataError
from . import coach

HELP = "every style against the known answers, then black (STYLE=name: coach one file)"
OPTIONS = {
    "STYLE": asked.Option("one file to coach, lesson first", asked.style),
    "SLOW": asked.Option("1: n = 10..12 as well (make test-slow)", asked.flag, False),
}


def check(args) -> None:
    if args.style is not None and args.slow:
        raise KataError("make test-slow runs the whole suite: leave STYLE= out")


def run(args) -> int:
    if args.style is not None:
        text, status = coach.lesson(styles.path(args.style))
        print(text)
        return status
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q"], cwd=styles.ROOT
    ).returncode
