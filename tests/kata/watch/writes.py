"""Where a value a check reads came from: the writes to the lists, sets and dicts a
search's test lines look squares up in, each with the line that wrote it, the name
it was written through, and the queen the writing frame stood at.

``WriteLog`` is shown each line the tracer runs (kata.watch.decisions feeds it). At a
test line it starts watching the objects the test looks up (a copy of each, kept
to compare); at every line after, a watched object that changed was changed by the
line run just before (or what it called), and each key that changed is kept as a
``Write``. Only the last few writes of each key are kept, and only so many objects
are watched, so the log stays as small as the run is bounded.
"""

import ast
import linecache
from functools import lru_cache
from typing import Dict, List, NamedTuple, Optional

from ..basics.arithmetic import evaluated
from ..basics.vocabulary import COLUMNS, ROWS

MOST_WATCHED = 64  # objects watched at most: a search that makes a set per call
MOST_KEPT = 16  # writes kept of each key, the last
MOST_HELD = 512  # keys an object watched may hold: a cache grows past, lines do not
MUTATORS = {"add", "discard", "remove", "append", "pop", "update", "clear"}
MUTATORS |= {"setdefault", "insert", "extend", "difference_update", "__setitem__"}


class Write(NamedTuple):
    """One write of one key of a watched object."""

    line: int  # the file's line that wrote it
    name: str  # the name written through (`anti` of `anti.add(k)`), "" unknown
    queen: Optional[tuple]  # (row, col) of the writing frame's row and column names
    present: bool  # the key is in it after (a set's member, a dict's key, a slot)
    true: bool  # and its value is true (a flag set; a set's member is true)
    moment: int  # the index of the placement seen last as it was written

    def held(self, membership: bool) -> bool:
        """Does the key count as held after it: present, where a test asks `k in S`;
        else true (`S[k]`)."""
        return self.present if membership else self.true


class WriteLog:
    """The writes to what the test lines read: `line(frame)` at every line run."""

    def __init__(self, path, reads: Dict[int, List[str]]):
        self.path = str(path)
        self.reads = reads  # test line -> the names it looks squares up in
        self.watched: Dict[int, tuple] = {}  # id -> (the object, a copy)
        self.dropped: Dict[int, object] = {}  # id -> an object no longer watched
        self.writes: Dict[tuple, List[Write]] = {}  # (id, key) -> its last writes
        self.before: Optional[tuple] = None  # (frame, line) of the line run last
        self.timeline: List[tuple] = [()]  # the placements seen, as they grow

    def line(self, frame) -> None:
        """Keep what the line run before changed, then watch what this one reads."""
        if self.before is not None:
            for held, copy in list(self.watched.values()):
                if not same(held, copy):
                    self.note(held, copy, *self.before)
        reads = self.reads.get(frame.f_lineno)
        if reads:
            names = frame.f_locals
            for name in reads:
                self.watch(names.get(name))
        self.before = (frame, frame.f_lineno)

    def watch(self, held) -> None:
        if not isinstance(held, (list, set, dict)) or id(held) in self.watched:
            return
        if id(held) in self.dropped:
            return
        if len(self.watched) < MOST_WATCHED:
            self.watched[id(held)] = (held, copied(held))

    def note(self, held, copy, frame, line: int) -> None:
        """Each key of `held` that changed since `copy`, written by `line`; an object
        grown past MOST_HELD is no longer watched, and its writes are forgotten."""
        if len(held) > MOST_HELD:
            self.dropped[id(held)] = self.watched.pop(id(held))[0]
            for key in [key for key in self.writes if key[0] == id(held)]:
                del self.writes[key]
            return
        self.watched[id(held)] = (held, copied(held))
        names = frame.f_locals
        queen, moment = square_of(names), self.now()
        for key in changed_keys(held, copy):
            name = written_through(self.path, line, names, held, key)
            present, true = is_held(held, key)
            kept = self.writes.setdefault((id(held), key), [])
            kept.append(Write(line, name, queen, present, true, moment))
            del kept[:-MOST_KEPT]

    def put_in(self, held, key, membership: bool = False) -> Optional[Write]:
        """The write that last made `key` held in `held` (a list's slot, a set's or
        dict's key; held as `membership` says), none since taking it out; None
        where the writes kept do not show it."""
        kept = self.writes.get((id(held), key), [])
        if not kept or not kept[-1].held(membership):
            return None
        turned = [
            write
            for earlier, write in zip([None] + kept, kept)
            if earlier is None or not earlier.held(membership)
        ][-1]
        return None if turned is kept[0] and len(kept) == MOST_KEPT else turned

    def last_of(self, held, key) -> Optional[Write]:
        """The last write seen of the key (a list's slot), or None."""
        kept = self.writes.get((id(held), key))
        return kept[-1] if kept else None

    def branch_left(self, write: Optional[Write], placement: tuple) -> Optional[dict]:
        """{"line": the write's line, "under": the queens above its row as it was
        written}, where they are not the placement the search stands on now (one
        was taken back since: the value is left from that branch); else None."""
        if write is None:
            return None
        above = self.timeline[write.moment][: len(placement)]
        if len(above) < len(placement) or above == placement:
            return None
        return {"line": write.line, "under": list(enumerate(above))}

    def when(self, write: Write) -> str:
        """ "placed": the queen the frame of a write that put a key in stood at is
        on the board in the placements seen as it was written, or next; else
        "stood" (the search stood at that square); "" where the frame names no
        square."""
        if write.queen is None:
            return ""
        near = self.timeline[write.moment : write.moment + 2]
        if any(on_board(placement, write.queen) for placement in near):
            return "placed"
        return "stood"

    def taken_back_since(self, write: Write) -> bool:
        """Did the placements seen since the write show the queen it stood at on
        the board, then off it?"""
        if write.queen is None:
            return False
        seen_on = False
        for placement in self.timeline[write.moment :]:
            here = on_board(placement, write.queen)
            if seen_on and not here:
                return True
            seen_on = seen_on or here
        return False

    def now(self) -> int:
        """The index of the placement seen last."""
        return len(self.timeline) - 1


class Origins:
    """Where the run put in the keys of one object a test looked up: the write
    that last made each held (kata.watch.writes), as data (its words are the
    coach's: ``kata.judge.answers.read_notes``)."""

    def __init__(self, writes, held, membership: bool):
        self.writes, self.held, self.membership = writes, held, membership
        self.size = len(held) if isinstance(held, list) else None
        self.kind = "list" if self.size is not None else "set"

    def of(self, key):
        """The write that put the key (a list's slot) in, or None where the run
        showed none."""
        if self.writes is None:
            return None
        return self.writes.put_in(self.held, key, self.membership)

    def origin(self, key) -> Optional[dict]:
        """Where the key was put in: {"line", "through" (the name written through,
        "" unknown), "queen" (where the writing frame stood), "when" (WriteLog.when:
        "placed", "stood" or "")}; None where the run showed no write that put it."""
        write = self.of(key)
        if write is None:
            return None
        return {
            "line": write.line,
            "through": write.name,
            "queen": write.queen,
            "when": self.writes.when(write),
        }

    def left(self, key) -> Optional[dict]:
        """{"queen", "list"}: where the run shows the queen the key was put in for
        placed, then taken back, and the key not (nothing cleared a list's slot,
        or removed a set's key); else None."""
        write = self.of(key)
        if write is None or self.writes.when(write) != "placed":
            return None
        if not self.writes.taken_back_since(write):
            return None
        return {"queen": write.queen, "list": self.size is not None}

    def written(self, name: str, key) -> tuple:
        """({"name", "key", "line", "through", "queen", "left"},): where the key was
        put in, as fields ("left": the run showed its queen taken back since); ()
        where the run showed no write that put it."""
        write = self.of(key)
        if write is None:
            return ()
        fields = {"name": name, "key": key, "line": write.line, "through": write.name}
        return ({**fields, "queen": write.queen, "left": bool(self.left(key))},)

    def origin_at(self, key, queen) -> Optional[dict]:
        """Where the key was put in (`origin`), where the write that put it in stood
        at that queen; else None."""
        write = self.of(key)
        if write is None or write.queen != queen:
            return None
        return self.origin(key)


def copied(held):
    return held.copy()


def same(held, copy) -> bool:
    try:
        return held == copy
    except Exception:  # a learner's object that cannot be compared: never changed
        return True


def changed_keys(held, copy) -> list:
    """A list's slots, a set's members or a dict's keys that differ."""
    if isinstance(held, list):
        size = max(len(held), len(copy))
        return [
            i
            for i in range(size)
            if i >= len(held)
            or i >= len(copy)
            or held[i] is not copy[i]
            and held[i] != copy[i]
        ]
    if isinstance(held, set):
        return list(held ^ copy)
    keys = set(held) | set(copy)
    return [k for k in keys if k not in held or k not in copy or held[k] != copy[k]]


def is_held(held, key) -> tuple:
    """(is the key in it, is its value true): a set's member, a dict's key, a
    list's slot."""
    if isinstance(held, list):
        present = 0 <= key < len(held)
        return present, present and truth(held[key])
    if isinstance(held, set):
        return key in held, key in held
    return key in held, key in held and truth(held[key])


def truth(value) -> bool:
    try:
        return bool(value)
    except Exception:  # a learner's object with no truth: not a flag set
        return False


def on_board(placement: tuple, queen: tuple) -> bool:
    row, col = queen
    return len(placement) > row and placement[row] == col


def square_of(names: dict) -> Optional[tuple]:
    """(row, col) from the frame's row and column names, where both are ints."""
    named = named_square(names)
    return None if named is None else named[1]


def named_square(names: dict) -> Optional[tuple]:
    """((row's name, col's name), (row, col)) of the frame's first row and column
    names whose values are ints; None where either has none."""
    row = next((n for n in ROWS if type(names.get(n)) is int), None)
    col = next((n for n in COLUMNS if type(names.get(n)) is int), None)
    return (
        None if row is None or col is None else ((row, col), (names[row], names[col]))
    )


def written_through(path: str, line: int, names: dict, held, key) -> str:
    """The name the line writes `held` through: of the line's writes whose object
    is `held` (`a[k] = ...`, `a.add(k)`, `del a[k]`), the one whose key works out to
    `key` (the last of them, as Python assigns a chain's targets left to right), or
    the only one; "" where the line shows none."""
    ours = [
        (name, index)
        for name, index in writes_on(linecache.getline(path, line).strip())
        if names.get(name) is held
    ]
    keyed = [
        name
        for name, index in ours
        if index is not None and keyed_to(index, names, held, key)
    ]
    if keyed:
        return keyed[-1]
    return ours[0][0] if len({name for name, _ in ours}) == 1 else ""


def keyed_to(index: ast.expr, names: dict, held, key) -> bool:
    value = evaluated(index, names)
    if type(value) is not int:
        return False
    if isinstance(held, list) and value < 0:
        value += len(held)
    return value == key


@lru_cache(maxsize=256)
def writes_on(text: str) -> tuple:
    """(name, key expression or None) of each write to a name's object on a line's
    text: a subscript assigned or deleted, or a method that changes a list, set or
    dict; in the order Python makes them (a chain's targets left to right)."""
    if text.endswith(":"):
        return ()
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return ()
    found = []
    for node in ast.walk(tree):
        for target in getattr(node, "targets", ()) or [getattr(node, "target", None)]:
            if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):
                found.append((target.value.id, target.slice))
        func = getattr(node, "func", None)
        if isinstance(func, ast.Attribute) and func.attr in MUTATORS:
            if isinstance(func.value, ast.Name):
                found.append((func.value.id, node.args[0] if node.args else None))
    return tuple(sorted(found, key=standing))


def standing(write: tuple) -> tuple:
    """Where a write's key stands on its line."""
    key = write[1]
    return (getattr(key, "lineno", 0), getattr(key, "col_offset", 0))
