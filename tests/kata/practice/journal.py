"""What practising a drill file leaves in the history: each judgement of it (by
`make watch` or `make hint`) and each hint shown, against the drill it belongs to.
Any other file leaves nothing; a history that cannot be written is said in one
line, and the practice goes on."""

import hashlib
import sqlite3
import sys
from pathlib import Path

from ..basics.errors import KataError
from . import drills, history


def judged(path: Path, source: bytes, green: bool, now: float, book: Path) -> None:
    """Record one judgement of `path`, as `source` (the file's bytes when it was
    judged), in the history file `book`, if it is a drill file. The same bytes
    judged twice are one attempt."""
    style = drills.style_of(path)
    if style is None:
        return
    made = hashlib.sha256(source).hexdigest()
    try:
        with history.opened(book) as records:
            records.judged(style, path.stem, made, green, now)
    except (KataError, OSError, sqlite3.Error) as error:
        print(f"not recorded: {error}", file=sys.stderr, flush=True)


def hinted(path: Path, level: int, now: float, book: Path) -> None:
    """Record one hint layer shown for `path`, if it is a drill file."""
    style = drills.style_of(path)
    if style is None:
        return
    try:
        with history.opened(book) as records:
            records.hinted(style, path.stem, level, now)
    except (KataError, sqlite3.Error) as error:
        print(f"not recorded: {error}", file=sys.stderr, flush=True)
