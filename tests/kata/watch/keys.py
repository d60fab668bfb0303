"""What a search's sets (or flag lists) of taken lines held when a test turned a
square away, checked against the keys the queens placed really have, each worked
out with the very expression the test line looks the set up with, and said with
where the run put the key in (kata.watch.writes): a key put in through another name
for the same object; a key no queen on the board has (left from a queen no longer
there only where the run shows the queen that put it in taken back, and the key
not); or the keys of both diagonals in one set, where the square's key met a
queen's key of the other kind. Where the test line does not show how a set is
keyed, nothing is said.

What is found is data, a dict whose "kind" is a reading's (READINGS: "one_object",
"wrapped", "stale", "mixed", "merged"), with its fields (the set's name, the key,
the queens and squares, where the run put the key in: ``Origins.origin``); its
words are the coach's (``kata.judge.answers.read_notes``)."""

import ast
import linecache
from functools import lru_cache
from typing import Dict, List, Optional, Tuple

from ..basics.arithmetic import evaluated
from ..basics.vocabulary import COLUMNS, ROWS
from .writes import Origins


def held_keys(value, membership: bool = True) -> Optional[set]:
    """The keys a set of ints holds, the indexes a list of flags has set, or a dict's
    int keys (those with a true value, where it is looked up by `d[k]`, not `in`);
    else None."""
    if isinstance(value, (set, frozenset)) and all(type(v) is int for v in value):
        return set(value)
    if isinstance(value, list) and value and all(type(v) is bool for v in value):
        return {i for i, flag in enumerate(value) if flag}
    if isinstance(value, dict) and all(type(k) is int for k in value):
        return {k for k, v in value.items() if membership or v}
    return None


def test_expression(frame) -> Optional[ast.expr]:
    """The test on the frame's line, parsed (test_at)."""
    return test_at(frame.f_code.co_filename, frame.f_lineno)


def test_at(path: str, line: int) -> Optional[ast.expr]:
    """The test on the file's line (`if ...:`, `elif ...:`, `while ...:`, or a
    bare expression), parsed; None where it does not parse alone."""
    text = linecache.getline(path, line).strip()
    for head in ("if ", "elif ", "while ", "return "):
        if text.startswith(head):
            text = text[len(head) :]
    text = text.split(":")[0] if text.endswith(":") or ": " in text else text
    try:
        return ast.parse(text, mode="eval").body
    except SyntaxError:
        return None


def lookups(test: ast.expr) -> Dict[str, List[ast.expr]]:
    """set or list name -> the key expressions the test looks it up with: `k in S`,
    `S[k]`, `S.get(k)`."""
    found = {}
    for node in ast.walk(test):
        if is_membership(node):
            held = getattr(node.comparators[0], "id", None)
            if held:
                found.setdefault(held, []).append(node.left)
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            found.setdefault(node.value.id, []).append(node.slice)
        func = getattr(node, "func", None)
        if isinstance(func, ast.Attribute) and func.attr == "get" and node.args:
            if isinstance(func.value, ast.Name):  # seen.get(k), as seen[k]
                found.setdefault(func.value.id, []).append(node.args[0])
    return found


def is_membership(node: ast.AST) -> bool:
    return isinstance(node, ast.Compare) and isinstance(
        node.ops[0], (ast.In, ast.NotIn)
    )


def by_membership(test: ast.expr) -> set:
    """The names the test looks up with `in`."""
    return {
        getattr(node.comparators[0], "id", None)
        for node in ast.walk(test)
        if is_membership(node)
    }


def square_names(names: dict, row: int, col: int) -> Optional[dict]:
    """The frame's names with its row and column names set to (row, col): what a
    key expression is worked out with for any square; None where they are unknown."""
    row_name = next((n for n in ROWS if names.get(n) == row), None)
    col_name = next((n for n in COLUMNS if names.get(n) == col), None)
    if row_name is None or col_name is None or row_name == col_name:
        return None
    return lambda r, c: {**names, row_name: r, col_name: c}


def worked_out(key: ast.expr, scope: dict) -> Optional[int]:
    """The key's int value for those names, or None."""
    value = evaluated(key, scope)
    return value if type(value) is int else None


def left_keys(
    frame, placed: tuple, col=None, writes=None
) -> Tuple[Optional[dict], tuple, tuple]:
    """What a set or flag list the test looks the square up in held that the queens
    placed do not account for, each key worked out with the test's own expression,
    and where the run wrote it (`writes`, a kata.watch.writes.WriteLog): (what was
    read, ((the set's name, the key),), Origins.written's); or (None, (), ())
    (nothing checked to say). The readings of READINGS are asked in turn."""
    test = test_expression(frame)
    row = len(placed)
    at = square_names(frame.f_locals, row, col) if test and col is not None else None
    if at is None:
        return None, (), ()
    members = by_membership(test)
    for name, keys in lookups(test).items():
        keys = [given for key in keys for given in resolved(frame, test, key)]
        keys = [key for key in keys if tells_squares_apart(key, at, (row, col))]
        value = frame.f_locals.get(name)
        held = held_keys(value, name in members)
        if held is None:
            continue
        size = len(value) if isinstance(value, list) else None
        origins = Origins(writes, value, name in members)
        said = one_object(frame, name, keys, value, (row, col), at, origins)
        if said:
            return said[0], ((name, said[1]),), origins.written(name, said[1])
        if any(frame.f_locals.get(o) is value for o in lookups(test) if o != name):
            continue  # one object under two names: its keys are not this name's
        for reading, _ in READINGS:
            said = reading(name, keys, held, placed, (row, col), at, origins)
            if said:
                return said[0], ((name, said[1]),), origins.written(name, said[1])
    return None, (), ()


def one_object(frame, name, keys, value, square, at, origins):
    """A list or set the square met a key in that the run put in through another
    name, which the test's frame binds to the same object (`a = b = [False] * k`):
    where and through which name, and the line that binds both. (what was read,
    the key); else None."""
    for key in keys:
        met = index(worked_out(key, at(*square)), origins.size)
        write = origins.of(met) if met is not None else None
        other = write.name if write else ""
        if other in ("", name) or frame.f_locals.get(other) is not value:
            continue
        read = {"kind": "one_object", "name": name, "other": other, "key": met}
        read.update(list=origins.kind == "list", put=origins.origin(met))
        return {**read, "bound": bound_together(frame, name, other)}, met
    return None


def bound_together(frame, name: str, other: str) -> Optional[int]:
    """The line, in the function the frame's line stands in (the outermost: a
    method, around its helpers), that gives both names one value (`a = b = ...`),
    the last before the frame's line; None where there is none."""
    tree = parsed_file(frame.f_code.co_filename)
    line = frame.f_lineno
    around = [
        node
        for node in (ast.walk(tree) if tree else ())
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.lineno <= line <= node.end_lineno
    ]
    if not around:
        return None
    outermost = min(around, key=lambda node: node.lineno)
    bound = [
        node.lineno
        for node in ast.walk(outermost)
        if isinstance(node, ast.Assign)
        and node.lineno < line
        and {name, other} <= {getattr(target, "id", None) for target in node.targets}
    ]
    return max(bound) if bound else None


def tells_squares_apart(key: ast.expr, at, square: tuple) -> bool:
    """Does the key's value change with the square (`r - c`, `c`), where a name
    the square does not set (`k` of `for k, s in zip(keys, sets)`) is the same
    for every square, and tells nothing of the square's lines?"""
    row, col = square
    values = {
        worked_out(key, at(r, c))
        for r, c in ((row, col), (row + 1, col), (row, col + 1))
    }
    return len(values) > 1


def index(key: Optional[int], size: Optional[int]) -> Optional[int]:
    """The slot a key reaches: in a list of `size`, a negative one counts from the
    end, as Python counts it."""
    if key is None or size is None or not -size <= key < 0:
        return key
    return key + size


def wrapped_key(name, keys, held: set, placed, square, at, origins) -> Optional[tuple]:
    """A flag the square met that a queen set through a negative index, which
    Python counts from the list's end: the queen the run's last write of the flag
    stood at, where the run shows one."""
    size = origins.size
    if size is None:
        return None
    for key in keys:
        met = index(worked_out(key, at(*square)), size)
        write = origins.of(met) if met in held else None
        queen = write.queen if write else None
        on_board = queen in list(enumerate(placed))
        theirs = worked_out(key, at(*queen)) if on_board else None
        if theirs is not None and theirs < 0 <= met and index(theirs, size) == met:
            read = {
                "kind": "wrapped",
                "name": name,
                "key": met,
                "put": origins.origin(met),
            }
            read.update(code=ast.unparse(key), theirs=theirs, queen=queen, size=size)
            return read, met
    return None


def stale_key(name, keys, held: set, placed, square, at, origins) -> Optional[tuple]:
    """A key the square met in the set that no queen placed has, under the set's
    own key expressions (as list indexes where the set is a list of flags): where
    the run put it in, and, where the run shows that queen taken back and the key
    not, that it is left from a queen no longer there."""
    size = origins.size
    theirs = {
        index(worked_out(k, at(r, c)), size) for k in keys for r, c in enumerate(placed)
    }
    met = [index(worked_out(k, at(*square)), size) for k in keys]
    stale = [
        key for key in met if key is not None and key in held and key not in theirs
    ]
    if not stale:
        return None
    key = stale[0]
    read = {"kind": "stale", "name": name, "key": key, "list": size is not None}
    return {**read, "put": origins.origin(key), "left": origins.left(key)}, key


def mixed_keys(name, keys, held: set, placed, square, at, origins) -> Optional[tuple]:
    """One set looked up with two key expressions (say `r - c` and `r + c`), where
    the square's key by one is a queen's key by the other."""
    for mine in keys:
        for other in keys:
            if ast.unparse(mine) == ast.unparse(other):
                continue
            key = worked_out(mine, at(*square))
            if key not in held:
                continue
            same_line = [
                q for q in enumerate(placed) if worked_out(mine, at(*q)) == key
            ]
            queens = [q for q in enumerate(placed) if worked_out(other, at(*q)) == key]
            if queens and not same_line:
                read = {"kind": "mixed", "name": name, "mine": ast.unparse(mine)}
                read.update(other=ast.unparse(other), key=key, queen=queens[0])
                return {**read, "put": origins.origin_at(key, queens[0])}, key
    return None


def merged_key(name, keys, held: set, placed, square, at, origins) -> Optional[tuple]:
    """A key the square met that a queen placed has too, though the queen shares no
    line with the square: the key expression gives two lines one name."""
    for key in keys:
        met = worked_out(key, at(*square))
        if met is None or met not in held:
            continue
        for queen in enumerate(placed):
            if worked_out(key, at(*queen)) == met and not on_one_line(queen, square):
                read = {"kind": "merged", "name": name, "key": met, "queen": queen}
                read.update(square=square, code=ast.unparse(key))
                return {**read, "put": origins.origin_at(met, queen)}, met
    return None


# How a set the test looked the square up in turned it away, each reading asked
# in turn until one can tell: (reading, why it stands there). A reading takes
# (the set's name, its key expressions, the keys it held, the queens placed, the
# square, the square's names, the Origins of its keys) and gives (what was read,
# the key).
READINGS = (
    (wrapped_key, "a negative index wrapped onto another slot: the most specific"),
    (stale_key, "a key no queen on the board has: left from one taken back"),
    (mixed_keys, "a queen's key of the other kind: two kinds in one set"),
    (merged_key, "a queen's own key, though on no line with the square"),
)


def on_one_line(queen: tuple, square: tuple) -> bool:
    (r1, c1), (r2, c2) = queen, square
    return r1 == r2 or c1 == c2 or r1 - c1 == r2 - c2 or r1 + c1 == r2 + c2


def resolved(frame, test: ast.expr, key: ast.expr) -> List[ast.expr]:
    """A key that is a bare name, as what gave it: the line above the test in the
    frame's own function (`d, a = (row - col) % n, ...`), or the tuple a
    comprehension in the test walks (`any(k in taken for k in keys)`, where
    `keys = (c, r + c, ...)`: each of its keys); else the key itself."""
    if not isinstance(key, ast.Name):
        return [key]
    walked = walked_by(test, key.id)
    tree = parsed_file(frame.f_code.co_filename)
    start, line = frame.f_code.co_firstlineno, frame.f_lineno
    if walked is not None:
        if isinstance(walked, ast.Name) and tree:
            given = last_given(tree, walked.id, start, line)
            walked = given[1] if given else walked
        return list(walked.elts) if isinstance(walked, (ast.Tuple, ast.List)) else [key]
    given = last_given(tree, key.id, start, line) if tree else None
    return [given[1] if given else key]


def walked_by(test: ast.expr, name: str) -> Optional[ast.expr]:
    """What a comprehension in the test walks with `name` as its target."""
    for node in ast.walk(test):
        for generator in getattr(node, "generators", ()):
            if getattr(generator.target, "id", None) == name:
                return generator.iter
    return None


def last_given(tree: ast.AST, name: str, start: int, line: int):
    """(its line, the value) of the last assignment to `name` on lines start..line
    - 1 of the tree, a tuple unpacked too (`d, a = r - c, r + c`); else None."""
    given = None
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Assign) and start <= node.lineno < line):
            continue
        for held, value in assigned(node):
            if getattr(held, "id", None) == name:
                if given is None or node.lineno >= given[0]:
                    given = (node.lineno, value)
    return given


def assigned(node: ast.Assign) -> List[Tuple[ast.expr, ast.expr]]:
    """(target, value) of each thing an assignment gives a value, a tuple unpacked
    item by item (`d, a = r - c, r + c`)."""
    pairs = []
    for target in node.targets:
        if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
            pairs += zip(target.elts, node.value.elts)
        else:
            pairs.append((target, node.value))
    return pairs


@lru_cache(maxsize=8)
def parsed_file(path: str) -> Optional[ast.Module]:
    try:
        return ast.parse("".join(linecache.getlines(path)))
    except SyntaxError:
        return None
