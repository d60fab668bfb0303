"""Guesses at a key: a memo's, built from fewer of the function's arguments than
its answer depends on, whether made first (`key = (row, cols)`) or written where the
memo is read and filled (`memo[cols]`); a set's, looked up with another key than
the one put in it (`c - r in diag` where `diag.add(r - c)`). Two rows: a cache's
key (`cache_keys`, with ``python.orderless_keys``), a set's key (`keys_as_put`,
with `key_signs` and ``names.keys_asked_elsewhere``)."""

import ast
from typing import Iterator, List, Optional

from ...watch.keys import is_membership
from ...basics.vocabulary import set_kind
from .edit import Edit, replaced, text
from .names import keys_asked_elsewhere
from .python import orderless_keys
from ..causes.source import dict_names, name_of
from ..words.catalogue import series, words


def cache_keys(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A cache's key that leaves out what its answer depends on: an argument the
    function reads, or the order a frozenset throws away."""
    yield from memo_keys(tree, lines)
    yield from orderless_keys(tree, lines)


def memo_keys(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A cache key built from fewer of the function's arguments than it depends on."""
    memos = dict_names(tree)
    for function in ast.walk(tree):
        if isinstance(function, ast.FunctionDef):
            arguments = [a.arg for a in function.args.args if a.arg != "self"]
            yield from made_keys(function, arguments, lines)
            yield from written_keys(function, arguments, memos, lines)


def made_keys(function: ast.FunctionDef, arguments, lines) -> Iterator[Edit]:
    """`key = (row, cols)` in a function of (row, cols, diag)."""
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple):
            new = widened(node.value, arguments)
            if new:
                yield from replaced(lines, node.value, new[0], new[1])


def written_keys(function: ast.FunctionDef, arguments, memos, lines) -> Iterator[Edit]:
    """`cols in memo`, `memo[cols]`: one edit on the first line, the others alike."""
    sites = {}
    for node in ast.walk(function):
        key = memo_key(node, memos)
        if key is not None:
            sites.setdefault(text(lines, key), []).append(key)
    for keys in sites.values():
        new = widened(keys[0], arguments)
        lines_of = sorted({key.lineno for key in keys})
        if not new or any(key.lineno != key.end_lineno for key in keys):
            continue
        for edit in replaced(lines, keys[0], *new):
            also = tuple(number for number in lines_of if number != edit.line)
            yield edit._replace(also=also)


def memo_key(node: ast.AST, memos: set) -> Optional[ast.expr]:
    """The key of `k in memo` or `memo[k]`, memo a dict the file makes (by its
    name, or 'self.memo' where `memos` holds attributes); else None."""
    if is_membership(node) and name_of(node.comparators[0]) in memos:
        return node.left
    if isinstance(node, ast.Subscript) and name_of(node.value) in memos:
        return node.slice
    return None


def widened(key: ast.expr, arguments: List[str]) -> Optional[tuple]:
    """(the key with the arguments it leaves out added, why) for a key of names
    that are some of the arguments, not all; else None."""
    parts = key.elts if isinstance(key, ast.Tuple) else [key]
    if not all(isinstance(part, ast.Name) for part in parts):
        return None
    used = [part.id for part in parts]
    left_out = [a for a in arguments if a not in used]
    if not left_out or not set(used) <= set(arguments):
        return None
    why = words("why.keys.left_out", left_out=series(left_out))
    return f"({', '.join(used + left_out)})", why


def keys_as_put(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A key asked of a set, or taken out of it, otherwise than it is put in: as
    it is put in; a diagonal's key with its own sign; of the set it is put in."""
    yield from looked_up_keys(tree, lines)
    yield from key_signs(tree, lines)
    yield from keys_asked_elsewhere(tree, lines)


def looked_up_keys(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`c - r in neg`, or `neg.discard(r + c)`, where the only key put in is
    `neg.add(r - c)`: the test asks for, and the undo takes out, the key as added."""
    added, puts = {}, {}
    for node in ast.walk(tree):
        func = getattr(node, "func", None)
        if isinstance(func, ast.Attribute) and func.attr == "add" and node.args:
            held = name_of(func.value) or None  # `diag`, `self.diag`
            added.setdefault(held, set()).add(text(lines, node.args[0]))
            puts.setdefault(held, []).append(node.args[0])
    for node in ast.walk(tree):
        asked = asked_key(node)
        if asked is None:
            continue
        held, key_node, how = asked
        key, keys = text(lines, key_node), added.get(held, set())
        if len(keys) == 1 and key not in keys and same_names(key, *keys):
            (put,) = keys
            why = words(how, held=held, put=put, asked=key)
            yield from replaced(lines, key_node, put, why)
            given = words("why.keys.given_other", held=held, asked=key, put=put)
            if how == ASKED:  # or the key put in is the one to mend
                yield from replaced(lines, puts[held][0], key, given)


def asked_key(node: ast.AST) -> Optional[tuple]:
    """(the set, the key, how it is used: the key of the words saying so) for `key
    in held` and for `held.remove(key)` or `held.discard(key)`; else None."""
    if is_membership(node) and name_of(node.comparators[0]):
        return name_of(node.comparators[0]), node.left, ASKED
    func = getattr(node, "func", None)
    if (
        isinstance(func, ast.Attribute)
        and func.attr in ("remove", "discard")
        and len(node.args) == 1
        and name_of(func.value)
    ):
        return name_of(func.value), node.args[0], TAKEN_OUT
    return None


ASKED = "why.keys.asked_other"  # a key asked of a set otherwise than it is put in
TAKEN_OUT = "why.keys.taken_out_other"  # a key taken out of it so


def same_names(one: str, other: str) -> bool:
    """Do two keys read the same names (`c - r`, `r - c`)?"""
    return names_in(one) == names_in(other) != set()


def names_in(code: str) -> set:
    try:
        tree = ast.parse(code.strip("() "), mode="eval")
    except SyntaxError:
        return set()
    return {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}


def key_signs(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`r - c in anti`: a set named for one diagonal asked the other's key, `-`
    for `+` or `+` for `-` (made on each line that uses it as that set's key by
    ``operators.edit.twins``)."""
    for node in ast.walk(tree):
        if not is_membership(node) or not isinstance(node.left, ast.BinOp):
            continue
        key, held = node.left, getattr(node.comparators[0], "id", "")
        kind = {ast.Add: "diag", ast.Sub: "anti"}.get(type(key.op))
        if kind and set_kind(held) == kind and not isinstance(key.right, ast.Constant):
            other = "+" if isinstance(key.op, ast.Sub) else "-"
            new = f"{text(lines, key.left)} {other} {text(lines, key.right)}"
            yield from replaced(lines, key, new)
