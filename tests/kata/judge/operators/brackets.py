"""A change general by construction, a mutation tester's operator turned round: an
expression's operators bracketed another way (`~1 << d` as `~(1 << d)`, `a == 0 &
b == 0` as `(a == 0) & (b == 0)`). Its `why` says how Python reads the expression as
written; ``judge.repair.search`` tries it on the lines the failing run ran."""

import ast
from typing import Iterator, List, Optional, Tuple

from ..causes.source import BINARY
from ..words.catalogue import words
from .edit import Edit, replaced, text, walk_code
from .negations import widened_negations

BOOLEAN = {ast.And: "and", ast.Or: "or"}
COMPARED = {
    ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">",
    ast.GtE: ">=", ast.In: "in", ast.NotIn: "not in", ast.Is: "is",
    ast.IsNot: "is not",
}  # fmt: skip
PREFIXES = {ast.Invert: "~", ast.USub: "-", ast.UAdd: "+", ast.Not: "not "}
ASSOCIATIVE = {"and", "or", "|", "&", "^", "+", "*"}  # (a | b) | c is a | (b | c)
MOST = 4  # operators an expression may have to be bracketed every way
LONGEST = 8  # operators beyond which an expression is left as it is


def rebracketed(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """Each other bracketing of an expression's operators, binary, boolean,
    comparison and prefix (`~1 << d` as `~(1 << d)`), on one line, brackets the
    learner wrote kept: every one up to MOST binary operators; beyond, each run of
    one operator's kind bracketed (`a == 0 & b == 0` as `(a == 0) & (b == 0)`)."""
    for node in outermost(tree, lines):
        operands, operators = flattened(lines, node)
        if not 2 <= len(operands) <= LONGEST + 1:
            continue
        whole = text(lines, node)
        why = words("why.brackets.read_as", whole=whole, grouped=grouped(lines, node))
        own = shape(node)
        if len(operators) <= MOST:
            shapes = [written(spelled(t)) for t in bracketings(operands, operators)]
        else:
            shapes = list(runs_bracketed(operands, operators))
        seen = {own}
        for new in shapes:
            parsed = parse(new)
            if parsed is None or shape(parsed) in seen or not sensible(parsed):
                continue
            seen.add(shape(parsed))
            yield from replaced(lines, node, new, why)
    yield from widened_negations(tree, lines)  # chains too long to bracket each way


TRUTHS = (ast.BitAnd, ast.BitOr, ast.BitXor)  # operators a truth may stand beside


def sensible(node: ast.expr) -> bool:
    """Does the expression leave a truth (a comparison, `and`, `or`, `not`) out of
    arithmetic and of other comparisons, as a learner would mean it?"""
    for part in ast.walk(node):
        if isinstance(part, ast.BinOp) and not isinstance(part.op, TRUTHS):
            held = [part.left, part.right]
        elif isinstance(part, ast.Compare):
            held = [part.left, *part.comparators]
        elif isinstance(part, ast.UnaryOp) and not isinstance(part.op, ast.Not):
            held = [part.operand]
        else:
            continue
        if any(is_truth(each) for each in held):
            return False
    return True


def is_truth(node: ast.AST) -> bool:
    negated = isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not)
    return negated or isinstance(node, (ast.Compare, ast.BoolOp))


def outermost(tree: ast.AST, lines: List[str]) -> Iterator[ast.expr]:
    """Each expression of operators on one line that no unbracketed operator holds."""
    inner = set()
    for node in walk_code(tree):
        if is_operated(node) and id(node) not in inner:
            if node.lineno == node.end_lineno:
                yield node
        for child in ast.iter_child_nodes(node):
            if is_operated(node) and is_operated(child):
                if not bracketed(lines, child, node):
                    inner.add(id(child))


def is_operated(node: ast.AST) -> bool:
    if isinstance(node, ast.UnaryOp):
        return type(node.op) in PREFIXES
    if isinstance(node, ast.BinOp):
        return type(node.op) in BINARY
    return isinstance(node, (ast.BoolOp, ast.Compare))


def bracketed(lines: List[str], node: ast.AST, parent: ast.AST) -> bool:
    """Did the learner write brackets around this operand of `parent`?"""
    if (node.lineno, node.col_offset) == (parent.lineno, parent.col_offset):
        return False
    before = lines[node.lineno - 1].encode()[: node.col_offset].rstrip()
    return before.endswith(b"(")


def flattened(lines: List[str], node: ast.AST, prefix: Tuple[str, ...] = ()):
    """(operands, operators): each operand as (its prefixes, its text), the
    operators between them, as written left to right; an operand the learner
    bracketed stays whole."""

    def part(child):
        if is_operated(child) and not bracketed(lines, child, node):
            return flattened(lines, child)
        if is_operated(child):  # its brackets kept as written
            return [((), f"({text(lines, child)})")], []
        return [((), text(lines, child))], []

    if isinstance(node, ast.UnaryOp):
        (first, *rest), operators = part(node.operand)
        return [((PREFIXES[type(node.op)], *first[0]), first[1]), *rest], operators
    if isinstance(node, ast.BinOp):
        children, between = [node.left, node.right], [BINARY[type(node.op)]]
    elif isinstance(node, ast.BoolOp):
        children = node.values
        between = [BOOLEAN[type(node.op)]] * (len(children) - 1)
    else:
        children = [node.left, *node.comparators]
        between = [COMPARED[type(op)] for op in node.ops]
    operands, operators = [], []
    for at, child in enumerate(children):
        inner, inner_operators = part(child)
        if at:
            operators.append(between[at - 1])
        operands += inner
        operators += inner_operators
    return operands, operators


def bracketings(operands, operators, start=0, end=None, taken=0) -> List[tuple]:
    """Every tree over operands[start:end]: ("leaf", text), ("prefix", p, tree) or
    ("binary", operator, left, right); `taken` prefixes of the first operand are
    already applied outside."""
    end = len(operands) if end is None else end
    prefixes, word = operands[start]
    if end - start == 1:
        leaf = ("leaf", word)
        for prefix in reversed(prefixes[taken:]):
            leaf = ("prefix", prefix, leaf)
        return [leaf]
    found = []
    if taken < len(prefixes):
        inner = bracketings(operands, operators, start, end, taken + 1)
        found += [("prefix", prefixes[taken], tree) for tree in inner]
    for cut in range(start + 1, end):
        for left in bracketings(operands, operators, start, cut, taken):
            for right in bracketings(operands, operators, cut, end):
                found.append(("binary", operators[cut - 1], left, right))
    return found


OPEN, CLOSE = "\x01", "\x02"  # the brackets a bracketing adds, till written


def spelled(tree: tuple, top: bool = True) -> str:
    """The tree written with brackets (OPEN, CLOSE) round every group but the
    whole."""
    if tree[0] == "leaf":
        return tree[1]
    if tree[0] == "prefix":
        said = f"{tree[1]}{spelled(tree[2], top=False)}"
    else:
        _, operator, left, right = tree
        said = f"{spelled(left, False)} {operator} {spelled(right, False)}"
    return said if top else f"{OPEN}{said}{CLOSE}"


def written(full: str) -> str:
    """The expression with each pair of brackets it added that changes nothing
    left out."""
    want = shape(parse(plain(full)))
    done = False
    while not done:
        done = True
        for opened, closed in pairs(full):
            trial = full[:opened] + full[opened + 1 : closed] + full[closed + 1 :]
            parsed = parse(plain(trial))
            if parsed is not None and shape(parsed) == want:
                full, done = trial, False
                break
    return plain(full)


def plain(full: str) -> str:
    return full.replace(OPEN, "(").replace(CLOSE, ")")


def pairs(full: str) -> List[Tuple[int, int]]:
    """(where it opens, where it closes) for each pair of brackets added."""
    found, stack = [], []
    for at, char in enumerate(full):
        if char == OPEN:
            stack.append(at)
        elif char == CLOSE:
            found.append((stack.pop(), at))
    return found


def parse(code: str) -> Optional[ast.expr]:
    try:
        return ast.parse(code, mode="eval").body
    except SyntaxError:
        return None


def shape(node: ast.AST) -> str:
    """The expression's meaning as a tree, an associative operator's run flat:
    `(a | b) | c` and `a | b | c` alike."""
    if isinstance(node, ast.BinOp) and type(node.op) in BINARY:
        operator = BINARY[type(node.op)]
        parts = [node.left, node.right]
    elif isinstance(node, ast.BoolOp):
        operator, parts = BOOLEAN[type(node.op)], node.values
    elif isinstance(node, ast.UnaryOp) and type(node.op) in PREFIXES:
        return f"{PREFIXES[type(node.op)]}({shape(node.operand)})"
    elif isinstance(node, ast.Compare):
        words = [shape(node.left)]
        for op, right in zip(node.ops, node.comparators):
            words += [COMPARED[type(op)], shape(right)]
        return f"({' '.join(words)})"
    else:
        return ast.dump(node)
    if operator in ASSOCIATIVE:
        parts = [p for part in parts for p in runs(part, node)]
    return f"({f' {operator} '.join(shape(part) for part in parts)})"


def runs(part: ast.AST, whole: ast.AST) -> List[ast.AST]:
    """The part, or its own parts where it is the same associative operator."""
    same = type(part) is type(whole) and type(part.op) is type(whole.op)
    if not same:
        return [part]
    inner = [part.left, part.right] if isinstance(part, ast.BinOp) else part.values
    return [p for each in inner for p in runs(each, whole)]


def runs_bracketed(operands, operators) -> Iterator[str]:
    """For each kind of operator, the expression with each run of it bracketed."""
    for kind in dict.fromkeys(operators):
        words, at = [], 0
        while at < len(operands):
            end = at
            while end < len(operators) and operators[end] == kind:
                end += 1
            run = [operand_text(operands[at])]
            for k in range(at, end):
                run += [operators[k], operand_text(operands[k + 1])]
            joined = " ".join(run)
            words.append(f"({joined})" if end > at else joined)
            if end < len(operators):
                words.append(operators[end])
            at = end + 1
        yield " ".join(words)


def operand_text(operand) -> str:
    prefixes, word = operand
    return "".join(prefixes) + word


def grouped(lines: List[str], node: ast.AST, top: bool = True) -> str:
    """The expression as Python reads it: each group of its operators bracketed."""
    if not is_operated(node):
        return text(lines, node)
    if isinstance(node, ast.UnaryOp):
        written_ = f"{PREFIXES[type(node.op)]}{grouped(lines, node.operand, False)}"
    elif isinstance(node, ast.BinOp):
        left, right = grouped(lines, node.left, False), grouped(
            lines, node.right, False
        )
        written_ = f"{left} {BINARY[type(node.op)]} {right}"
    elif isinstance(node, ast.BoolOp):
        joined = f" {BOOLEAN[type(node.op)]} "
        written_ = joined.join(grouped(lines, value, False) for value in node.values)
    else:
        words = [grouped(lines, node.left, False)]
        for op, right in zip(node.ops, node.comparators):
            words += [COMPARED[type(op)], grouped(lines, right, False)]
        written_ = " ".join(words)
    return written_ if top else f"({written_})"
