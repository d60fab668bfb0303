"""Clues to a cache that outlives what it was keyed on, read from a learner's
source with ``ast``: a function cached (@lru_cache, @cache, or a dict it fills)
whose result depends on names that change as the search runs, or that each call
sets anew while the cache outlives the call."""

import ast
import builtins
from typing import List, Set

from ..words.catalogue import Words, words
from .source import Clue, grown, name_of, own_nodes, parsed, stored
from .state_clues import set_afresh

CACHES = {"lru_cache", "cache"}


def cache_name(decorator) -> str:
    """'lru_cache' for @lru_cache, @lru_cache(None), @functools.cache, else ''."""
    node = decorator.func if isinstance(decorator, ast.Call) else decorator
    name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")
    return name if name in CACHES else ""


def memo_dict(function: ast.FunctionDef) -> str:
    """The dict a function memoises in (`if key in memo: return memo[key]`), or ''."""
    for node in own_nodes(function):
        if (
            isinstance(node, ast.If)
            and isinstance(node.test, ast.Compare)
            and isinstance(node.test.ops[0], ast.In)
            and isinstance(node.test.comparators[0], ast.Name)
            and any(isinstance(x, ast.Return) for x in node.body)
        ):
            return node.test.comparators[0].id
    return ""


def outside_names(function: ast.FunctionDef, changing: Set[str]) -> List[str]:
    """The changing names a function reads that are not its own."""
    own = {a.arg for a in function.args.args + function.args.kwonlyargs}
    own |= {name_of(x) for x in stored(function) if isinstance(x, ast.Name)}
    read = [
        name_of(node)
        for node in ast.walk(function)
        if isinstance(node, (ast.Name, ast.Attribute)) and name_of(node)
    ]
    found = [
        name
        for name in dict.fromkeys(read)
        if name in changing and name not in own and not hasattr(builtins, name)
    ]
    return found


def caches(source: str) -> List[Clue]:
    """Each cached function whose result depends on names that change as it runs."""
    tree = parsed(source)
    if tree is None:
        return []
    changing, afresh = grown(tree), set_afresh(tree)
    found = []
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        how = next(filter(None, map(cache_name, function.decorator_list)), "")
        memo = "" if how else memo_dict(function)
        if not (how or memo):
            continue
        depends = outside_names(function, changing - {memo, function.name})
        if not depends:
            continue
        cached = words("cache.by", how=how) if how else words("cache.dict", memo=memo)
        said = words(
            "cache.depends",
            function=function.name,
            params=", ".join(a.arg for a in function.args.args),
            cached=cached,
            names=", ".join(f"`{x}`" for x in depends),
            changes=changes(set(depends), afresh, grown(function)),
        )
        found.append(Clue(function.lineno, said))
    return found


def changes(depends: Set[str], afresh: Set[str], searched: Set[str]) -> Words:
    """How the names a cache leaves out change: each call sets them anew and the
    cached search itself never changes them (the cache outlives the call), or the
    search changes them as it places its queens."""
    if depends <= afresh and not depends & searched:
        return words("cache.set_anew")
    return words("cache.placed")
