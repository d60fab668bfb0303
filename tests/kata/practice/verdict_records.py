"""Each file's verdict, kept in `.kata/` so that `make test` says it again without
running the file while nothing that decides it has changed: the file's bytes and
name, the kata's own code (every module of the `kata` package and the suite that
says its verdicts), the pinned tools, and the Python that judged it.

A record holds what the judge said, as it said it, for each way it was asked (the
whole folder's one verdict per file, `make test STYLE=`'s lesson), and whether the
file failed. A record that cannot be read is no record: the file is judged again."""

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Dict, Optional

from ..basics import styles
from ..judge import coach
from . import places

FOLDER_FORM, STYLE_FORM = "folder", "style"  # make test, make test STYLE=
MARK = "(kept from an earlier run: unchanged)"
MOST = 500  # records kept at most: the newest
TESTS = styles.ROOT / "tests"
SUITE = ("test_solutions.py", "conftest.py", "cases_solutions.py", "requirements.txt")
SUITE += ("gallery/fixes.json",)  # the gallery's fixed versions: anchors of a repair


def kata_version(tests: Path = TESTS) -> str:
    """A hash of the code that decides a verdict: the kata package, the suite that
    says its verdicts, the pinned tools, the gallery's kept fixes, and this Python's
    version."""
    digest = hashlib.sha256(sys.version.encode())
    code = sorted((tests / "kata").rglob("*.py")) + [tests / name for name in SUITE]
    for path in code:
        digest.update(path.relative_to(tests).as_posix().encode() + b"\0")
        try:
            digest.update(path.read_bytes() + b"\0")
        except OSError:  # absent here (a copy of the kata alone): said as absent
            digest.update(b"\1")
    return digest.hexdigest()


def key(path: Path, source: bytes, version: str) -> str:
    """The record's key: the file's name and folder, its bytes (`source`), the
    kata's version, and the judge's limit where a test sets one (KATA_SECONDS)."""
    asked = [path.name, str(path.parent.resolve()), os.environ.get("KATA_SECONDS")]
    digest = hashlib.sha256(json.dumps([version, asked]).encode())
    digest.update(source)
    return digest.hexdigest()


def load(book: Path) -> Dict[str, dict]:
    """The records kept, by key; none where the book is missing or unreadable."""
    try:
        found = json.loads(book.read_text())["records"]
    except (OSError, ValueError, TypeError, KeyError):
        return {}
    return found if isinstance(found, dict) else {}


def kept(records: Dict[str, dict], at: str, form: str) -> Optional[dict]:
    """{"said", "failed"}: what the judge said of the file in this form, or None."""
    record = records.get(at)
    if not isinstance(record, dict):
        return None
    said, failed = record.get(form), record.get("failed")
    if not isinstance(said, str) or not isinstance(failed, bool):
        return None
    return {"said": said, "failed": failed, "green": record.get("green") is True}


def note(records: Dict[str, dict], at: str, form: str, said: str, failed: bool, **more):
    """Keep what the judge said in this form (beside what it said in the other, if
    the file failed alike), newest last."""
    record = records.pop(at, None)
    if not isinstance(record, dict) or record.get("failed") is not failed:
        record = {}
    records[at] = {**record, **more, form: said, "failed": failed}


def save(book: Path, records: Dict[str, dict]) -> None:
    """Write the newest records whole, in place of the old book (a run stopped
    midway leaves the old one); a book that cannot be written is left as it is."""
    newest = dict(list(records.items())[-MOST:])
    try:
        book.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "w", dir=book.parent, prefix=".verdicts-", delete=False
        ) as out:
            json.dump({"records": newest}, out)
    except OSError:
        return
    try:
        os.replace(out.name, book)
    except OSError:
        Path(out.name).unlink(missing_ok=True)


def marked(said: str) -> str:
    """The verdict as said before, its first line marked as kept."""
    first, *rest = said.split("\n")
    return coach.fit([f"{first} {MARK}", *rest])


def book(root: Path = styles.ROOT) -> Path:
    return places.state(root) / places.VERDICTS
