"""The loop that does not progress: method(n) run once more under the tracer, its
locals read at the head of each `for` and `while` loop of the file, until one loop
comes back to its head with the same locals, and keeps going round the same states.

Runs in the style's guarded process (the worker's "loops" job), for a call that ran
out of time. A loop that is merely slow never repeats its state: its counters move.
A name the loop only counts with (`count += 1`, never read in the loop) cannot steer
it, so it is left out of the state and said to be aside, as is a container too large
to copy (a list of boards that grows). The loop to name around a line where no
repeat was seen, read from the text alone, is ``kata.watch.loop_lines``.
"""

import ast
from collections import deque
from typing import Dict, List, Optional, Set

from .tracer import FileTracer

STEPS = 200_000  # line events watched, at most
ROUNDS = 20  # times round the same states before a `while` is believed stuck
FOR_ROUNDS = 1_000  # a `for` hides its place in what it loops over: items can repeat
LARGEST = 200  # items copied from one variable, at most; a larger one is unread
SHOWN = 4  # names shown with their values
UNSHOWN = {"self", "cls", "n"}  # in the state, but not worth a word
SCALARS = {int, bool, str, float, type(None)}
CONTAINERS = {tuple, list, deque, set, frozenset, dict}
NONE = ("None",)  # None, as a value read (None itself is a value unread)
LOOPS = (ast.For, ast.While, ast.AsyncFor)
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


class _Done(BaseException):
    """Raised inside the tracer: a repeat believed, or the steps spent."""


class Loop:
    """A loop of the file: its head line, last line, and the names it only counts."""

    def __init__(self, node: ast.AST, shared: Set[str]):
        self.line, self.end = node.lineno, node.end_lineno
        self.rounds = ROUNDS if isinstance(node, ast.While) else FOR_ROUNDS
        loaded, counted, order = set(), set(), []
        for child in ast.walk(node):
            if isinstance(child, ast.AugAssign) and isinstance(child.target, ast.Name):
                counted.add(child.target.id)
            elif isinstance(child, ast.Name):
                order.append((child.lineno, child.col_offset, child.id))
                if isinstance(child.ctx, ast.Load):
                    loaded.add(child.id)
        self.counted = counted - loaded - shared
        self.names = list(dict.fromkeys(name for *_, name in sorted(order)))


def parsed(source: str) -> Optional[ast.AST]:
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError):
        return None


def loops_of(source: str) -> Dict[int, Loop]:
    """{head line: Loop} for every `for` and `while` of the file."""
    tree = parsed(source)
    shared = {  # names an inner function reads: they may steer a loop from there
        name.id
        for outer in ast.walk(tree)
        if isinstance(outer, FUNCTIONS)
        for inner in ast.walk(outer)
        if inner is not outer and isinstance(inner, (*FUNCTIONS, ast.Lambda))
        for name in ast.walk(inner)
        if isinstance(name, ast.Name) and isinstance(name.ctx, ast.Load)
    }
    loops = [node for node in ast.walk(tree) if isinstance(node, LOOPS)]
    return {node.lineno: Loop(node, shared) for node in loops}


def frozen(value, budget: List[int]):
    """A plain value as a hashable copy (ints, strs, and tuples, lists, sets and dicts
    of them); None for anything else, or too large to copy."""
    kind = type(value)
    if kind in SCALARS:
        return NONE if value is None else value
    if kind not in CONTAINERS:
        return None
    budget[0] -= len(value)
    if budget[0] < 0:
        return None
    if kind is dict:
        keys, values = frozen(list(value), budget), frozen(list(value.values()), budget)
        return None if keys is None or values is None else (kind, keys, values)
    if set(map(type, value)) <= SCALARS:  # the common case, copied at C speed
        items = tuple(value)
    else:
        items = []
        for item in value:
            items.append(frozen(item, budget))
            if items[-1] is None:
                return None
        items = tuple(items)
    return (kind, frozenset(items) if kind in (set, frozenset) else items)


def plain_names(frame, counted: Set[str]) -> Dict[str, object]:
    """The frame's locals and self's attributes (as `self.name`), but for self
    and the names the loop only counts."""
    names = dict(frame.f_locals)
    owner = names.get("self")
    if owner is not None and isinstance(getattr(owner, "__dict__", None), dict):
        names.update((f"self.{k}", v) for k, v in vars(owner).items())
    return {
        k: v for k, v in names.items() if k not in counted and k not in ("self", "cls")
    }


def snapshot(frame, counted: Set[str]) -> tuple:
    """The frame's plain state, copied: compared whole, never by its hash (ints
    that grow without end repeat their hashes, not their values)."""
    names, budget = plain_names(frame, counted), [LARGEST]
    state = [(name, frozen(names[name], budget)) for name in sorted(names)]
    return tuple(pair for pair in state if pair[1] is not None)


def said(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:36] + " ..."


class LoopWatcher(FileTracer):
    """Counts line events; at each loop head, the frame's state, until one repeats
    and keeps repeating: ROUNDS more times round, without leaving the loop."""

    def __init__(self, filename: str, loops: Dict[int, Loop], steps: int):
        super().__init__(filename)
        self.loops, self.steps, self.lines = loops, steps, 0
        self.visits = {}  # frame -> {head: [states], {state: last visit}, cycle}
        self.found = None

    def on_event(self, frame, event, arg):
        if event == "return":
            self.visits.pop(frame, None)
        return super().on_event(frame, event, arg)

    def line(self, frame) -> None:
        self.lines += 1
        if self.lines > self.steps:
            raise _Done
        line, heads = frame.f_lineno, self.visits.get(frame)
        if heads:
            for head in [h for h in heads if not h <= line <= self.loops[h].end]:
                del heads[head]  # the loop was left: it moved on
        if line in self.loops:
            self.visit(frame, self.loops[line])

    def visit(self, frame, loop: Loop) -> None:
        states, last, cycle = self.visits.setdefault(frame, {}).setdefault(
            loop.line, [[], {}, [0, 0]]
        )
        state = snapshot(frame, loop.counted)
        now, length = len(states), cycle[0]
        if length and states[now - length] == state:
            cycle[1] += 1
            if cycle[1] >= loop.rounds * length:
                self.found = {
                    "line": loop.line,
                    "same": shown(frame, loop),
                    "aside": sorted(set(loop.counted) & set(frame.f_locals))
                    + unread(frame, loop),
                }
                raise _Done
        else:
            cycle[:] = [now - last[state], 0] if state in last else [0, 0]
        states.append(state)
        last[state] = now


def unread(frame, loop: Loop) -> List[str]:
    """The containers left out of the state as too large to copy (a list of the
    boards found, growing): the repeat is seen without them."""
    names = plain_names(frame, loop.counted)
    return sorted(
        name
        for name, value in names.items()
        if type(value) in CONTAINERS and frozen(value, [LARGEST]) is None
    )


def shown(frame, loop: Loop) -> List[str]:
    """'row = 2' for the plain names the loop itself uses first, then the rest; at
    most SHOWN of them."""
    names = plain_names(frame, loop.counted)
    texts = {k: said(v) for k, v in names.items() if frozen(v, [LARGEST]) is not None}
    first = [name for name in loop.names if name in texts and name not in UNSHOWN]
    rest = [name for name in sorted(texts) if name not in first + list(UNSHOWN)]
    return [f"{name} = {texts[name]}" for name in (first + rest)[:SHOWN]]


def first_repeat(solution: type, path, method: str, n: int, steps: int = STEPS):
    """{line, code, same, aside} of the first loop of the file seen going round the
    same states at its head (`same`: "name = value" for a few of its locals, all
    the same each time round; `aside`: the names it only counts with); None if no
    loop did within `steps` line events, or the call returned."""
    with open(path) as file:
        source = file.read()
    watcher = LoopWatcher(str(path), loops_of(source), steps)
    try:
        watcher.run(getattr(solution(), method), n)
    except _Done:
        pass
    found = watcher.found
    watcher.visits.clear()
    if found:
        found["code"] = source.splitlines()[found["line"] - 1].strip()
    return found
