"""The drill history: one local SQLite file (`.kata/history.sqlite`) of the drills
started, each judgement of a drill file, and each hint shown.

Each write is one short transaction taken at once (BEGIN IMMEDIATE), in WAL mode,
waiting up to TIMEOUT seconds for another writer, so two commands writing at once
lose no record. A file that is not a readable history is moved aside, with one
line that says where, and a new history is started.
"""

import sqlite3
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Dict, Iterator, List

from ..basics.errors import KataError
from .places import shown
from .schedule import Drill

TIMEOUT = 30.0  # seconds to wait for another writer
BUSY = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
TABLES = (
    "CREATE TABLE IF NOT EXISTS drills (id INTEGER PRIMARY KEY, style TEXT NOT NULL,"
    " file TEXT NOT NULL, started REAL NOT NULL)",
    "CREATE TABLE IF NOT EXISTS judgements (id INTEGER PRIMARY KEY,"
    " drill INTEGER NOT NULL REFERENCES drills (id), at REAL NOT NULL,"
    " green INTEGER NOT NULL, content TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS hints (id INTEGER PRIMARY KEY,"
    " drill INTEGER NOT NULL REFERENCES drills (id), at REAL NOT NULL,"
    " level INTEGER NOT NULL)",
)
PROBES = (  # every column read, so a file with other tables is told at once
    "SELECT id, style, file, started FROM drills LIMIT 1",
    "SELECT id, drill, at, green, content FROM judgements LIMIT 1",
    "SELECT id, drill, at, level FROM hints LIMIT 1",
)
DRILLS = """
SELECT d.style, d.file, d.started, g.at,
  (SELECT COUNT(DISTINCT content) FROM judgements j
    WHERE j.drill = d.id AND (g.at IS NULL OR j.at <= g.at)),
  (SELECT COUNT(*) FROM hints h WHERE h.drill = d.id AND (g.at IS NULL OR h.at <= g.at))
FROM drills d
LEFT JOIN (SELECT drill, MIN(at) AS at FROM judgements WHERE green GROUP BY drill) g
  ON g.drill = d.id
ORDER BY d.started, d.id
"""


def said(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


@contextmanager
def transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """BEGIN IMMEDIATE: the write lock at once, so no other writer slips between."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def ready(path: Path) -> sqlite3.Connection:
    """A connection to the history at `path`, its tables made and read once."""
    connection = sqlite3.connect(path, timeout=TIMEOUT, isolation_level=None)
    try:
        connection.execute("PRAGMA journal_mode=WAL")
        with transaction(connection):
            for table in TABLES:
                connection.execute(table)
        for probe in PROBES:
            connection.execute(probe).fetchall()
    except BaseException:
        connection.close()
        raise
    return connection


def aside_name(path: Path, now: float) -> Path:
    """history.sqlite -> history.sqlite.broken-20261201-140327 (-2, -3 if taken)."""
    base = f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S', time.localtime(now))}"
    found, count = path.with_name(base), 1
    while found.exists():
        count += 1
        found = path.with_name(f"{base}-{count}")
    return found


def set_aside(path: Path, now: float) -> Path:
    """Move the file (and its WAL companions) aside; where it went."""
    aside = aside_name(path, now)
    path.rename(aside)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(aside.with_name(aside.name + suffix))
    return aside


def ready_when_free(path: Path) -> sqlite3.Connection:
    """ready(path), tried again while another writer holds the file, for up to
    TIMEOUT seconds: SQLite answers busy at once, whatever its timeout, to a change
    of journal mode while another connection is setting up the same file."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        try:
            return ready(path)
        except sqlite3.OperationalError as error:
            busy = getattr(error, "sqlite_errorcode", None) in BUSY
            if not busy or time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def connect(path: Path, say: Callable[[str], None] = said) -> sqlite3.Connection:
    """The history, a new one started where the file cannot be read as one."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return ready_when_free(path)
    except sqlite3.DatabaseError as error:
        if getattr(error, "sqlite_errorcode", None) in BUSY:
            raise KataError(f"{shown(path)} is busy: another command holds it")
        try:
            aside = set_aside(path, time.time())
            say(
                f"the history could not be read: moved to {shown(aside)}; a new one begins"
            )
            return ready(path)
        except (OSError, sqlite3.Error) as failed:
            raise KataError(
                f"{shown(path)}: {error}; nor could a new one begin: {failed}"
            )
    except OSError as error:
        raise KataError(f"the history cannot be kept in {shown(path.parent)}: {error}")


@contextmanager
def opened(path: Path, say: Callable[[str], None] = said) -> Iterator["Book"]:
    connection = connect(path, say)
    try:
        yield Book(connection)
    finally:
        connection.close()


class Book:
    """The history's records: what is written, and the drills read back."""

    def __init__(self, connection: sqlite3.Connection):
        self.connection = connection

    def start(self, style: str, file: str, now: float) -> None:
        """A drill begins: its file was written now."""
        with transaction(self.connection) as db:
            db.execute(
                "INSERT INTO drills (style, file, started) VALUES (?, ?, ?)",
                (style, file, now),
            )

    def judged(self, style: str, file: str, content: str, green: bool, now: float):
        """One judgement of the drill file (`content`: a hash of what was judged)."""
        with transaction(self.connection) as db:
            db.execute(
                "INSERT INTO judgements (drill, at, green, content) VALUES (?, ?, ?, ?)",
                (drill_of(db, style, file, now), now, int(green), content),
            )

    def hinted(self, style: str, file: str, level: int, now: float) -> None:
        """One more layer of the lesson shown for the drill file."""
        with transaction(self.connection) as db:
            db.execute(
                "INSERT INTO hints (drill, at, level) VALUES (?, ?, ?)",
                (drill_of(db, style, file, now), now, level),
            )

    def drills(self) -> Dict[str, List[Drill]]:
        """Every style's drills, in the order they started."""
        found: Dict[str, List[Drill]] = {}
        for style, file, *rest in self.connection.execute(DRILLS):
            found.setdefault(style, []).append(Drill(style, *rest, file=file))
        return found


def drill_of(db: sqlite3.Connection, style: str, file: str, now: float) -> int:
    """The drill the file belongs to: its latest, or one begun now (a drill file
    written by hand)."""
    row = db.execute(
        "SELECT id FROM drills WHERE file = ? ORDER BY started DESC, id DESC LIMIT 1",
        (file,),
    ).fetchone()
    if row:
        return row[0]
    return db.execute(
        "INSERT INTO drills (style, file, started) VALUES (?, ?, ?)",
        (style, file, now),
    ).lastrowid
