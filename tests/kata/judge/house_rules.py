"""The house rules a solution file keeps, each checked by one function that returns
a one-line note with its fix, or None: a docstring with Time and Space lines,
standard-library imports only, class Solution of methods only, no prints, and
black's formatting."""

import ast
import re
import sys
from pathlib import Path
from typing import Dict, List, Optional
from ..basics import styles


def docstring_note(path: Path, tree: ast.Module) -> Optional[str]:
    docstring = ast.get_docstring(tree)
    if not docstring:
        return f"{path.name}: open the file with a docstring: the style's name, its idea, then 'Time: ...' and 'Space: ...' lines"
    missing = [
        word
        for word in ("Time", "Space")
        if not re.search(rf"^{word}: (?!.*\?)", docstring, re.M)
    ]
    if missing:
        return f"{path.name}: the docstring has no {' or '.join(repr(w + ':') for w in missing)} line (a template's O(?) is none): add one with the method's cost, e.g. 'Time: O(n!).'"
    return None


def imports_note(path: Path, tree: ast.Module) -> Optional[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            modules = [node.module or "."]
        else:
            continue
        for module in modules:
            if module.split(".")[0] not in sys.stdlib_module_names:
                return f"{path.name}, line {node.lineno}: imports {module}; LeetCode has the standard library only"
    return None


def layout_note(path: Path, tree: ast.Module) -> Optional[str]:
    start = 1 if ast.get_docstring(tree) is not None else 0
    body = [
        node
        for node in tree.body[start:]
        if not isinstance(node, (ast.Import, ast.ImportFrom))
    ]
    if [getattr(node, "name", None) for node in body] != ["Solution"]:
        return f"{path.name}: after the imports, the file should hold class Solution and nothing else"
    state = [node for node in body[0].body if not isinstance(node, ast.FunctionDef)]
    if state:
        return f"{path.name}, line {state[0].lineno}: class Solution holds more than methods: keep state inside a call"
    return None


def prints_note(path: Path, tree: ast.Module) -> Optional[str]:
    """Every print in the file, nested functions and lambdas included."""
    lines = sorted(
        {
            node.lineno
            for node in ast.walk(tree)
            if isinstance(node, ast.Name) and node.id == "print"
        }
    )
    if not lines:
        return None
    where = (
        f"line {lines[0]}" if len(lines) == 1 else "lines " + ", ".join(map(str, lines))
    )
    return f"{path.name}, {where}: print; remove it (LeetCode reads only what the methods return)"


def black_note(path: Path, tree=None) -> Optional[str]:
    import black  # installed in .venv with the tests

    try:
        black.format_file_contents(styles.source(path), fast=True, mode=black.Mode())
    except black.NothingChanged:
        return None
    except black.InvalidInput:
        return None  # does not parse: the correctness verdict names the line
    return f"{path.name}: black would reformat it: run 'make format'"


def broken(path: Path, formatting: bool = True) -> Dict[str, str]:
    """Every house rule the file breaks: {the rule's function name: its note}."""
    try:
        tree = ast.parse(styles.source(path), filename=path.name)
    except SyntaxError:
        return {}  # the correctness verdict names the line already
    rules = [docstring_note, imports_note, layout_note, prints_note]
    rules += [black_note] if formatting else []
    found = {rule.__name__: rule(path, tree) for rule in rules}
    return {name: note for name, note in found.items() if note}


def notes_for(path: Path, formatting: bool = True) -> List[str]:
    """Every house rule the file breaks, one line each."""
    return list(broken(path, formatting).values())
