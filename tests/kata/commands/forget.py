"""`make forget FORCE=1` (or `kata forget`, which asks): forget the practice kept in
.kata/ (the drill history, each file's hint level, the verdicts kept by make test).
No other command deletes it:
`make clean` keeps it."""

import shutil
import sys

from ..basics import asked
from ..basics.errors import KataError
from ..practice import places

HELP = (
    "forget the drill history, hint levels, kept verdicts in .kata/ (asks, or FORCE=1)"
)
OPTIONS = {
    "FORCE": asked.Option("1: forget without asking", asked.flag, False),
}


def run(args) -> int:
    folder = places.state()
    if not folder.exists():
        print(f"nothing to forget: {places.shown(folder)}/ does not exist")
        return 0
    if not args.force and not agreed(places.shown(folder)):
        print("kept: nothing was forgotten")
        return 0
    shutil.rmtree(folder)
    print(
        f"forgotten: {places.shown(folder)}/ (the drill history, hint levels and kept verdicts)"
    )
    return 0


def agreed(shown: str) -> bool:
    """The learner's yes, asked on the terminal; without one, a KataError."""
    if not sys.stdin.isatty():
        raise KataError(
            f"forgetting {shown}/ deletes the drill history: to do so without being "
            "asked, give FORCE=1"
        )
    answer = input(f"forget {shown}/, the drill history and hint levels? [y/N] ")
    return answer.strip().lower() in ("y", "yes")
