"""What the run did with the key or the index a call crashed on: a KeyError's key
(`S.remove(k)`, `del d[k]`, `d[k]`, `d.pop(k)`) or an IndexError's index (`a[i]`).

The call is run once more under the one tracer (``watch.tracer``), in the guarded
child. Before each line of the file runs, each write it makes to a set, a dict or
a list (`S.add(k)`, `S.remove(k)`, `d[k] = v`, `del d[k]`, `a[i] = v`) is worked out
from the frame's names (its object by name, attribute and index; its key by
``basics.arithmetic``) and kept: the line, the name written through, the square
(row, col) the frame stood at, and whether the key was there before. When the
call raises, the access on its line that raised is found the same way, and what
the run showed of that key in that object is the answer (``crashed_on``): its
writes since it last came in, or the keys the object held where nothing put it
in; for a list, its length and the `[x] * e` that made it, where `e` worked out at
the crash is that length. Only what the run showed is said; the tracer follows
STEPS lines at most, a count, and says nothing where they run out."""

import ast
import linecache
from collections import ChainMap
from typing import Dict, List, NamedTuple, Optional

from ..basics.arithmetic import evaluated
from .tracer import FileTracer
from .writes import named_square

STEPS = 200_000  # line events followed at most
MOST_KEPT = 6  # writes kept of each key, the last
MOST_OBJECTS = 256  # objects whose writes are kept at most
MOST_SHOWN = 8  # keys of an object said where none was put in, at most
WRITERS = {"add": "add", "remove": "remove", "discard": "remove", "pop": "remove"}


class Enough(Exception):
    """The call ran its STEPS lines: nothing is said of its crash."""


class Site(NamedTuple):
    """An access on a line: the object's expression, the key's, and what it does
    ("add", "remove", "set", "del", "read")."""

    held: ast.expr
    key: ast.expr
    does: str
    code: str  # the object's expression as written: `self.diffs`, `used[i]`


class Write(NamedTuple):
    line: int
    does: str  # "add", "remove", "set", "del"
    through: str  # the object's expression as written on that line
    square: Optional[tuple]  # ((row name, col name), (row, col)) of the frame
    there: bool  # the key was in the object before


class KeyWatch(FileTracer):
    """Keeps each write of each key to a set, dict or list the file's lines make."""

    def __init__(self, path: str, steps: int = STEPS):
        super().__init__(path)
        self.path, self.steps = str(path), steps
        self.writes: Dict[tuple, List[Write]] = {}  # (id, key) -> its last writes
        self.alive: Dict[int, object] = {}  # id -> object: ids stay its own
        self.tree = ast.parse("".join(linecache.getlines(self.path)))
        self.by_line: Dict[int, tuple] = {}  # line -> its sites, once read

    def sites(self, line: int) -> tuple:
        if line not in self.by_line:
            self.by_line[line] = sites(self.tree, line)
        return self.by_line[line]

    def line(self, frame) -> None:
        self.steps -= 1
        if self.steps < 0:
            raise Enough
        for site in self.sites(frame.f_lineno):
            if site.does != "read":
                self.note(frame, site)

    def note(self, frame, site: Site) -> None:
        names = frame.f_locals
        held, key = reached(site.held, names), key_of(site.key, names)
        if not isinstance(held, (set, dict, list)) or key is None:
            return
        if id(held) not in self.alive:
            if len(self.alive) >= MOST_OBJECTS:
                return
            self.alive[id(held)] = held
        write = Write(
            frame.f_lineno, site.does, site.code, square(frame), is_in(held, key)
        )
        kept = self.writes.setdefault((id(held), key), [])
        kept.append(write)
        del kept[:-MOST_KEPT]


def crashed_on(method, path, n: int, steps: int = STEPS) -> Optional[dict]:
    """What the run showed of the key or index method(n) crashed on, as data; None
    where it raised no KeyError or IndexError at an access the kata reads, or
    ran past its steps."""
    watch = KeyWatch(path, steps)
    try:
        watch.run(method, n)
    except (KeyError, IndexError) as error:
        return read_crash(watch, error)
    except BaseException:  # Enough, another error, or none: nothing to say
        return None
    return None


def read_crash(watch: KeyWatch, error: BaseException) -> Optional[dict]:
    frames = own_frames(error.__traceback__, watch.path)
    if not frames:
        return None
    frame, line = frames[-1]
    names = frame.f_locals
    around = ChainMap(*(f.f_locals for f in reversed(frames_of(frames))))
    for site in watch.sites(line):
        held, key = reached(site.held, names), key_of(site.key, names)
        if held is None or key is None or not raised_at(error, held, key):
            continue
        found = {
            "type": type(error).__name__,
            "line": line,
            "held": site.code,
            "kind": type(held).__name__,
            "key": key,
            "key_code": ast.unparse(site.key),
            "names": given(site.key, names),
            "square": next(
                (s for s in map(square, reversed(frames_of(frames))) if s), None
            ),
        }
        if isinstance(held, list):
            found["held_names"] = given(site.held, names)
            return {**found, "size": len(held), **made(watch.tree, site, held, around)}
        kept = watch.writes.get((id(held), key), [])
        since = since_last_in(kept)
        shown = sorted(held, key=repr)[:MOST_SHOWN] if not since else []
        return {
            **found,
            "writes": [w._asdict() for w in since],
            "others": shown if all(type(k) in (int, str) for k in shown) else [],
            "more": max(0, len(held) - MOST_SHOWN) if not since else 0,
        }
    return None


def frames_of(frames) -> list:
    return [frame for frame, _ in frames]


def own_frames(tb, path: str) -> list:
    """(frame, line) of each frame of the file in the traceback, outermost first."""
    found = []
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == path:
            found.append((tb.tb_frame, tb.tb_lineno))
        tb = tb.tb_next
    return found


def raised_at(error: BaseException, held, key) -> bool:
    """Would this access raise this error: a key not in a set or dict, an index
    past a list's end?"""
    if isinstance(error, KeyError):
        return (
            isinstance(held, (set, dict))
            and key not in held
            and (error.args[:1] == (key,))
        )
    return (
        isinstance(held, list)
        and type(key) is int
        and not -len(held) <= key < len(held)
    )


def since_last_in(kept: List[Write]) -> List[Write]:
    """The writes since the key last came in (the last write that found it out),
    where the writes kept show that one."""
    for at in range(len(kept) - 1, -1, -1):
        if kept[at].does in ("add", "set") and not kept[at].there:
            return kept[at:]
    return []


def made(tree: ast.AST, site: Site, held: list, names: dict) -> dict:
    """{"made": line, "made_code": `[False] * n`, "made_names": {"n": 2}}: the one
    assignment in the file to the object's name (`cols`, `self.cols`, or `used` of
    `used[i]`) holding one `[x] * e`, where `e` works out to the list's length; {}
    where the file shows no such one."""
    root = site.held
    while isinstance(root, ast.Subscript):
        root = root.value
    target = ast.unparse(root)
    found = [
        (node.lineno, value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        for value in values_of(node, target)
    ]
    if len(found) != 1:
        return {}
    ((line, value),) = found
    repeats = [
        node
        for node in ast.walk(value)
        if isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Mult)
        and isinstance(node.left, ast.List)
    ]
    if len(repeats) != 1 or evaluated(repeats[0].right, names) != len(held):
        return {}
    return {
        "made": line,
        "made_code": ast.unparse(repeats[0]),
        "made_names": given(repeats[0].right, names),
    }


def values_of(node: ast.Assign, target: str) -> list:
    """The value an assignment gives the name `target`: [value] for `target = value`,
    the matching item of `a, target = x, value`; [] where it gives it none."""
    found = []
    for each in node.targets:
        if ast.unparse(each) == target:
            found.append(node.value)
        elif isinstance(each, ast.Tuple) and isinstance(node.value, ast.Tuple):
            pairs = zip(each.elts, node.value.elts)
            found += [value for name, value in pairs if ast.unparse(name) == target]
    return found


def given(node: ast.expr, names: dict) -> dict:
    """The ints the expression's names stand for, by name, as written."""
    found = {}
    for part in ast.walk(node):
        if isinstance(part, ast.Name) and type(names.get(part.id)) is int:
            found[part.id] = names[part.id]
    return found


def square(frame) -> Optional[list]:
    """[[row's name, col's name], [row, col]] of the frame's row and column names,
    where both are ints (``writes.named_square``); else None."""
    named = named_square(frame.f_locals)
    return None if named is None else [list(named[0]), list(named[1])]


def is_in(held, key) -> bool:
    if isinstance(held, list):
        return type(key) is int and -len(held) <= key < len(held)
    try:
        return key in held
    except TypeError:
        return False


def key_of(node: ast.expr, names: dict):
    """The key's value: arithmetic on ints, or a tuple of it; None otherwise."""
    if isinstance(node, ast.Tuple):
        parts = [evaluated(part, names) for part in node.elts]
        return None if None in parts else tuple(parts)
    value = evaluated(node, names)
    if type(value) is int:
        return value
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def reached(node: ast.expr, names: dict):
    """The object an expression names: a name, its attribute, its item at an int
    index; None where it is anything else."""
    if isinstance(node, ast.Name):
        return names.get(node.id)
    if isinstance(node, ast.Attribute):
        owner = reached(node.value, names)
        return (
            None
            if owner is None
            else owner.__dict__.get(node.attr) if hasattr(owner, "__dict__") else None
        )
    if isinstance(node, ast.Subscript):
        owner, index = reached(node.value, names), key_of(node.slice, names)
        if isinstance(owner, list) and type(index) is int:
            return owner[index] if -len(owner) <= index < len(owner) else None
        if isinstance(owner, dict) and index is not None:
            return owner.get(index)
    return None


def sites(tree: ast.AST, line: int) -> tuple:
    """The accesses to an object by a key that the statements on the line make."""
    found = []
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) != line or not isinstance(node, ast.stmt):
            continue
        for part in walk_statement(node):
            site = site_of(part)
            if site is not None:
                found.append(site)
    return tuple(found)


def walk_statement(node: ast.stmt):
    """The nodes of a statement, and for a compound one of its head alone."""
    heads = {
        ast.If: ("test",), ast.While: ("test",), ast.For: ("iter",),
        ast.Return: ("value",),
    }  # fmt: skip
    if isinstance(node, (ast.If, ast.While, ast.For)):
        for field in heads[type(node)]:
            yield from ast.walk(getattr(node, field))
        return
    if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.With, ast.Try)):
        return
    yield from ast.walk(node)


def site_of(node: ast.AST) -> Optional[Site]:
    func = getattr(node, "func", None)
    if isinstance(func, ast.Attribute) and func.attr in WRITERS and len(node.args) == 1:
        return Site(
            func.value, node.args[0], WRITERS[func.attr], ast.unparse(func.value)
        )
    if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice):
        does = {ast.Store: "set", ast.Del: "del"}.get(type(node.ctx), "read")
        return Site(node.value, node.slice, does, ast.unparse(node.value))
    return None
