"""`make hint`: a lesson told one layer more at each call, the level reached kept per
file in the state folder (`hints/`), and begun again when the lesson changes (the
level is kept with a hash of the lesson it belongs to)."""

import hashlib
import json
import os
import re
from pathlib import Path
from typing import Optional, Tuple

from ..basics.errors import KataError
from . import layers

TIMES = re.compile(r"\d[\d,.]*(?: ?(?:ms|s)\b|x\b)")  # measured: a lesson is the same
RULES = "House rules"


def key(lesson: str) -> str:
    """The lesson's hash, its measured times left out: the same mistake, the same key."""
    return hashlib.sha256(TIMES.sub("<t>", lesson).encode()).hexdigest()


def state_file(folder: Path, path: Path) -> Path:
    """Where the level for `path` is kept: one small file per judged file."""
    where = hashlib.sha256(str(path.resolve()).encode()).hexdigest()[:12]
    return folder / "hints" / f"{path.stem}-{where}.json"


def saved(state: Path) -> dict:
    """What was kept ({} if nothing, or nothing readable)."""
    try:
        found = json.loads(state.read_text())
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def keep(state: Path, kept: dict) -> None:
    """Write whole or not at all: a new file moved over the old."""
    draft = state.with_name(f"{state.name}.{os.getpid()}.tmp")
    try:
        state.parent.mkdir(parents=True, exist_ok=True)
        draft.write_text(json.dumps(kept))
        os.replace(draft, state)
    except OSError as error:
        raise KataError(f"the hint's level cannot be kept in {state.parent}: {error}")


def advance(folder: Path, path: Path, lesson: str) -> Tuple[int, bool]:
    """The level to show now (1 for a new lesson, else one more, up to the last), and
    whether it shows a layer not shown before."""
    state = state_file(folder, path)
    before = saved(state)
    last = len(layers.layers(lesson))
    reached = before.get("level") if before.get("lesson") == key(lesson) else 0
    reached = reached if isinstance(reached, int) and 0 <= reached <= last else 0
    level = min(reached + 1, last)
    keep(state, {"lesson": key(lesson), "level": level})
    return level, level > reached


def told(lesson: str, level: int, again: str) -> str:
    """The hint at `level`: what is shown, and what the next call adds."""
    present = layers.layers(lesson)
    name = layers.NAMES[present[level - 1]]
    lines = [f"hint {level} of {len(present)}: {name}"]
    if level == 1 and layers.summary(lesson):
        lines.append(layers.summary(lesson))
    lines.append(layers.upto(lesson, level))
    if level < len(present):
        lines.append(f"({again} again: {layers.NAMES[present[level]]})")
    else:
        lines.append("(that is the whole lesson)")
    return "\n".join(lines)


def correct(lesson: str, name: str) -> Optional[str]:
    """For a correct file: that it is, no hint needed, and any house rule broken."""
    if not layers.CORRECT.match(lesson):
        return None
    rules = lesson[lesson.index(RULES) :] if f"\n{RULES}" in lesson else ""
    return "\n".join([f"{name} is correct: no hint needed.", rules]).rstrip()
