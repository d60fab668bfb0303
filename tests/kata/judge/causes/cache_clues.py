"""Clues to a cache that outlives what it was keyed on, read from a learner's
source with ``ast``: a function cached (@lru_cache, @cache, or a dict it fills)
whose result depends on names that change as the search runs, or that each call
sets anew while the cache outlives the call."""

import ast
import builtins
from typing import List, Set

from ..words.catalogue import Words, words
from .source import Clue, dict_names, grown, name_of, own_nodes, parsed, stored
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


def memo_names(tree: ast.AST) -> Set[str]:
    """The dicts the file makes, by name (`memo = {}`) or as an attribute
    (`self.memo = {}`, 'self.memo')."""
    attributes = {
        name_of(target)
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
        for target in node.targets
        if isinstance(target, ast.Attribute)
    }
    return dict_names(tree) | (attributes - {""})


def cache_reads(tree: ast.AST) -> List[tuple]:
    """Each place a cache is asked, as (line, what asks it): a function's
    `@lru_cache` or `@cache`; an `if` that asks whether a dict holds a key (`if k in
    memo:`, `if k not in memo:`) and a `memo.get(k)`, where the same function fills
    that dict under that key (`memo[k] = ...`) and never makes it anew or empties
    it. A change that leaves one out, asks another thing in its place
    (`memo.values()`) or makes the dict anew on each call switches the cache off;
    so does one that leaves out the `memo[k]` such an `if k in memo:` answers."""
    memos, found = memo_names(tree), []
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        found += [(d.lineno, "@" + cache_name(d)) for d in function.decorator_list]
        filled, counted = filled_keys(function, memos), counts(function)
        emptied = memo_names(function) | cleared(function)  # each call: none kept
        for node in own_nodes(function):
            asked = asked_key(node, memos)
            if asked is None or asked[0] in emptied or id(node) in counted:
                continue
            if asked in filled:
                found.append((node.lineno, f"{asked[0]}[{asked[1]}]"))
                found += answered(node, *asked)
    return [read for read in found if read[1] != "@"]


def answered(node: ast.AST, memo: str, key: str) -> List[tuple]:
    """Where the body of `if k in memo:` reads `memo[k]`: the cache's answer."""
    test = getattr(node, "test", None)
    if not isinstance(node, ast.If) or not isinstance(test.ops[0], ast.In):
        return []
    return [
        (inner.lineno, f"{memo}[{key}]")
        for statement in node.body
        for inner in ast.walk(statement)
        if isinstance(inner, ast.Subscript)
        and isinstance(inner.ctx, ast.Load)
        and name_of(inner.value) == memo
        and ast.unparse(inner.slice) == key
    ]


def filled_keys(function: ast.FunctionDef, memos: Set[str]) -> Set[tuple]:
    """(dict, key) of each `memo[k] = ...` in the function's own body."""
    return {
        (name_of(target.value), ast.unparse(target.slice))
        for node in own_nodes(function)
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Subscript) and name_of(target.value) in memos
    }


def cleared(function: ast.FunctionDef) -> Set[str]:
    """The dicts a function empties (`memo.clear()`)."""
    return {
        name_of(node.func.value)
        for node in ast.walk(function)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "clear"
    }


def counts(function: ast.FunctionDef) -> Set[int]:
    """The nodes inside what a `d[k] = ...` stores (`d.get(k, 0) + 1`: a count
    kept, not a cache asked)."""
    return {
        id(inner)
        for node in own_nodes(function)
        if isinstance(node, ast.Assign)
        and any(isinstance(target, ast.Subscript) for target in node.targets)
        for inner in ast.walk(node.value)
    }


def asked_key(node: ast.AST, memos: Set[str]):
    """(dict, key) of `if k in memo:`, `if k not in memo:` or `memo.get(k)`."""
    test = getattr(node, "test", None) if isinstance(node, ast.If) else None
    if (
        isinstance(test, ast.Compare)
        and len(test.ops) == 1
        and isinstance(test.ops[0], (ast.In, ast.NotIn))
        and name_of(test.comparators[0]) in memos
    ):
        return name_of(test.comparators[0]), ast.unparse(test.left)
    func = getattr(node, "func", None) if isinstance(node, ast.Call) else None
    if isinstance(func, ast.Attribute) and func.attr == "get" and node.args:
        if name_of(func.value) in memos:
            return name_of(func.value), ast.unparse(node.args[0])
    return None


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
