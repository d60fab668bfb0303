"""The general repair search's change to a mark the file never clears: a list or
set that some line marks (`down[k] = True`, `down.add(k)`) and no line clears,
where its siblings are cleared together (`col_busy[prev] = False`), cleared with
them, its key written in the names the siblings' clearing uses (`row - prev + n
- 1` for a mark made as `row - c + n - 1`, where `col_busy[c]` is cleared as
`col_busy[prev]`). The search needs no recursive call to hang it on: it serves a
`while` loop's backtracking too. Its `why` says what the lines as written do."""

import ast
import re
from typing import Dict, Iterator, List, Tuple

from ..words.catalogue import words
from ..words.edits import insert
from .edit import Edit, as_written, indent_of
from .keys import names_in


def marks_never_cleared(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    marks, clears = keyed_writes(tree, True, "add"), keyed_writes(tree, False, "")
    for name, (mark_line, key, how) in marks.items():
        if name in clears:
            continue
        latest_first = sorted(clears.items(), key=lambda item: -item[1][0])
        for sibling, (clear_line, cleared_as, _) in latest_first:
            renamed = renamed_key(key, marks.get(sibling, (0, None))[1], cleared_as)
            if renamed is None:
                continue
            statement = (
                f"{name}.remove({renamed})"
                if how == "add"
                else (f"{name}[{renamed}] = False")
            )
            line = lines[clear_line - 1]
            why = words(
                "why.marks.never_cleared",
                marked=mark_line,
                name=name,
                cleared=clear_line,
                sibling=sibling,
            )
            yield insert(clear_line, line, f"{indent_of(line)}{statement}", why)
            break  # beside the last clearing: one place to add it


def keyed_writes(tree: ast.AST, value: bool, call: str) -> Dict[str, Tuple]:
    """{a list's or set's name: (the line, the key as written, "add" or "item")}
    for `name[key] = value` (True or False, also among several targets) and, where
    `call` is "add", `name.add(key)`; for clearing (`call` ""), `name.remove(key)`
    and `name.discard(key)`. The last one written wins."""
    found = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and getattr(node.value, "value", None) is value:
            for target in node.targets:
                if isinstance(target, ast.Subscript) and isinstance(
                    target.value, ast.Name
                ):
                    key = ast.unparse(target.slice)
                    found[target.value.id] = (node.lineno, key, "item")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and len(node.args) == 1
            and node.func.attr in (("add",) if call else ("remove", "discard"))
        ):
            key = ast.unparse(node.args[0])
            found[node.func.value.id] = (node.lineno, key, "add")
    return found


def renamed_key(key: str, sibling_marked, sibling_cleared: str):
    """The key written as the sibling's clearing writes its own: where the sibling
    is marked as `row + c` and cleared as `row + prev`, `row - c` becomes `row -
    prev`; the key as it is where the two are the same; None where they differ
    in more than one name."""
    if sibling_marked is None:
        return None
    if sibling_marked == sibling_cleared:
        return key
    marked, cleared = names_in(sibling_marked), names_in(sibling_cleared)
    if len(marked - cleared) != 1 or len(cleared - marked) != 1:
        return None
    (old,), (new,) = marked - cleared, cleared - marked
    if re.sub(as_written(old), new, sibling_marked) != sibling_cleared:
        return None
    return re.sub(as_written(old), new, key)
