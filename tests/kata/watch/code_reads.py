"""What a search function's own code shows, read from its file with ``ast``: its
`def`, a learner's own name for the placed columns (a list it appends a column to
and pops), whether it reads a row's slot or only writes it."""

import ast
from typing import Optional

from ..basics.vocabulary import COLUMNS, QUEENS
from .keys import parsed_file


def own_queens(code) -> tuple:
    """A learner's own name for the placed columns, read from the function's source:
    a list it appends a column to and pops (`picked.append(col)`, `picked.pop()`),
    other than the shared names."""
    function = function_of(code)
    if function is None:
        return ()
    calls = [node for node in ast.walk(function) if isinstance(node, ast.Call)]
    grown = {held(call, "append") for call in calls if column_arg(call)}
    popped = {held(call, "pop") for call in calls if not call.args}
    return tuple(sorted((grown & popped) - {None} - set(QUEENS)))


def function_of(code) -> Optional[ast.FunctionDef]:
    """The `def` of a code object, read from its file; None where it is not found."""
    tree = parsed_file(code.co_filename)
    functions = ast.walk(tree) if tree else ()
    return next(
        (
            node
            for node in functions
            if isinstance(node, ast.FunctionDef) and node.lineno == code.co_firstlineno
        ),
        None,
    )


def reads_slot(code, name: str, row: str) -> bool:
    """Does the function read `name[row]` (`col = queens[row] + 1`, `queens[row]
    += 1`), not only write it (`queens[row] = col`, a record of the column)?"""
    function = function_of(code)
    if function is None:
        return False
    stepped = {
        id(node.target)
        for node in ast.walk(function)
        if isinstance(node, ast.AugAssign)
    }
    return any(
        isinstance(node, ast.Subscript)
        and getattr(node.value, "id", None) == name
        and getattr(node.slice, "id", None) == row
        and (isinstance(node.ctx, ast.Load) or id(node) in stepped)
        for node in ast.walk(function)
    )


def held(call: ast.Call, method: str) -> Optional[str]:
    """X of `X.method(...)`, else None."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == method:
        return getattr(func.value, "id", None)
    return None


def column_arg(call: ast.Call) -> bool:
    return len(call.args) == 1 and getattr(call.args[0], "id", None) in COLUMNS
