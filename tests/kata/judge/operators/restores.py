"""A change general by construction: a statement that takes back what a statement
before it set (an undo: remove, discard, pop, `del`, `-=`, `^=`, `= False`), written
again before the `continue`, `break` or `return` between the two, which skips it.
Its `why` says where the jump goes; ``judge.repair.search`` tries it on the lines
the failing run ran."""

import ast
from typing import Iterator, List, Tuple

from ..words.catalogue import series, words
from ..words.edits import Edit, insert_before
from .edit import indent_of, text

UNDOING_CALLS = {"remove", "discard", "pop", "popleft"}
DOING_CALLS = {"add", "append", "appendleft", "update"}
TAKEN_BACK = {ast.Sub: (ast.Add,), ast.BitXor: (ast.BitXor, ast.BitOr)}
FALSE = (False, 0, None, ".")


def restores_before_exits(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A statement that takes back what a statement before it set (`cols.remove(c)`
    after `cols.add(c)`, `used[c] = False` after `used[c] = True`, `mask ^= bit`
    after `mask |= bit`), written again before a `continue`, `break` or `return`
    between the two, which skips it."""
    for block in ast.walk(tree):
        if isinstance(block, (ast.For, ast.While)):
            kinds = (ast.Continue, ast.Break, ast.Return)
        elif isinstance(block, (ast.FunctionDef, ast.AsyncFunctionDef)):
            kinds = (ast.Return,)
        else:
            continue
        body, skipped = block.body, {}
        for at, undo in enumerate(body):
            if undo.lineno != undo.end_lineno:
                continue
            for set_at in range(at):
                if not takes_back(lines, undo, body[set_at]):
                    continue
                for between in body[set_at + 1 : at]:
                    for jump in exits(between, kinds):
                        if alone(lines, jump) and not undone_above(lines, jump, undo):
                            skipped.setdefault(jump.lineno, []).append(
                                (
                                    undo.lineno,
                                    moved_before(lines, jump, undo, body[set_at]),
                                )
                            )
                break
        for each in skipped.values():
            if len(each) > 1:
                yield all_moved(each)
            yield from (edit for _, edit in each)


def all_moved(each: List[Tuple[int, Edit]]) -> Edit:
    """The edits that write undos before one jump ((the undo's line, its edit)),
    made at once."""
    first = each[0][1]
    undos = [edit.new for _, edit in each]
    word = first.before.split()[0]
    numbers = series([number for number, _ in each], "why.restores.and_more")
    why = words(
        "why.restores.all_skipped", jump=word, goes=words(JUMPED[word]), undos=numbers
    )
    return first._replace(new="\n".join(undos), why=why)


def takes_back(lines: List[str], undo: ast.stmt, done: ast.stmt) -> bool:
    """Does `undo` take back what `done` set?"""
    undone, did = changed_of(lines, undo, undoing=True), changed_of(lines, done)
    return bool(undone) and bool(undone & did)


def changed_of(lines: List[str], statement: ast.stmt, undoing: bool = False) -> set:
    """What the statement sets (undoing: takes back): the names or items it writes."""
    calls = UNDOING_CALLS if undoing else DOING_CALLS
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        func = statement.value.func
        if isinstance(func, ast.Attribute) and func.attr in calls:
            return {text(lines, func.value)}
    if isinstance(statement, ast.Delete) and undoing:
        return {text(lines, t.value) for t in statement.targets if is_item(t)}
    if isinstance(statement, ast.AugAssign):
        ops = TAKEN_BACK.get(type(statement.op), ()) if undoing else ()
        wanted = ops if undoing else (ast.Add, ast.BitOr, ast.BitXor)
        if undoing and not ops:
            return set()
        if isinstance(statement.op, wanted):
            return {text(lines, statement.target)}
        return set()
    if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Constant):
        value = statement.value.value
        if (value in FALSE) != undoing or isinstance(value, float):
            return set()
        found = set()
        for target in statement.targets:
            found.add(text(lines, target))
            if is_item(target) and not undoing:  # `pos[r] = c` undone by del pos[r]
                found.add(text(lines, target.value))
        return found
    if isinstance(statement, ast.Assign) and not undoing:
        return {text(lines, target) for target in statement.targets} | {
            text(lines, t.value) for t in statement.targets if is_item(t)
        }
    return set()


def is_item(node: ast.AST) -> bool:
    return isinstance(node, ast.Subscript)


def exits(statement: ast.stmt, kinds) -> Iterator[ast.stmt]:
    """The jumps of `kinds` in the statement that leave its block's pass: none in
    an inner function, nor a `continue` or `break` of an inner loop."""
    if isinstance(statement, kinds):
        yield statement
        return
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return
    inner_loop = isinstance(statement, (ast.For, ast.While))
    for field in ("body", "orelse", "finalbody", "handlers"):
        for child in getattr(statement, field, []):
            if inner_loop and not isinstance(child, ast.Return):
                yield from exits(child, (ast.Return,) if ast.Return in kinds else ())
            else:
                yield from exits(child, kinds)


def undone_above(lines: List[str], jump: ast.stmt, undo: ast.stmt) -> bool:
    """Is the line above the jump the undo already?"""
    above = lines[jump.lineno - 2].strip() if jump.lineno > 1 else ""
    return above == text(lines, undo)


def alone(lines: List[str], jump: ast.stmt) -> bool:
    """Is the jump the only statement on its one line?"""
    own = lines[jump.lineno - 1].strip()
    return jump.lineno == jump.end_lineno and own == text(lines, jump)


JUMPED = {  # where each jump goes: a key of the catalogue
    "continue": "why.restores.continue",
    "break": "why.restores.break",
    "return": "why.restores.return",
}


def moved_before(lines: List[str], jump: ast.stmt, undo: ast.stmt, done) -> Edit:
    line = lines[jump.lineno - 1]
    undone, word = text(lines, undo), line.split()[0]
    why = words(
        "why.restores.skipped",
        jump=word,
        goes=words(JUMPED[word]),
        undo=undo.lineno,
        undone=undone,
        done=done.lineno,
    )
    return insert_before(jump.lineno, line, f"{indent_of(line)}{undone}", why)
