"""A change that makes every answer right only by switching a shortcut of the file
off (a cache that never answers, a prune that never prunes) is a clue, not a fix:
it says where the fault lies, and the search goes on for a fix that keeps the
shortcut. Such a change is known by its work, counted in steps (``guard.steps``),
never in seconds: at the largest n, its steps for each answer are SWITCHED_OFF
times the file's own or more (for each answer, so that a fix of a search that
stopped early, at one board or none, is not taken for one). A later change right
with fewer steps keeps the shortcut: it is the fix, and the first is said as the
clue. Where none does, the first is said as the fix, as any other: a shortcut the
file needs mended costs as much (a memo keyed by every parameter of a search
seldom answers), and steps alone cannot tell the two apart. What a change writes
can: one that leaves out or defeats a place a cache is asked (``cache_off``:
`if k in memo: return memo[k]`, `memo.get(k)`, an `@lru_cache`) switches that
cache off whatever its steps, so it is a clue, and where no later change keeps the
cache, it is said as the clue alone, never as the fix."""

import ast
from typing import Dict, List, Optional

from ..causes.cache_clues import CACHES, cache_reads, memo_names
from ..causes.source import name_of, parsed
from ..operators.edit import Edit, text
from ..operators.keys import memo_key
from ..words.catalogue import Words, words
from .fix_words import RANGE
from .versions import written

SWITCHED_OFF = 4  # times the file's own steps for each answer at the largest n


def per_answer(reply: dict) -> Optional[float]:
    """The steps a reply's call took for each answer it gave (boards, or the count),
    else None where the reply does not say its steps."""
    answer, taken = reply.get("answer"), reply.get("taken")
    if taken is None:
        return None
    answers = len(answer) if isinstance(answer, list) else answer
    return taken / max(answers if isinstance(answers, int) else 0, 1)


def times(work: Dict[str, float], own: Dict[str, float]) -> int:
    """How many times the file's own steps for each answer a version's are, in
    whole times, at the method where they are most (0 where neither is known)."""
    both = [work[m] / own[m] for m in work if own.get(m)]
    return int(max(both)) if both else 0


def switched_off(work: Dict[str, float], own: Dict[str, float]) -> bool:
    return times(work, own) >= SWITCHED_OFF


def fewer(work: Dict[str, float], off: Dict[str, float]) -> bool:
    """Does a version keep the shortcut that another switched off: its steps for
    each answer no more at any method, and fewer at one?"""
    both = [m for m in work if m in off]
    return bool(both) and all(work[m] <= off[m] for m in both) and work != off


def cache_off(source: str, edit: Edit) -> bool:
    """Does the edit, by what it writes, switch a cache of the file off: leave out
    or defeat a place the cache is asked (``causes.cache_clues.cache_reads``), so
    that it never answers? Such a change is a clue whatever its steps."""
    before, after = parsed(source), parsed(written(source, edit))
    if before is None or after is None:
        return False
    return len(cache_reads(after)) < len(cache_reads(before))


def said(name: str, edit: Edit, source: str, many: int, kept: bool = True) -> tuple:
    """(where, 'memo.py, line 27: '; the words, 'with ... every answer ... is right,
    so the cache answers wrong; its key is `...` (line 25).'), as Words: `kept`
    where a fix that keeps the shortcut follows; a change said by its steps where
    they are SWITCHED_OFF times the file's or more, else as a cache never used
    (``cache_off``)."""
    lines = source.splitlines()
    key = cache_key(source, edit.line)
    where = words("where.line", file=f"{name}.py", line=edit.line)
    if edit.last:
        span = words("fix.span", line=edit.line, last=edit.last)
        where = words("where.lines", file=f"{name}.py", lines=span)
    change = changed(edit, lines)
    if many < SWITCHED_OFF:
        checked = words("shortcut.unused", first=RANGE[0], last=RANGE[-1])
        told = "shortcut.never" + (".key" if key else "")
    else:
        checked = words("shortcut.checked", first=RANGE[0], last=RANGE[-1], many=many)
        told = "shortcut.cache" if key else "shortcut.off"
    told += "" if kept else ".alone"
    return where, words(told, change=change, checked=checked, made=key)


def changed(edit: Edit, lines: List[str]) -> Words:
    """ "`if k in memo:` as `...`", or "`...` left out" (a block, on one line)."""
    if edit.kind == "delete" and edit.last:
        block = " ".join(line.strip() for line in lines[edit.line - 1 : edit.last])
        return words("shortcut.left_out", before=block)
    before, after = edit.before.strip(), edit.after_in(lines).strip()
    if after == "pass":
        return words("shortcut.left_out", before=before)
    return words("shortcut.as", before=before, after=after)


def cache_key(source: str, number: int) -> Optional[Words]:
    """What the cache asked on line `number` is keyed by, in words with its line:
    "`(cols, ld | rd)` (line 25)", or "count's arguments, `row` (line 26)"; None
    where the line asks no cache."""
    tree = parsed(source)
    if tree is None:
        return None
    lines, memos = source.splitlines(), memo_names(tree)
    for function in ast.walk(tree):
        if isinstance(function, ast.FunctionDef):
            found = function_key(function, number, lines, memos)
            if found:
                return found
    return None


def function_key(function: ast.FunctionDef, number: int, lines, memos):
    for decorator in function.decorator_list:
        called = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = getattr(called, "id", None) or getattr(called, "attr", None)
        if decorator.lineno == number and name in CACHES:
            arguments = ", ".join(a.arg for a in function.args.args if a.arg != "self")
            return words(
                "shortcut.arguments",
                function=function.name,
                arguments=arguments,
                line=function.lineno,
            )
    for node in ast.walk(function):
        key = memo_key(node, memos) or got_key(node, memos)
        if key is not None and getattr(node, "lineno", 0) == number:
            return key_made(function, key, lines)
    return None


def got_key(node: ast.AST, memos: set) -> Optional[ast.expr]:
    """The key of `memo.get(k)`, memo a dict the file makes; else None."""
    func = getattr(node, "func", None) if isinstance(node, ast.Call) else None
    if isinstance(func, ast.Attribute) and func.attr == "get" and node.args:
        return node.args[0] if name_of(func.value) in memos else None
    return None


def key_made(function: ast.FunctionDef, key: ast.expr, lines: List[str]) -> Words:
    """A key's text and line: where a name, the last value given it above."""
    made = [
        node
        for node in ast.walk(function)
        if isinstance(node, ast.Assign)
        and isinstance(key, ast.Name)
        and [getattr(t, "id", None) for t in node.targets] == [key.id]
        and node.lineno < key.lineno
    ]
    if made:
        last = max(made, key=lambda node: node.lineno)
        return words("shortcut.key", made=text(lines, last.value), line=last.lineno)
    return words("shortcut.key", made=text(lines, key), line=key.lineno)
