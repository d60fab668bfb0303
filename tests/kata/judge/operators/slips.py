"""Guesses at slips of Python's rules: an operator that binds tighter than meant, a
line one level too deep, a Counter's zero keys, a middle column doubled or mirrored (a loop left early is
``kata.judge.operators.exits``)."""

import ast
from typing import Iterator, List

from .halves import middles_doubled_after
from ...watch.keys import assigned
from ..causes.source import is_range
from ..words.catalogue import words
from ..words.edits import dedent, wrap
from .edit import ARITHMETIC, LOWER, SHIFTS, Edit, parenthesized
from .edit import combined, indent_of, replaced, text


def slips(tree: ast.AST, lines: List[str]) -> Iterator[tuple]:
    """(node, the node's text mended, why) for each operator that binds tighter than
    its line seems to mean: `a | b << 1` is `a | (b << 1)`; `1 << n - 1` is
    `1 << (n - 1)`."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.BinOp) or node.lineno != node.end_lineno:
            continue
        inner, whole = node.right, text(lines, node)
        low = LOWER.get(type(node.op)) or ARITHMETIC.get(type(node.op))
        if low and isinstance(inner, ast.BinOp) and type(inner.op) in SHIFTS:
            if parenthesized(lines, inner):
                continue
            shift, by = SHIFTS[type(inner.op)], text(lines, inner.right)
            left, moved = text(lines, node.left), text(lines, inner.left)
            yield node, f"({left} {low} {moved}) {shift} {by}", words(
                "why.slips.shifted_alone",
                shift=shift,
                low=low,
                whole=whole,
                left=left,
                moved=moved,
                by=by,
            )
        arithmetic = ARITHMETIC.get(type(getattr(inner, "op", None)))
        if type(node.op) in SHIFTS and arithmetic and not parenthesized(lines, inner):
            shift = SHIFTS[type(node.op)]
            base, by = text(lines, node.left), text(lines, inner.left)
            rest = text(lines, inner.right)
            why = words(
                "why.slips.shifted_by_all",
                arithmetic=arithmetic,
                shift=shift,
                whole=whole,
                base=base,
                by=by,
                rest=rest,
            )
            yield node, f"({base} {shift} {by}) {arithmetic} {rest}", why
            yield node, f"{base} {shift} {by}", why


def precedence(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """Each slip of precedence mended alone; `full & ~cols | ld | rd` too."""
    for node, new, why in slips(tree, lines):
        yield from replaced(lines, node, new, why)
    for node in ast.walk(tree):
        masked = unbracketed_mask(node)
        if masked is not None:
            full, taken = text(lines, masked.left), text(lines, masked.right.operand)
            rest = text(lines, node)[len(text(lines, masked)) :].strip()
            whole = text(lines, node)
            why = words(
                "why.slips.mask", whole=whole, full=full, taken=taken, rest=rest
            )
            yield from replaced(lines, node, f"{full} & ~({taken} {rest})", why)


def unbracketed_mask(node: ast.AST):
    """In `full & ~cols | ld | rd`, the `full & ~cols` at its left end, else None."""
    if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr)):
        return None
    left = node.left
    while isinstance(left, ast.BinOp) and isinstance(left.op, ast.BitOr):
        left = left.left
    if (
        isinstance(left, ast.BinOp)
        and isinstance(left.op, ast.BitAnd)
        and isinstance(left.right, ast.UnaryOp)
        and isinstance(left.right.op, ast.Invert)
        and node.lineno == node.end_lineno
    ):
        return left
    return None


def together(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """Every slip of precedence on one line mended at once: `a | b << 1, c | d >> 1`."""
    yield from combined(lines, list(slips(tree, lines)))


def dedented(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """The last line of an if's body, one level out: it ran only when the if held."""
    for node in ast.walk(tree):
        if not (isinstance(node, ast.If) and len(node.body) > 1 and not node.orelse):
            continue
        last = node.body[-1]
        if last.lineno != last.end_lineno or not isinstance(last, ast.Assign):
            continue
        line = lines[last.lineno - 1]
        outer = lines[node.lineno - 1]
        indent = len(outer) - len(outer.lstrip())
        why = words("why.slips.inside_if", line=node.lineno)
        yield dedent(last.lineno, line, " " * indent + line.lstrip(), why)


def counters(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`x in counter`, `x in flags`: a Counter keeps a key whose count fell to 0, a
    dict one whose value was set to False (each alone, and all of a line at once)."""
    found = list(kept_keys(tree, lines))
    yield from combined(lines, found)
    for node, new, why in found:
        yield from replaced(lines, node, new, why)


def kept_keys(tree: ast.AST, lines: List[str]) -> Iterator[tuple]:
    counters, flags = counted(tree), falsified(tree)
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Compare)
            and len(node.ops) == 1
            and isinstance(node.ops[0], ast.In)
            and holder(node.comparators[0])
        ):
            continue
        name, key = holder(node.comparators[0]), text(lines, node.left)
        if name in counters:
            yield node, f"{name}[{key}] > 0", words(
                "why.slips.counter", maker=counters[name]
            )
        elif name in flags:
            yield node, f"{name}.get({key})", words("why.slips.false_kept")


def holder(node: ast.AST) -> str:
    """The name a value is held by, a local's or an attribute's of one (`cols`,
    `self.cols`), else ""."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return f"{node.value.id}.{node.attr}"
    return ""


def counted(tree: ast.AST) -> dict:
    """{name: its maker} for each name (or attribute, `self.hits`) given a Counter()
    or a defaultdict(int), alone or in a tuple (`cols, d1 = Counter(), Counter()`)."""
    found = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for name, value in assigned(node):
                maker = counter_made(value)
                if holder(name) and maker:
                    found[holder(name)] = maker
    return found


def counter_made(value: ast.AST) -> str:
    """The maker: Counter for `Counter()`, defaultdict for `defaultdict(int)`."""
    if not isinstance(value, ast.Call):
        return ""
    called = getattr(value.func, "id", None) or getattr(value.func, "attr", None)
    if called == "Counter":
        return "Counter"
    ints = [getattr(arg, "id", None) for arg in value.args] == ["int"]
    return "defaultdict" if called == "defaultdict" and ints else ""


def falsified(tree: ast.AST) -> set:
    """The names (or attributes) whose items are set to False or 0 somewhere:
    d[k] = False."""
    return {
        holder(target.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and node.value.value in (False, 0)
        and node.value.value is not None
        for target in node.targets
        if isinstance(target, ast.Subscript) and holder(target.value)
    }


def middles(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`total += 2 * count` in a loop over half the first row, middle included."""
    for loop in ast.walk(tree):
        if not (
            isinstance(loop, ast.For)
            and is_range(loop.iter)
            and isinstance(loop.target, ast.Name)
            and "// 2" in text(lines, loop.iter)
        ):
            continue
        col = loop.target.id
        if "(n + 1) // 2" in text(lines, loop.iter):
            why = words("why.slips.odd_half", half=text(lines, loop.iter))
            yield from replaced(lines, loop.iter, "range(n // 2)", why)
        for node in ast.walk(loop):
            if not (isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add)):
                continue
            value = node.value
            if not (isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mult)):
                continue
            two = [side for side in (value.left, value.right) if is_two(side)]
            if not two:
                continue
            other = value.right if two[0] is value.left else value.left
            once = text(lines, other)
            new = f"{once} if 2 * {col} + 1 == n else {text(lines, value)}"
            why = words("why.slips.middle_doubled", loop=loop.lineno, col=col)
            yield from replaced(lines, value, new, why)
    yield from middles_doubled_after(tree, lines)


def is_two(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value == 2


def mirrors(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A board's mirror added for every board, a middle first queen's too."""
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)):
            continue
        mirrored = [
            inner.generators[0].iter.id
            for inner in ast.walk(node.value)
            if isinstance(inner, ast.ListComp)
            and isinstance(inner.generators[0].iter, ast.Name)
            and "[::-1]" in text(lines, inner.elt).replace(" ", "")
        ]
        if not mirrored or node.lineno != node.end_lineno:
            continue
        line = lines[node.lineno - 1]
        indent = indent_of(line)
        board = mirrored[0]
        test = f'n % 2 == 0 or {board}[0][n // 2] != "Q"'
        why = words("why.slips.middle_mirrored")
        yield wrap(node.lineno, line, f"{indent}if {test}: {line.strip()}", why)
