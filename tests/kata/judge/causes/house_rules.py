"""The house rules a solution file keeps, each checked by one function that returns
a one-line note with its fix, or None: a docstring with Time and Space lines,
standard-library imports only, class Solution of methods only, no prints, and
black's formatting."""

import ast
import re
import sys
from pathlib import Path
from dataclasses import replace
from typing import Dict, List, Optional, Tuple

from ...basics import styles
from ..words.findings import Finding, located


def docstring_note(path: Path, tree: ast.Module) -> Optional[Finding]:
    docstring = ast.get_docstring(tree)
    if not docstring:
        return ruled(
            path,
            (),
            "open the file with a docstring: the style's name, its idea, then "
            "'Time: ...' and 'Space: ...' lines",
        )
    missing = [
        word
        for word in ("Time", "Space")
        if not re.search(rf"^{word}: (?!.*\?)", docstring, re.M)
    ]
    if missing:
        lines = " or ".join(repr(word + ":") for word in missing)
        return ruled(
            path,
            (),
            f"the docstring has no {lines} line (a template's O(?) is none): add one "
            "with the method's cost, e.g. 'Time: O(n!).'",
        )
    return None


def imports_note(path: Path, tree: ast.Module) -> Optional[Finding]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            modules = [node.module or "."]
        else:
            continue
        for module in modules:
            if module.split(".")[0] not in sys.stdlib_module_names:
                return ruled(
                    path,
                    (node.lineno,),
                    f"imports {module}; LeetCode has the standard library only",
                )
    return None


def layout_note(path: Path, tree: ast.Module) -> Optional[Finding]:
    start = 1 if ast.get_docstring(tree) is not None else 0
    body = [
        node
        for node in tree.body[start:]
        if not isinstance(node, (ast.Import, ast.ImportFrom))
    ]
    if [getattr(node, "name", None) for node in body] != ["Solution"]:
        return ruled(
            path,
            (),
            "after the imports, the file should hold class Solution and nothing else",
        )
    state = [node for node in body[0].body if not isinstance(node, ast.FunctionDef)]
    if state:
        return ruled(
            path,
            (state[0].lineno,),
            "class Solution holds more than methods: keep state inside a call",
        )
    return None


def prints_note(path: Path, tree: ast.Module) -> Optional[Finding]:
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
    words = "print; remove it (LeetCode reads only what the methods return)"
    return ruled(path, tuple(lines), words)


def black_note(path: Path, tree=None) -> Optional[Finding]:
    import black  # installed in .venv with the tests

    try:
        black.format_file_contents(styles.source(path), fast=True, mode=black.Mode())
    except black.NothingChanged:
        return None
    except black.InvalidInput:
        return None  # does not parse: the correctness verdict names the line
    return ruled(path, (), "black would reformat it: run 'make format'")


def ruled(path: Path, lines: Tuple[int, ...], words: str) -> Finding:
    """A house rule broken, after the file and the lines it is broken on."""
    where = path.name
    if lines:
        numbers = ", ".join(map(str, lines))
        where += f", line {numbers}" if len(lines) == 1 else f", lines {numbers}"
    return located("house_rule", where, words, lines=lines)


def found_in(path: Path, formatting: bool = True) -> Dict[str, Finding]:
    """Every house rule the file breaks: {the rule's function name: its finding}."""
    try:
        tree = ast.parse(styles.source(path), filename=path.name)
    except SyntaxError:
        return {}  # the correctness verdict names the line already
    rules = [docstring_note, imports_note, layout_note, prints_note]
    rules += [black_note] if formatting else []
    found = {rule.__name__: rule(path, tree) for rule in rules}
    return {name: replace(note, rule=name) for name, note in found.items() if note}


def broken(path: Path, formatting: bool = True) -> Dict[str, str]:
    """Every house rule the file breaks: {the rule's function name: its note}."""
    return {name: note.said for name, note in found_in(path, formatting).items()}


def notes_for(path: Path, formatting: bool = True) -> List[Finding]:
    """Every house rule the file breaks, a finding each."""
    return list(found_in(path, formatting).values())
