"""Arithmetic on ints, read from a learner's file and worked out without running it.

A clue works a key out at a square (`row - col + n - 1`, `abs(r - c)`), a range at a
row (`range(row)`), a loop's test at a queen (`i >= 0 and j >= 0`), with the names
bound to ints. Only that is worked out, by walking the expression's tree: int and
bool constants; names bound to ints; + - * // % ** << >> & | ^; unary - + ~ and
`not`; comparisons; `and`, `or`, `a if t else b`; the calls abs(x) and range(...).
Anything else (another call, an attribute, a subscript, a string, a float, `/`) is
not arithmetic here, where the work reaches it (`r < 0 and board[r][c]` is False
at r = 0, as in Python, and nothing at r = 1); neither is a tree of more than
MOST_NODES nodes nor a value of more than MOST_BITS bits: a power or a shift that
would pass it is refused before it is worked out, so `r - c + 0 * 9 ** 9 ** 9` costs
nothing. ``evaluated`` says None for all of these: the caller cannot tell, and says
nothing.
"""

import ast
import operator

MOST_NODES = 200  # nodes in one expression's tree, at most
MOST_BITS = 256  # bits in any value worked out on the way, at most

ARITHMETIC = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.BitAnd: operator.and_,
    ast.BitOr: operator.or_,
    ast.BitXor: operator.xor,
}
COMPARED = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
}
UNARY = {
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
    ast.Invert: lambda x: ~int(x),  # ~True is -2, as Python says it, with no warning
    ast.Not: operator.not_,
}
SHIFTS = (ast.Pow, ast.LShift, ast.RShift)
CALLS = ("abs", "range", "min", "max", "zip")  # what a clue's expression may call
LONGEST_ZIP = 64  # pairs a zip of ranges may give, at most


class NotArithmetic(Exception):
    """The expression is not small arithmetic on ints: it is not worked out."""


def evaluated(expression: ast.AST, names: dict):
    """The expression's value (an int, a bool, or a range of ints) with those names,
    as Python would work it out; None where it is not small arithmetic on ints."""
    try:
        return worked_out(expression, names)
    except NotArithmetic:
        return None


def worked_out(expression: ast.AST, names: dict):
    """The expression's value; a NotArithmetic error where it is not arithmetic."""
    if isinstance(expression, ast.Expression):
        expression = expression.body
    for count, _ in enumerate(ast.walk(expression)):
        if count >= MOST_NODES:
            raise NotArithmetic(f"more than {MOST_NODES} nodes")
    return walked(expression, names)


def walked(node: ast.AST, names: dict):
    """The node's value, worked out from its leaves as Python would, lazily."""
    if isinstance(node, ast.Constant):
        return number(node.value)
    if isinstance(node, ast.Name):
        if node.id not in names:
            raise NotArithmetic(f"`{node.id}` is not given")
        return number(names[node.id])
    if isinstance(node, ast.BinOp):
        left, right = number(walked(node.left, names)), number(
            walked(node.right, names)
        )
        return binary(type(node.op), left, right)
    if isinstance(node, ast.UnaryOp):
        return number(UNARY[type(node.op)](number(walked(node.operand, names))))
    if isinstance(node, ast.Compare):
        return compared(node, names)
    if isinstance(node, ast.BoolOp):
        return either(node, names)
    if isinstance(node, ast.IfExp):
        chosen = node.body if number(walked(node.test, names)) else node.orelse
        return walked(chosen, names)
    if isinstance(node, ast.Call):
        return called(node, names)
    raise NotArithmetic(f"{type(node).__name__} is not arithmetic here")


def number(held):
    """An int (or bool) of at most MOST_BITS bits, else a NotArithmetic error."""
    if type(held) not in (int, bool):
        raise NotArithmetic(f"{type(held).__name__} is not an int")
    if held.bit_length() > MOST_BITS:
        raise NotArithmetic(f"more than {MOST_BITS} bits")
    return held


def binary(op: type, left, right):
    """left op right, refused where it would raise or grow past MOST_BITS; a power
    and a left shift are refused before they are worked out."""
    if op in SHIFTS and right < 0:
        raise NotArithmetic("a negative exponent or shift")
    if op is ast.Pow and (abs(left).bit_length() - 1) * right >= MOST_BITS:
        raise NotArithmetic(f"a power of more than {MOST_BITS} bits")
    if op is ast.LShift and left and left.bit_length() + right > MOST_BITS:
        raise NotArithmetic(f"a shift past {MOST_BITS} bits")
    if op in (ast.FloorDiv, ast.Mod) and right == 0:
        raise NotArithmetic("a division by zero")
    if op is ast.Pow:
        return number(left**right)
    if op is ast.LShift:
        return number(left << right)
    if op is ast.RShift:
        return number(left >> min(right, MOST_BITS + 1))
    if op not in ARITHMETIC:
        raise NotArithmetic(f"{op.__name__} is not arithmetic here")
    return number(ARITHMETIC[op](left, right))


def compared(node: ast.Compare, names: dict) -> bool:
    """A chain of comparisons, each side worked out once, stopping at the first
    that is false."""
    left = number(walked(node.left, names))
    for op, right_node in zip(node.ops, node.comparators):
        if type(op) not in COMPARED:
            raise NotArithmetic(f"{type(op).__name__} does not compare ints here")
        right = number(walked(right_node, names))
        if not COMPARED[type(op)](left, right):
            return False
        left = right
    return True


def either(node: ast.BoolOp, names: dict):
    """`a and b` (`or`): the first value that decides it, as Python gives it."""
    stops_at = bool(isinstance(node.op, ast.Or))
    for held in node.values[:-1]:
        held = number(walked(held, names))
        if bool(held) == stops_at:
            return held
    return number(walked(node.values[-1], names))


def called(node: ast.Call, names: dict):
    """abs(x), min(...) or max(...) of ints, range(...) of ints, or zip(...) of
    short ranges; not where the file's own names hide them."""
    func = getattr(node.func, "id", None)
    if func not in CALLS or node.keywords or func in names:
        raise NotArithmetic(f"only {' and '.join(CALLS)} are called here")
    if func == "zip":
        ranges = [walked(arg, names) for arg in node.args]
        if ranges and all(isinstance(r, range) for r in ranges):
            if min(len(r) for r in ranges) <= LONGEST_ZIP:
                return list(zip(*ranges))
        raise NotArithmetic(f"{ast.unparse(node)} is not worked out here")
    args = [number(walked(arg, names)) for arg in node.args]
    if func in ("min", "max") and len(args) >= 2:
        return number(min(args) if func == "min" else max(args))
    if func == "abs" and len(args) == 1:
        return number(abs(args[0]))
    if func == "range" and 1 <= len(args) <= 3 and args[2:] != [0]:
        return sized(range(*args))
    raise NotArithmetic(f"{ast.unparse(node)} is not worked out here")


def sized(values: range) -> range:
    """A range whose length Python can say (len() of a longer one raises)."""
    try:
        len(values)
    except OverflowError:
        raise NotArithmetic("a range too long to count") from None
    return values
