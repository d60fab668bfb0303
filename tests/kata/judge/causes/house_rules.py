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
from ..words.catalogue import Words, words
from ..words.findings import Finding, located

EXAMPLES = {"Time": "Time: O(n!)", "Space": "Space: O(n)"}  # a cost line of each


def docstring_note(path: Path, tree: ast.Module) -> Optional[Finding]:
    docstring = ast.get_docstring(tree)
    if not docstring:
        return ruled(
            path,
            (),
            words("rules.docstring"),
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
            words("rules.cost_line", lines=lines, example=EXAMPLES[missing[0]]),
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
                    words("rules.imports", module=module),
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
            words("rules.layout"),
        )
    state = [node for node in body[0].body if not isinstance(node, ast.FunctionDef)]
    if state:
        return ruled(
            path,
            (state[0].lineno,),
            words("rules.state"),
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
    return ruled(path, tuple(lines), words("rules.print"))


def black_note(path: Path, tree=None) -> Optional[Finding]:
    import black  # installed in .venv with the tests

    try:
        black.format_file_contents(styles.source(path), fast=True, mode=black.Mode())
    except black.NothingChanged:
        return None
    except black.InvalidInput:
        return None  # does not parse: the correctness verdict names the line
    return ruled(path, (), words("rules.black"))


def ruled(path: Path, lines: Tuple[int, ...], said: Words) -> Finding:
    """A house rule broken, after the file and the lines it is broken on."""
    where = words("where", place=path.name)
    if lines:
        numbers = ", ".join(map(str, lines))
        key = "where.line" if len(lines) == 1 else "where.listed"
        where = words(key, file=path.name, line=numbers)
    return located("house_rule", where, said, lines=lines)


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
