"""The record of a count: each finished piece of `make count`, kept in
.counts/nN.json as it finishes, so that a run stopped or killed loses no work.

The record names the style's file, the sha256 of its source and n; one that names
another version, or that cannot be read as a record of this count, is refused in
one line (a KataError) and never mixed in. It is replaced whole on each write, so a
run killed while writing leaves the record before.
"""

import hashlib
import json
import os
from pathlib import Path
from typing import Dict, Iterator, List

from ..basics import styles
from ..basics.errors import KataError

RECORDS = styles.ROOT / ".counts"


def source_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def record_path(n: int, folder: Path = RECORDS) -> Path:
    return folder / f"n{n}.json"


def shown(path: Path) -> str:
    """The record's path as the user would type it: relative to the repo if inside."""
    try:
        return str(path.relative_to(styles.ROOT))
    except ValueError:
        return str(path)


def read_record(path: Path, header: dict, keys: set) -> Dict[str, List[int]]:
    """The pieces recorded for this n and this version of the style, or a KataError
    that says how to start over."""
    if not path.exists():
        return {}
    again = "delete it, or add RESTART=1, to start over"
    try:
        found = json.loads(path.read_text())
        fits = {name: found[name] for name in header} == header
        done = found["pieces"]
    except (OSError, ValueError, TypeError, KeyError):
        raise KataError(f"{shown(path)} is damaged (not a record): {again}") from None
    if not fits:
        raise KataError(
            f"{shown(path)} was counted by another version of "
            f"{header['style']}: {again}"
        )
    if not (isinstance(done, dict) and all(well_formed(done, keys))):
        raise KataError(f"{shown(path)} is damaged (a piece is wrong): {again}")
    return done


def well_formed(done: dict, keys: set) -> Iterator[bool]:
    """Whether each recorded piece is a piece of this count, with two whole numbers."""
    for key, value in done.items():
        yield key in keys and isinstance(value, list) and len(value) == 2 and all(
            type(number) is int and number >= 0 for number in value
        )


def write_record(path: Path, header: dict, done: Dict[str, List[int]]) -> None:
    """The record, replaced whole: a run killed mid-write leaves the last one."""
    partial = path.with_suffix(".partial")
    partial.write_text(json.dumps({**header, "pieces": done}))
    os.replace(partial, path)
