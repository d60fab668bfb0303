"""Why a square's check let it through, read from a learner's source with ``ast``
and tied to what the run showed: a return that ends the loop over the queens in its
first pass, a range over the rows above that stops short or starts late, keys that
differ along the line they should name."""

import ast
import re
from typing import List

from .source import Clue, parsed


def loops_around(tree: ast.AST, line: int) -> List[ast.For]:
    """The `for` loops whose bodies hold the line, innermost first."""
    loops = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.For) and node.body[0].lineno <= line <= node.end_lineno
    ]
    return sorted(loops, key=lambda loop: loop.lineno, reverse=True)


def never_compared(source: str, line: int, row: int, attackers: List[tuple]) -> str:
    """Why the check on `line` let a square of `row` through though the queens at
    `attackers` attack it, where its loop over the rows above shows it plainly: a
    return that ends the loop in its first pass, or a range that stops short of the
    attacker's row or starts past it; else ''."""
    tree = parsed(source)
    loops = loops_around(tree, line) + helpers_loops(tree, line) if tree else []
    for loop in loops:
        last = loop.body[-1]
        first = first_row(loop, row)
        if always_returns(last) and first is not None:
            if first in {r for r, _ in attackers}:
                return ""  # the first pass compares the attacker: not this
            where = (
                f"lines {last.body[-1].lineno} and {last.orelse[-1].lineno} return, "
                "whichever way the `if` goes,"
                if isinstance(last, ast.If)
                else f"line {last.lineno} returns"
            )
            return (
                f"{where} in the first pass of the loop on line {loop.lineno}, so the "
                "queens after the first it looks at are never compared: return True "
                "after the loop, once every queen is checked"
            )
        stop = short_range(loop, row, attackers)
        if stop:
            return stop
    return ""


def helpers_loops(tree: ast.AST, line: int) -> List[ast.For]:
    """The `for` loops of the file's own functions that the line calls (`safe(...)`,
    `self.safe(...)`): where a check the line only calls makes its decision."""
    called = {
        getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node, "lineno", None) == line
    }
    functions = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.name in called
    ]
    return [
        loop
        for function in functions
        for loop in ast.walk(function)
        if isinstance(loop, ast.For)
    ]


def short_range(loop: ast.For, row: int, attackers: List[tuple]) -> str:
    """'`range(i - 1)` on line 6 stops before row 2 ...', where the loop's range
    leaves out every attacker's row; else ''."""
    call = loop.iter
    if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "range"):
        return ""
    if not indexes_with(loop):
        return ""  # not a loop over the queens above: its row is not looked up
    rows = {r for r, _ in attackers}
    text = f"`{ast.unparse(call)}` on line {loop.lineno}"
    if len(call.args) == 1 and is_minus_one(call.args[0]) and rows == {row - 1}:
        return (
            f"{text} stops before row {row - 1}, the row just above, so the queen "
            f"there is never compared: run it over every row above, range({ast.unparse(call.args[0].left)})"
        )
    first = call.args[0] if len(call.args) > 1 else None
    if (
        isinstance(first, ast.Constant)
        and first.value
        and rows
        and max(rows) < first.value
    ):
        return (
            f"{text} starts at row {first.value}, so the queen in row {min(rows)} is "
            "never compared: start it at 0"
        )
    return ""


def indexes_with(loop: ast.For) -> bool:
    """Does the loop's body look something up by its variable (queens[i])?"""
    name = getattr(loop.target, "id", None)
    return any(
        isinstance(node, ast.Subscript)
        and any(getattr(inner, "id", None) == name for inner in ast.walk(node.slice))
        for statement in loop.body
        for node in ast.walk(statement)
    )


def always_returns(node) -> bool:
    """Does the statement return whichever way it goes (`return`, or an `if` whose
    body and `else` both end in one)?"""
    if isinstance(node, ast.Return):
        return True
    return (
        isinstance(node, ast.If)
        and bool(node.orelse)
        and always_returns(node.body[-1])
        and always_returns(node.orelse[-1])
    )


def first_row(loop: ast.For, row: int):
    """The row a loop over the rows above looks at first: 0 for range(X) or
    range(0, X), row - 1 for range(X - 1, -1, -1); None where it is not plain."""
    call = loop.iter
    if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "range"):
        return None
    args = call.args
    if len(args) == 1 or (len(args) == 2 and getattr(args[0], "value", None) == 0):
        return 0
    step = args[2] if len(args) == 3 else None
    if step is not None and ast.unparse(step) == "-1" and is_minus_one(args[0]):
        return row - 1
    return None


def is_minus_one(node) -> bool:
    """Is the expression `X - 1`, for a name X?"""
    return (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Sub)
        and isinstance(node.left, ast.Name)
        and getattr(node.right, "value", None) == 1
    )


TRUE_KEYS = {  # what stays the same along each line, and its name
    "cols": ("col", "column"),
    "diag": ("row - col", "`\\` diagonal"),
    "anti": ("row + col", "`/` diagonal"),
}
KIND_NAMES = {
    "cols": re.compile(r"col|^c$|_x$", re.I),
    "diag": re.compile(r"diag(?!2)|d1|dale|neg|down|main", re.I),
    "anti": re.compile(r"anti|d2|diag2|hill|pos|up|sum", re.I),
}
ROW_VARIABLES = ("row", "r", "i", "y", "depth", "level", "k")
COL_VARIABLES = ("col", "c", "j", "x")


def keys_compared(source: str, line: int, square: tuple, attack) -> str:
    """Where the test on `line` compares keys that all differ at the attacking queen
    and the square, though the two share a line, which keys it compares and the key
    that is the same all along that line; '' where one of its keys is the same (the
    keys are not the cause) or they cannot be read."""
    tree = parsed(source)
    function = enclosing_function(tree, line) if tree else None
    if function is None:
        return ""
    pairs = compared_pairs(function, line)
    names = {n.id for key, _ in pairs for n in ast.walk(key) if isinstance(n, ast.Name)}
    row = next((name for name in ROW_VARIABLES if name in names), None)
    col = next((name for name in COL_VARIABLES if name in names), None)
    if not pairs or row is None or col is None:
        return ""
    (r1, c1), (r2, c2) = attack.first, square
    values = []
    for key, held in pairs:
        first = evaluated(key, {row: r1, col: c1, "n": 99})
        second = evaluated(key, {row: r2, col: c2, "n": 99})
        if first is None or second is None:
            return ""
        if first == second:
            return ""  # this key catches the attack: the keys are not the cause
        values.append((key, held, first, second))
    return keys_said(values, attack, square, line)


def keys_said(values, attack, square, line) -> str:
    truth, name = TRUE_KEYS[attack.line]
    shared = f"though both are on one {name}"
    for key, held, first, second in values:
        if held and KIND_NAMES[attack.line].search(held):
            return (
                f"its key for `{held}`, `{ast.unparse(key)}`"
                f"{where_from(key, line)}, is {first} at {attack.first} and {second} "
                f"at {square}, {shared}: a {name}'s key is {truth}"
            )
    compared = ", ".join(f"`{ast.unparse(key)}`" for key, *_ in values)
    return (
        f"none of the keys it compares ({compared}) is the same at {attack.first} "
        f"and {square}, {shared}: compare {truth} too"
    )


def where_from(key, line) -> str:
    origin = getattr(key, "origin", None)
    return f" (line {origin})" if origin and origin != line else ""


def enclosing_function(tree: ast.AST, line: int):
    functions = [
        node
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.Lambda))
        and node.lineno <= line <= node.end_lineno
    ]
    return max(functions, key=lambda node: node.lineno, default=None)


def compared_pairs(function, line: int) -> list:
    """(key expression, the name of what it is looked up in) for each `key in S`
    and each `S[key]` on the line, a key that is a name resolved to what was last
    assigned to it above the line."""
    found = []
    for node in ast.walk(function):
        if getattr(node, "lineno", None) != line:
            continue
        if isinstance(node, ast.Compare) and isinstance(
            node.ops[0], (ast.In, ast.NotIn)
        ):
            found.append((node.left, getattr(node.comparators[0], "id", "")))
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            found.append((node.slice, node.value.id))
    return [(resolved(function, key, line), held) for key, held in found]


def resolved(function, key, line: int):
    """The expression a name key was last given above the line (with its line as
    `origin`), else the key itself."""
    if not isinstance(key, ast.Name):
        return key
    given = None
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and node.lineno < line:
            for target in node.targets:
                pairs = (
                    zip(target.elts, node.value.elts)
                    if isinstance(target, ast.Tuple)
                    and isinstance(node.value, ast.Tuple)
                    else [(target, node.value)]
                )
                for name, value in pairs:
                    if getattr(name, "id", None) == key.id:
                        if given is None or node.lineno > given.origin:
                            given = value
                            given.origin = node.lineno
    return given or key


def evaluated(key, names: dict):
    """The key's value for those names (abs the only function), or None."""
    try:
        code = compile(ast.Expression(body=key), "<key>", "eval")
        return eval(code, {"__builtins__": {"abs": abs}}, names)
    except Exception:  # a key that is not arithmetic on the names: not read
        return None
