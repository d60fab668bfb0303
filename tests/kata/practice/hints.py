"""`make hint`: a lesson told one layer more at each call, the level reached kept per
file in the state folder (`hints/`), and begun again when the lesson changes (the
level is kept with a key of the verdict it belongs to)."""

import hashlib
import json
import os
from pathlib import Path
from typing import Optional, Tuple

from ..basics.errors import KataError
from ..basics.styles import METHODS
from ..judge import coach
from ..judge.coach import Verdict
from ..judge.words.findings import Finding
from . import layers

MEASURED = {"cost", "correct"}  # kinds whose words hold what the machine measured


def key(found: Verdict) -> str:
    """The verdict's hash, from what was found, never from what the machine measured
    (times, how far the file was fast enough): the same mistake, the same key."""
    facts = [fact(finding) for finding in found.findings + found.rules]
    return hashlib.sha256(json.dumps(facts, sort_keys=True).encode()).hexdigest()


def fact(finding: Finding) -> dict:
    """A finding's fields, and its words where they hold no measure."""
    kept = finding.to_json()
    if finding.kind in MEASURED or finding.stop == "time":  # told slow or endless
        kept["parts"] = [part["role"] for part in kept["parts"]]
    return kept


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


def advance(folder: Path, path: Path, found: Verdict) -> Tuple[int, bool]:
    """The level to show now (1 for a new lesson, else one more, up to the last), and
    whether it shows a layer not shown until now."""
    state = state_file(folder, path)
    earlier = saved(state)
    last = len(layers.layers(found))
    reached = earlier.get("level") if earlier.get("lesson") == key(found) else 0
    reached = reached if isinstance(reached, int) and 0 <= reached <= last else 0
    level = min(reached + 1, last)
    keep(state, {"lesson": key(found), "level": level})
    return level, level > reached


def told(found: Verdict, level: int, again: str) -> str:
    """The hint at `level`: what is shown, and what the next call adds."""
    present = layers.layers(found)
    name = layers.name(found, present[level - 1])
    lines = [f"hint {level} of {len(present)}: {name}"]
    if level == 1 and layers.summary(found):
        lines.append(layers.summary(found))
    lines.append(layers.upto(found, level))
    if level < len(present):
        lines.append(f"({again} again: {layers.name(found, present[level])})")
    else:
        lines.append("(that is the whole lesson)")
    return "\n".join(lines)


def correct(found: Verdict, name: str) -> Optional[str]:
    """For a correct file: that it is, no hint needed, and any house rule broken."""
    if not layers.correct(found):
        return None
    done = found.findings[0].method  # the one method written, where one is
    if done:
        (other,) = set(METHODS) - {done}
        head = f"{name} is correct for {done}: no hint needed ({other} is not "
        head += "written yet)."
    else:
        head = f"{name} is correct: no hint needed."
    return "\n".join([head, coach.fit(coach.rules_told(found))]).rstrip()
