"""Guesses at Python's own traps: `is` for `==`, `^` for `& ~`, a set where a list
was meant, a cache that keys on the arguments alone, a list pushed, kept or yielded
uncopied, the rows reversed where the strings were meant, a bit's length taken for
its column, `in` a dict for `in` its values (when Python works a name out is
``kata.judge.operators.order``)."""

import ast
from typing import Iterator, List

from ...watch.keys import is_membership
from ..words.catalogue import Words, words
from ..words.edits import delete
from .edit import Edit, replaced, text
from .in_place import in_place_twins
from ..causes.cache_clues import CACHES
from ..causes.source import called_on, dict_names, item_stores, name_of


def idle_statements(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A statement that does nothing: `queens.pop` (a method named, never called),
    `board[r][c] == '.'` (a comparison whose answer is dropped, for `=`), a new
    value dropped (`row.replace('Q', '.')` alone)."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Expr):
            continue
        value = node.value
        if isinstance(value, ast.Attribute):
            named = text(lines, value)
            why = words("why.python.uncalled", named=named)
            yield from replaced(lines, value, f"{named}()", why)
        compares = isinstance(value, ast.Compare) and len(value.ops) == 1
        if compares and isinstance(value.ops[0], ast.Eq):
            target, new = text(lines, value.left), text(lines, value.comparators[0])
            if isinstance(value.left, (ast.Name, ast.Subscript, ast.Attribute)):
                why = words("why.python.compared", target=target, value=new)
                yield from replaced(lines, value, f"{target} = {new}", why)
        yield from kept_results(lines, value)
    yield from in_place_twins(tree, lines)


NEW_VALUES = {  # methods that give back a new value and leave their object as it was
    "replace", "strip", "lstrip", "rstrip", "upper", "lower", "ljust", "rjust",
    "center", "zfill", "join", "union", "intersection", "difference",
    "symmetric_difference",
}  # fmt: skip
STORED = (ast.Name, ast.Attribute, ast.Subscript)


def kept_results(lines: List[str], value: ast.expr) -> List[Edit]:
    """A statement whose new value is dropped, given back to what it was made from:
    `row.replace('Q', '.')`, `sorted(seen)`, `path + [c]` as `row = row.replace(...)`,
    `seen = sorted(seen)`, `path = path + [c]`."""
    made_from = None
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute):
        made_from = value.func.value if value.func.attr in NEW_VALUES else None
    elif isinstance(value, ast.Call) and getattr(value.func, "id", "") == "sorted":
        made_from = value.args[0] if len(value.args) == 1 else None
    elif isinstance(value, ast.BinOp):
        made_from = value.left
    if not isinstance(made_from, STORED):
        return []
    target, made = text(lines, made_from), text(lines, value)
    why = words("why.python.dropped", target=target)
    return replaced(lines, value, f"{target} = {made}", why)


def orderless_keys(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`frozenset(state)` as a key: it keeps no order, so (0, 2) and (2, 0) meet."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", None) == "frozenset"
            and len(node.args) == 1
        ):
            inner = text(lines, node.args[0])
            why = words("why.python.frozenset", inner=inner)
            yield from replaced(lines, node, f"tuple({inner})", why)


def dict_members(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`c in placed` where placed is a dict: `in` asks of its keys (not where the
    dict is a cache, whose keys `in` rightly asks: `if k in memo: return memo[k]`)."""
    dicts = dict_names(tree)
    cached = cache_tests(tree, lines)
    for node in ast.walk(tree):
        if id(node) in cached:
            continue
        if is_membership(node) and getattr(node.comparators[0], "id", None) in dicts:
            name = node.comparators[0].id
            why = words("why.python.dict_keys", name=name)
            yield from replaced(lines, node.comparators[0], f"{name}.values()", why)


def cache_tests(tree: ast.AST, lines: List[str]) -> set:
    """The ids of the tests `k in memo` of an `if` whose body returns `memo[k]`."""
    found = set()
    for node in ast.walk(tree):
        test = getattr(node, "test", None)
        if not (isinstance(node, ast.If) and is_membership(test)):
            continue
        asked = (text(lines, test.comparators[0]), text(lines, test.left))
        for inner in (n for statement in node.body for n in ast.walk(statement)):
            value = getattr(inner, "value", None)
            if isinstance(inner, ast.Return) and isinstance(value, ast.Subscript):
                if (text(lines, value.value), text(lines, value.slice)) == asked:
                    found.add(id(test))
    return found


def identities(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`a is b` where neither is None: the same object, not an equal value."""
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1):
            continue
        right = node.comparators[0]
        if isinstance(right, ast.Constant) and right.value is None:
            continue
        if isinstance(node.ops[0], (ast.Is, ast.IsNot)):
            op = "==" if isinstance(node.ops[0], ast.Is) else "!="
            new = f"{text(lines, node.left)} {op} {text(lines, right)}"
            why = words("why.python.identity")
            yield from replaced(lines, node, new, why)


def operand(lines: List[str], node: ast.AST) -> Words:
    """A side of an operator, the file's code said bare (not in backticks)."""
    return words("why.mutants.operand", code=text(lines, node))


def flips(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`full ^ taken`: `^` flips every bit of taken, those outside full too."""
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitXor):
            left, right = text(lines, node.left), text(lines, node.right)
            if isinstance(node.right, ast.BinOp):
                right = f"({right})" if not right.startswith("(") else right
            why = words(
                "why.python.flips",
                right=operand(lines, node.right),
                left=operand(lines, node.left),
            )
            yield from replaced(lines, node, f"{left} & ~{right}", why)


def sets(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`{... for ...}` keeps one copy of equal items: the paths that reach one state
    are counted once."""
    for node in ast.walk(tree):
        if isinstance(node, ast.SetComp):
            inside = text(lines, node)[1:-1]
            why = words("why.python.set")
            yield from replaced(lines, node, f"[{inside}]", why)


def caches(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`@lru_cache` on a function that reads what its arguments do not hold."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef):
            continue
        for decorator in node.decorator_list:
            called = decorator.func if isinstance(decorator, ast.Call) else decorator
            name = getattr(called, "id", None) or getattr(called, "attr", None)
            if name in CACHES and decorator.lineno == decorator.end_lineno:
                line = lines[decorator.lineno - 1]
                why = words("why.python.cache", cache=name, function=node.name)
                yield delete(decorator.lineno, line, why)


def pushes(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A list pushed or kept by its name, then changed: every copy is one list."""
    stores = item_stores(tree)
    changed = {name_of(store.value) for store in stores}
    changed |= {name_of(held) for held in called_on(tree, {"append", "pop", "remove"})}
    grids = {  # board[row][col] = 'Q': the rows inside change too
        name_of(store.value.value)
        for store in stores
        if isinstance(store.value, ast.Subscript)
    }
    for node in ast.walk(tree):
        if isinstance(node, (ast.Yield, ast.YieldFrom)) and node.value is not None:
            args = [node.value]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("append", "appendleft", "put")
        ):
            args = node.args
        else:
            continue
        for arg in args:
            items = arg.elts if isinstance(arg, ast.Tuple) else [arg]
            for item in items:
                if isinstance(item, ast.Name) and item.id in changed | grids:
                    why = words("why.python.pushed", name=item.id)
                    yield from replaced(lines, item, f"{item.id}[:]", why)
                if isinstance(item, ast.Name) and item.id in grids:
                    copy = f"[row[:] for row in {item.id}]"
                    yield from replaced(lines, item, copy, why)


def reversals(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`board[::-1]` turns a board upside down; its mirror reverses each row."""
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Name)
            and isinstance(node.slice, ast.Slice)
            and text(lines, node.slice).replace(" ", "") == "::-1"
        ):
            continue
        name = node.value.id
        new = f"[row[::-1] for row in {name}]"
        why = words("why.python.reversed", name=name)
        yield from replaced(lines, node, new, why)


def bit_columns(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`bit.bit_length()` taken for a column: it is the column plus one."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "bit_length"
            and not node.args
        ):
            whole = text(lines, node)
            why = words("why.python.bit_length", whole=whole)
            yield from replaced(lines, node, f"{whole} - 1", why)
