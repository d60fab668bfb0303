"""The general repair search's changes to a statement: a `return` moved out of
its loop, a statement left out, the inverse of a state change added after the
recursive call, a copy handed out where the object itself was, state set anew at
the start of each method; a search by hand that steps back a row and leaves that
row's queen where it was, its queen moved on (`steps_back_moved_on`, with
``undo.stalled_steps_back``). Each `why` says what Python does with the line as
written; ``judge.repair.search`` orders them by the lines a run ran."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import dedent, delete, insert, insert_before, replace
from .edit import Edit, indent_of, replaced, text
from .loop_steps import steps_before_continues
from .mirrored_undos import mirrored_undos
from .restores import restores_before_exits
from .undo import is_call, stalled_steps_back
from ..causes.source import dict_names

# A state change's method -> the one that takes it back.
INVERSE_CALLS = {"add": "discard", "append": "pop", "appendleft": "popleft"}
INVERSE_AUGMENTED = {ast.Add: "-=", ast.Sub: "+=", ast.BitOr: "^=", ast.BitXor: "^="}
INVERSE_VALUES = {  # by type too: True == 1 in a dict's keys
    (bool, True): False,
    (bool, False): True,
    (int, 1): 0,
    (int, 0): 1,
    (str, "Q"): ".",
    (str, "."): "Q",
}
HANDED = ("append", "appendleft", "add", "put")
SIMPLE = (ast.Expr, ast.Assign, ast.AugAssign, ast.Break, ast.Continue, ast.Return)


def returns_out(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A `return` that ends a loop's body, one level out: after the loop."""
    for loop in ast.walk(tree):
        if not isinstance(loop, (ast.For, ast.While)):
            continue
        last = loop.body[-1]
        if isinstance(last, ast.Return) and last.lineno == last.end_lineno:
            line = lines[last.lineno - 1]
            outer = indent_of(lines[loop.lineno - 1])
            why = words("why.moves.return_in_loop", loop=loop.lineno)
            yield dedent(last.lineno, line, outer + line.lstrip(), why)


def left_out(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """Each simple statement of one line left out (`pass` in its place)."""
    for node in ast.walk(tree):
        if isinstance(node, SIMPLE) and node.lineno == node.end_lineno:
            line = lines[node.lineno - 1]
            if line.strip() == text(lines, node).strip():
                yield delete(node.lineno, line)


def yields_handed_on(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`yield self.search(...)` as `yield from self.search(...)`."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Yield)
            and isinstance(node.value.value, ast.Call)
        ):
            continue
        line = lines[node.lineno - 1]
        if not line.lstrip().startswith("yield "):
            continue
        why = words("why.moves.yield_one_item")
        after = line.replace("yield ", "yield from ", 1)
        yield replace(node.lineno, line, after, why)


def steps_back_moved_on(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A search by hand that steps back a row and leaves that row's queen where it
    was: moved on, as the step back is made, or as the row is taken up again."""
    yield from stalled_steps_back(tree, lines)
    yield from resumed_past(tree, lines)


def resumed_past(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`col = queens[row]`, where `col += 1` steps the same name on elsewhere, as
    `col = queens[row] + 1`: a search by hand that resumes one past the value
    it reads back."""
    stepped = {
        node.target.id
        for node in ast.walk(tree)
        if isinstance(node, ast.AugAssign)
        and isinstance(node.op, ast.Add)
        and isinstance(node.target, ast.Name)
        and getattr(node.value, "value", None) == 1
    }
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and getattr(node.targets[0], "id", None) in stepped
            and isinstance(node.value, (ast.Subscript, ast.Call))
        ):
            continue
        name, value = node.targets[0].id, text(lines, node.value)
        why = words("why.moves.read_back_itself", name=name)
        yield from replaced(lines, node.value, f"{value} + 1", why)


def missing_undos(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A change a path never undoes, undone: after the call it was made for, or
    before the jump that skips its undo."""
    yield from undone_after_calls(tree, lines)
    yield from restores_before_exits(tree, lines)
    yield from mirrored_undos(tree, lines)
    yield from steps_before_continues(tree, lines)


def undone_after_calls(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """In a block that calls the search on, a state change made before the call
    and taken back after it by nothing: its inverse added after the call."""
    made = made_with(tree, lines)
    for block in ast.walk(tree):
        body = getattr(block, "body", None)
        if not isinstance(body, list) or isinstance(block, ast.ClassDef):
            continue
        for at, statement in enumerate(body):
            if not is_call(statement):
                continue
            after = " ".join(text(lines, later) for later in body[at + 1 :])
            for mark in body[:at]:
                undo = inverse(lines, mark) or set_back(lines, mark, made)
                if undo and undo not in after:
                    yield added_after(lines, statement, mark, undo)


def inverse(lines: List[str], mark: ast.stmt) -> str:
    """The statement that takes the mark back: `cols.discard(c)` for `cols.add(c)`,
    `q.pop()` for `q.append(c)`, `m ^= b` for `m |= b`, `a[k] = False` for
    `a[k] = True`; '' for anything else."""
    if isinstance(mark, ast.Expr) and isinstance(mark.value, ast.Call):
        call = mark.value
        name = getattr(call.func, "attr", None)
        if name in INVERSE_CALLS and len(call.args) == 1:
            owner = text(lines, call.func.value)
            argument = text(lines, call.args[0]) if name == "add" else ""
            return f"{owner}.{INVERSE_CALLS[name]}({argument})"
    if isinstance(mark, ast.AugAssign) and type(mark.op) in INVERSE_AUGMENTED:
        other = INVERSE_AUGMENTED[type(mark.op)]
        return f"{text(lines, mark.target)} {other} {text(lines, mark.value)}"
    if (
        isinstance(mark, ast.Assign)
        and len(mark.targets) == 1
        and isinstance(mark.targets[0], ast.Subscript)
        and isinstance(mark.value, ast.Constant)
    ):
        value = mark.value.value
        undone = INVERSE_VALUES.get((type(value), value))
        if undone is not None:
            return f"{text(lines, mark.targets[0])} = {undone!r}"
    return ""


def made_with(tree: ast.AST, lines: List[str]) -> dict:
    """{a list's name: the item it was made of}, for `board = ["." * n for _ in
    range(n)]` and `used = [False] * n`."""
    found = {}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
            continue
        value, name = node.value, text(lines, node.targets[0])
        if isinstance(value, ast.ListComp) and value.lineno == value.end_lineno:
            found[name] = text(lines, value.elt)
        elif (
            isinstance(value, ast.BinOp)
            and isinstance(value.op, ast.Mult)
            and isinstance(value.left, ast.List)
            and len(value.left.elts) == 1
        ):
            found[name] = text(lines, value.left.elts[0])
    return found


def set_back(lines: List[str], mark: ast.stmt, made: dict) -> str:
    """`board[row] = "." * n` for `board[row] = board[row][:col] + "Q" + ...`: an
    item of a list set back to what the list was made of; '' for anything else."""
    if not (
        isinstance(mark, ast.Assign)
        and len(mark.targets) == 1
        and isinstance(mark.targets[0], ast.Subscript)
    ):
        return ""
    target = mark.targets[0]
    item = made.get(text(lines, target.value))
    return f"{text(lines, target)} = {item}" if item else ""


def added_after(lines: List[str], call: ast.stmt, mark: ast.stmt, undo: str) -> Edit:
    line = lines[call.end_lineno - 1]
    why = words("why.moves.never_taken_back", line=mark.lineno, mark=text(lines, mark))
    return insert(call.end_lineno, line, f"{indent_of(line)}{undo}", why)


def copies_out(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A list (or a dict) handed out by its name (appended, yielded) as a copy:
    `x[:]`, `list(x)`, and each of its rows copied; `dict(x)` for a dict."""
    dicts = dict_names(tree)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Yield, ast.YieldFrom)) and node.value is not None:
            handed = [node.value]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") in HANDED:
            handed = list(node.args)
        else:
            continue
        for item in handed:
            yield from rows_copied(lines, item)
            if not isinstance(item, ast.Name) or item.lineno != item.end_lineno:
                continue
            name = item.id
            kind = "dict" if name in dicts else "list"
            why = words("why.moves.handed_itself", name=name, kind=kind)
            made = (
                [f"dict({name})"]
                if name in dicts
                else [f"{name}[:]", f"list({name})", f"[row[:] for row in {name}]"]
            )
            for copy in made:
                line = lines[item.lineno - 1].encode()
                after = line[: item.col_offset] + copy.encode()
                after += line[item.end_col_offset :]
                yield replace(item.lineno, line.decode(), after.decode(), why)


def rows_copied(lines: List[str], item: ast.expr) -> Iterator[Edit]:
    """`list(board)`, `board.copy()` or `board[:]` handed out: as a copy of each
    row too."""
    inner = None
    if isinstance(item, ast.Call) and not item.keywords:
        if getattr(item.func, "id", "") == "list" and len(item.args) == 1:
            inner = item.args[0]
        elif getattr(item.func, "attr", "") == "copy" and not item.args:
            inner = item.func.value
    elif isinstance(item, ast.Subscript) and isinstance(item.slice, ast.Slice):
        whole = item.slice
        inner = item.value if not (whole.lower or whole.upper or whole.step) else None
    if not isinstance(inner, ast.Name):
        return
    why = words("why.moves.rows_handed_shared", copy=text(lines, item))
    yield from replaced(lines, item, f"[row[:] for row in {inner.id}]", why)


def resets(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """State kept on the instance or the class (`self.res = []` in `__init__`,
    `res = []` in the class body) set anew at the start of each method."""
    for cls in ast.walk(tree):
        if not isinstance(cls, ast.ClassDef):
            continue
        methods = [node for node in cls.body if isinstance(node, ast.FunctionDef)]
        kept = [
            (f"self.{target.id}", statement)
            for statement in cls.body
            if isinstance(statement, ast.Assign)
            for target in statement.targets
            if isinstance(target, ast.Name)
        ]
        kept += [
            (text(lines, target), statement)
            for method in methods
            if method.name == "__init__"
            for statement in method.body
            if isinstance(statement, ast.Assign)
            for target in statement.targets
            if text(lines, target).startswith("self.")
        ]
        for name, statement in kept:
            if statement.lineno != statement.end_lineno:
                continue
            value = text(lines, statement.value)
            why = words("why.moves.set_once", name=name, line=statement.lineno)
            for method in methods:
                if method.name != "__init__" and method.body:
                    first = method.body[0]
                    line = lines[first.lineno - 1]
                    fresh = f"{indent_of(line)}{name} = {value}"
                    yield insert_before(first.lineno, line, fresh, why)
