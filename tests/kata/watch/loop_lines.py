"""The loop to name for a call stopped at a line, read from the file's text alone
(where no loop was seen repeating its state, ``kata.watch.loops``): the caller's loop
for a helper called from one, the loop a search calls itself from, never a `def`
line."""

import ast
from typing import List, Optional

from .loops import FUNCTIONS, LOOPS, parsed


def loop_around(
    source: str, line: int, method: str = "", seen=(), calling=False
) -> Optional[int]:
    """The head line of the loop to name for a call of `method` stopped at `line`:
    where the line's function is called from a loop elsewhere in the file (in
    `method` first), the outermost loop around that call; else the outermost loop
    around the line in its own function; None where there is none (never a `def`
    line, never a line of a function called from a loop). `calling`: the line is a
    call, and a call on a `for` line is in its iterable, made once, not in the loop."""
    tree = parsed(source)
    if tree is None:
        return None
    within = [
        node
        for node in ast.walk(tree)
        if isinstance(node, FUNCTIONS) and node.lineno <= line <= node.end_lineno
    ]
    function = max(within, key=lambda node: node.lineno, default=None)
    if function is not None and function.name not in seen:
        for call in calls_of(tree, function, method):
            caller = loop_around(source, call, method, (*seen, function.name), True)
            if caller is not None:
                return caller
    if function is not None and line == function.lineno:  # stopped as it was called
        line = own_call_in_loop(function) or line
    start = function.body[0].lineno if function is not None else 0
    heads = [
        node.lineno
        for node in ast.walk(function or tree)
        if isinstance(node, LOOPS)
        and start <= node.lineno <= line <= node.end_lineno
        and not (calling and isinstance(node, ast.For) and line == node.lineno)
    ]
    return min(heads, default=None)


def calls_of(tree: ast.AST, function: ast.AST, method: str) -> List[int]:
    """The lines, outside the function itself, that call it by name (`safe(...)`,
    `self.safe(...)`), within the function it is nested in if it is (another
    method's `dfs` is another function): those in `method` first, then in order."""
    name, spans = function.name, [(0, -1)]
    spans += [
        (node.lineno, node.end_lineno)
        for node in ast.walk(tree)
        if isinstance(node, FUNCTIONS) and node.name == method
    ]
    scope = parent_function(tree, function)  # where a nested def can be called
    lines = [
        node.lineno
        for node in ast.walk(scope or tree)
        if isinstance(node, ast.Call)
        and called_name(node.func) == name
        and not function.lineno <= node.lineno <= function.end_lineno
    ]
    return sorted(
        lines, key=lambda line: (not spans[-1][0] <= line <= spans[-1][1], line)
    )


def parent_function(tree: ast.AST, function: ast.AST) -> Optional[ast.AST]:
    """The innermost function the function is defined in; None for a method or a
    function of the module."""
    around = [
        node
        for node in ast.walk(tree)
        if isinstance(node, FUNCTIONS)
        and node is not function
        and node.lineno <= function.lineno <= function.end_lineno <= node.end_lineno
    ]
    return max(around, key=lambda node: node.lineno, default=None)


def own_call_in_loop(function: ast.AST) -> Optional[int]:
    """The line where a function calls itself from a loop of its own body (a search
    stopped on its `def` line was called from there); else None."""
    for loop in ast.walk(function):
        if isinstance(loop, LOOPS):
            for node in ast.walk(loop):
                if (
                    isinstance(node, ast.Call)
                    and called_name(node.func) == function.name
                ):
                    return node.lineno
    return None


def called_name(function: ast.expr) -> Optional[str]:
    """`go` for the function of go(...) and of self.go(...); else None."""
    return getattr(function, "id", None) or getattr(function, "attr", None)
