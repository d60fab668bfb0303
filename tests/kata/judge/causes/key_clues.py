"""Why a square's check let it through when the check itself ran: the keys it
compares (`c in cols`, `diag[r - c]`, `queens[i] - i == c - r`) all differ at the
attacking queen and the square, though the two share a line; read from a learner's
source with ``ast`` and evaluated at the two squares."""

import ast

from .source import parsed
from ..words.catalogue import Words, series, words
from ...basics.arithmetic import evaluated
from ...basics.vocabulary import COLUMNS, ROWS, set_kind
from ...watch.keys import is_membership, last_given

TRUE_KEYS = {  # what stays the same along each line, and the key of its name
    "cols": ("col", "key.cols"),
    "diag": ("row - col", "key.diag"),
    "anti": ("row + col", "key.anti"),
}


def keys_compared(source: str, line: int, square: tuple, attack, n: int):
    """Where the test on `line` compares keys that all differ at the attacking queen
    and the square, though the two share a line, which keys it compares and the key
    that is the same all along that line, as Words; '' where one of its keys is the
    same (the keys are not the cause) or they cannot be read."""
    tree = parsed(source)
    function = enclosing_function(tree, line) if tree else None
    if function is None:
        return ""
    unlike = unlike_sides(function, line, square, attack.first, n)
    if unlike:
        return unlike
    pairs = [pair for pair in compared_pairs(function, line) if names_a_column(pair[0])]
    names = {n.id for key, _ in pairs for n in ast.walk(key) if isinstance(n, ast.Name)}
    row = next((name for name in ROWS if name in names), None)
    col = next((name for name in COLUMNS if name in names), None)
    if not pairs or row is None or col is None:
        return ""
    (r1, c1), (r2, c2) = attack.first, square
    values = []
    for key, held in pairs:
        first = evaluated(key, {row: r1, col: c1, "n": n})
        second = evaluated(key, {row: r2, col: c2, "n": n})
        if first is None or second is None:
            return ""
        if first == second:
            return ""  # this key catches the attack: the keys are not the cause
        values.append((key, held, first, second))
    return keys_said(values, attack, square, line)


def keys_said(values, attack, square, line) -> Words:
    truth, name = TRUE_KEYS[attack.line]
    named = {
        "queen": str(attack.first),
        "square": str(square),
        "name": words(name),
        "truth": truth,
    }
    for key, held, first, second in values:
        if held and set_kind(held) == attack.line:
            return words(
                "key.held",
                held=held,
                read=ast.unparse(key),
                origin=where_from(key, line),
                first=first,
                second=second,
                **named,
            )
    compared = series([words("code", code=ast.unparse(key)) for key, *_ in values])
    return words("key.none_same", compared=compared, **named)


def where_from(key, line) -> Words:
    origin = getattr(key, "origin", None)
    if origin and origin != line:
        return words("key.origin", line=origin)
    return words("nothing")


def enclosing_function(tree: ast.AST, line: int):
    functions = [
        node
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.Lambda))
        and node.lineno <= line <= node.end_lineno
    ]
    return max(functions, key=lambda node: node.lineno, default=None)


def compared_pairs(function, line: int) -> list:
    """(key expression, the name of what it is looked up in) for each `key in S`,
    each `S[key]` and each `S.get(key)` on the line, a key that is a name resolved to what was last
    assigned to it above the line."""
    found, span = [], statement_span(function, line)
    for node in ast.walk(function):
        if getattr(node, "lineno", None) not in span:
            continue
        if is_membership(node):
            found.append((node.left, getattr(node.comparators[0], "id", "")))
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            found.append((node.slice, node.value.id))
        if is_get(node):  # seen.get(key), as seen[key]
            found.append((node.args[0], node.func.value.id))
        if isinstance(node, ast.Compare) and isinstance(node.ops[0], ast.Eq):
            found += [(side, "") for side in square_sides(node)]
    return [(resolved(function, key, line), held) for key, held in found]


def is_get(node: ast.AST) -> bool:
    """`seen.get(key)`, on a name."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and isinstance(node.func.value, ast.Name)
        and len(node.args) >= 1
    )


def statement_span(function, line: int) -> range:
    """The lines of the statement that starts on the line (`return any(` and the
    lines it runs on to), or the line alone."""
    starting = [
        node
        for node in ast.walk(function)
        if isinstance(node, ast.stmt) and node.lineno == line
    ]
    last = max((node.end_lineno for node in starting), default=line)
    if any(isinstance(node, (ast.If, ast.While, ast.For)) for node in starting):
        last = line  # a block's own head, not its body
    return range(line, last + 1)


def unlike_sides(function, line: int, square: tuple, queen: tuple, n: int):
    """`r + c == qr - qc`: the square's key on one side, a queen's on the other,
    written unlike (the queen's names from `for qr, qc in ...`), where the square's
    key is the same at the queen, so written alike the two would meet."""
    span = statement_span(function, line)
    for node in ast.walk(function):
        if not (
            isinstance(node, ast.Compare)
            and getattr(node, "lineno", None) in span
            and isinstance(node.ops[0], ast.Eq)
        ):
            continue
        for mine, theirs in pairs_of(node.left, node.comparators[0]):
            order = queen_names(function, names_in(theirs))
            if not order or not is_square_key(mine):
                continue
            row = next(x for x in ROWS if x in names_in(mine))
            col = next(x for x in COLUMNS if x in names_in(mine))
            at_square = evaluated(mine, {row: square[0], col: square[1], "n": n})
            at_queen = evaluated(mine, {row: queen[0], col: queen[1], "n": n})
            hers = evaluated(theirs, {order[0]: queen[0], order[1]: queen[1], "n": n})
            if None in (at_square, at_queen, hers):
                continue
            if at_square == at_queen != hers:
                where = (
                    words("key.origin", line=node.lineno)
                    if node.lineno != line
                    else words("nothing")
                )
                return words(
                    "key.unlike_sides",
                    where=where,
                    mine=ast.unparse(mine),
                    at_square=at_square,
                    square=str(square),
                    theirs=ast.unparse(theirs),
                    hers=hers,
                    queen=str(queen),
                    at_queen=at_queen,
                )
    return ""


def pairs_of(left, right) -> list:
    return [(left, right), (right, left)]


def queen_names(function, names: set):
    """(row name, column name) of the loop (`for qr, qc in placed`, `for i, q in
    enumerate(queens)`) whose two names are the names given; else None."""
    for node in ast.walk(function):
        target = getattr(node, "target", None)
        if isinstance(target, ast.Tuple) and len(target.elts) == 2:
            order = [getattr(elt, "id", None) for elt in target.elts]
            if set(order) == names and None not in order:
                return order
    return None


def names_a_column(key) -> bool:
    """Does the key read a column (`r - c`, `c`), not only a queen's row (the `i`
    of `queens[i]`, a read of a queen, not a key of the square)?"""
    return any(isinstance(x, ast.Name) and x.id in COLUMNS for x in ast.walk(key))


def square_sides(node: ast.Compare) -> list:
    """In `queens[i] - i == c - r`, the side that is the square's own key (`c - r`):
    arithmetic on a row and a column alone, compared with a side that reads a
    queen's column (a subscript), or with a queen's own row and column (`r - c ==
    row - col`)."""
    sides = [node.left, node.comparators[0]]
    plain = [side for side in sides if is_square_key(side)]
    read = [
        side
        for side in sides
        if any(isinstance(x, ast.Subscript) for x in ast.walk(side))
    ]
    if len(plain) == 1 and len(read) == 1:
        return plain
    if len(plain) == 2 and not names_in(plain[0]) & names_in(plain[1]):
        # `r - c == row - col`: a queen's names beside the square's, which are the
        # names a search's square goes by, row and col
        return [side for side in plain if {"row", "col"} <= names_in(side)]
    return []


def names_in(side) -> set:
    return {x.id for x in ast.walk(side) if isinstance(x, ast.Name)}


def is_square_key(side) -> bool:
    names = {x.id for x in ast.walk(side) if isinstance(x, ast.Name)}
    squares = set(ROWS) | set(COLUMNS)
    return (
        isinstance(side, ast.BinOp)
        and names <= squares | {"n"}
        and bool(names & set(ROWS))
        and bool(names & set(COLUMNS))
    )


def resolved(function, key, line: int):
    """The expression a name key was last given above the line (with its line as
    `origin`), else the key itself."""
    if not isinstance(key, ast.Name):
        return key
    given = last_given(function, key.id, 0, line)
    if given is None:
        return key
    origin, value = given
    value.origin = origin
    return value
