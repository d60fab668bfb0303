"""Each gallery case judged once a run, its verdict shared by the tests that need it
(and likewise what else several tests work out of a case: ``computed``).

`make check` makes a folder for the run (FOLDER names it to the suite); a verdict is
kept there by the case's name and bytes, the limits it was judged within (or what
was asked), and the kata's own code (practice.verdict_records.kata_version), so that
a changed case, a changed limit or a changed kata is judged anew, never said from an
older verdict. pytest-xdist's workers share the folder: a worker that asks for a
case another is judging waits for that verdict (a lock per key) rather than judging
it again. With no folder (a test run by hand), each case is judged where it is
asked."""

import contextlib
import hashlib
import json
import os
import pickle
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterator, Optional

from ..judge import coach
from ..practice.verdict_records import kata_version

FOLDER = "KATA_GALLERY_VERDICTS"  # the environment variable naming the run's folder
GIVEN = "KATA_VERDICTS_GIVEN"  # verdicts given to the suite (test_one_judge.py)

try:  # POSIX: a lock that waits; elsewhere two workers may judge a case twice
    import fcntl
except ImportError:  # pragma: no cover (Windows)
    fcntl = None


def folder() -> Optional[Path]:
    """The run's folder of verdicts, or None where the run keeps none."""
    named = os.environ.get(FOLDER)
    return Path(named) if named else None


def key(case: Path, asked: dict, version: str) -> str:
    """The verdict's key: the case's name and bytes, the limits asked, the kata's
    version."""
    digest = hashlib.sha256(json.dumps([version, case.name, asked]).encode())
    digest.update(case.read_bytes())
    return digest.hexdigest()


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Held by one process at a time: the others wait."""
    with open(path, "a") as handle:
        if fcntl is not None:
            fcntl.flock(handle, fcntl.LOCK_EX)
        yield


def read(path: Path, kind: type = coach.Verdict) -> Optional[Any]:
    """The verdict (or what else of `kind`) kept at path, or None: absent, unreadable
    or of another kind is none."""
    try:
        found = pickle.loads(path.read_bytes())
    except (OSError, EOFError, pickle.UnpicklingError, AttributeError, TypeError):
        return None
    return found if isinstance(found, kind) else None


def write(path: Path, found: Any) -> None:
    """Keep the verdict (or what else) at path, whole or not at all."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".part")
    with os.fdopen(handle, "wb") as out:
        out.write(pickle.dumps(found))
    os.replace(temporary, path)


def verdict(
    case: Path, judge: Callable[[], coach.Verdict], asked: dict
) -> coach.Verdict:
    """The case's verdict as `judge()` gives it (the coach asked with the limits
    `asked`), judged once in the run: kept in the run's folder, and taken from it."""
    return computed(case, judge, asked, coach.Verdict)


def computed(case: Path, make: Callable[[], Any], asked: dict, kind: type) -> Any:
    """What `make()` works out of the case (of `kind`; `asked` names what, and how),
    worked out once in the run: kept in the run's folder, and taken from it."""
    where = folder()
    if where is None:
        return make()
    where.mkdir(parents=True, exist_ok=True)
    name = key(case, asked, kata_version())
    kept = where / f"{name}.verdict"
    with locked(where / f"{name}.lock"):
        found = read(kept, kind)
        if found is None:
            found = make()
            write(kept, found)
    return found
