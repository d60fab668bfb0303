"""A cache's key made of every parameter of the cached function: a dict memo
(by its name, or `self.memo`) asked and filled under a key worked out from its
parameters, some merged (`key = (cols, ld | rd)` in `def count(cols, ld, rd)`) or
some alone (`key = cols` in `def tails(self, cols, ld, rd)`), keyed by them all.
A key of some parameters by name, as a tuple or where the memo is asked, is
keys.memo_keys', which says those it leaves out."""

import ast
from typing import Iterator, List, Optional

from .edit import Edit, replaced, text
from .keys import memo_key
from ..causes.cache_clues import memo_names
from ..words.catalogue import series, words


def every_parameter_keys(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """The key of each memo a function asks, as the tuple of all its parameters,
    on the line that makes the key (`key = ...`) or, where the key is written
    where the memo is asked, on the first such line and alike on the others."""
    memos = memo_names(tree)
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        parameters = [a.arg for a in function.args.args if a.arg != "self"]
        keys = [k for node in ast.walk(function) if (k := memo_key(node, memos))]
        if parameters and keys:
            yield from rekeyed(function, parameters, keys, lines)


def rekeyed(function, parameters, keys, lines) -> Iterator[Edit]:
    whole = f"({', '.join(parameters)})"
    made = made_under(function, keys)
    sites = [made] if made is not None else keys
    first = sites[0]
    if not of_parameters(first, parameters) or whole_names(first, parameters):
        return
    if of_names(first) and (made is None or isinstance(made, ast.Tuple)):
        return  # keys.memo_keys widens it, saying what it leaves out
    if any(text(lines, site) != text(lines, first) for site in sites):
        return
    why = words(
        "why.cache_keys.not_every_parameter",
        function=function.name,
        parameters=series(parameters),
    )
    also = tuple(sorted({site.lineno for site in sites} - {first.lineno}))
    for edit in replaced(lines, first, whole, why):
        yield edit._replace(also=also)


def made_under(function: ast.FunctionDef, keys) -> Optional[ast.expr]:
    """The value of `key = ...`, where every key asked is that one name, given a
    value once in the function; else None."""
    names = {getattr(key, "id", None) for key in keys}
    if len(names) != 1 or None in names:
        return None
    made = [
        node.value
        for node in ast.walk(function)
        if isinstance(node, ast.Assign)
        and [getattr(t, "id", None) for t in node.targets] == list(names)
    ]
    return made[0] if len(made) == 1 else None


def of_parameters(key: ast.expr, parameters: List[str]) -> bool:
    """Is the key worked out from the parameters alone (no call, no other name)?"""
    names = [node for node in ast.walk(key) if isinstance(node, ast.Name)]
    calls = any(isinstance(node, ast.Call) for node in ast.walk(key))
    return bool(names) and not calls and all(n.id in parameters for n in names)


def whole_names(key: ast.expr, parameters: List[str]) -> bool:
    """Is the key every parameter, each a whole name (nothing to add)?"""
    parts = key.elts if isinstance(key, ast.Tuple) else [key]
    names = [getattr(part, "id", None) for part in parts]
    return set(parameters) <= set(names)


def of_names(key: ast.expr) -> bool:
    """Is the key names alone (a tuple of them), each whole? Every parameter, or
    some, which keys.memo_keys widens, saying which it leaves out."""
    parts = key.elts if isinstance(key, ast.Tuple) else [key]
    return all(isinstance(part, ast.Name) for part in parts)
