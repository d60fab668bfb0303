"""The general repair search's changes to an expression or a jump, the inverse of
a mutation tester's: a comparison or arithmetic operator swapped, a constant one
off, `<<` for `>>`, `and` for `or`, `any()` for `all()`, `len(set(x))` for
`len(x)`, `break` for `continue`, one of two lists joined by `+` left out, `+=` for
`=` where a count set to 0 is set again in a loop. Each Edit's `why` says what
Python does with the line as written (none where a number one off is the whole
story); ``judge.repair.search`` orders them by the lines a run ran."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import replace
from .edit import Edit, indent_of, replaced, text, walk_code
from .numbers import is_number
from .python import identities, operand

# A comparison as written -> the ones tried in its place.
COMPARED = {
    ast.Lt: ("<=", ">"),
    ast.LtE: ("<", ">="),
    ast.Gt: (">=", "<"),
    ast.GtE: (">", "<="),
    ast.Eq: ("!=",),
    ast.NotEq: ("==",),
    ast.In: ("not in",),
    ast.NotIn: ("in",),
}
SAID = {  # what Python makes of each comparison as written: a key of the catalogue
    ast.Lt: "why.mutants.strict",
    ast.LtE: "why.mutants.or_equal",
    ast.Gt: "why.mutants.strict",
    ast.GtE: "why.mutants.or_equal",
    ast.Eq: "why.mutants.equal",
    ast.NotEq: "why.mutants.differ",
    ast.In: "why.mutants.in",
    ast.NotIn: "why.mutants.not_in",
}
SWAPPED = {  # an operator as written -> its near kin, tried in its place
    ast.Add: ("-",),
    ast.Sub: ("+",),
    ast.LShift: (">>",),
    ast.RShift: ("<<",),
    ast.Div: ("//",),
    ast.Mult: ("+",),
    ast.FloorDiv: ("%",),
    ast.Mod: ("//",),
    ast.BitXor: ("-",),
    ast.BitOr: ("+",),
}
DONE = {  # what each operator as written does: a key of the catalogue
    ast.Add: "why.mutants.adds",
    ast.Sub: "why.mutants.subtracts",
    ast.LShift: "why.mutants.shifts_up",
    ast.RShift: "why.mutants.shifts_down",
    ast.Div: "why.mutants.divides",
    ast.Mult: "why.mutants.multiplies",
    ast.FloorDiv: "why.mutants.floor_divides",
    ast.Mod: "why.mutants.remainder",
    ast.BitXor: "why.mutants.xor",
    ast.BitOr: "why.mutants.bit_or",
}


def traded(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`a + b` and `a - b` on one line, each written in the other's place: the two
    diagonals' keys handed to each other's sets."""
    sums = [
        node
        for node in walk_code(tree)
        if isinstance(node, ast.BinOp)
        and isinstance(node.op, (ast.Add, ast.Sub))
        and node.lineno == node.end_lineno
    ]
    for plus in (node for node in sums if isinstance(node.op, ast.Add)):
        for minus in (node for node in sums if isinstance(node.op, ast.Sub)):
            if plus.lineno != minus.lineno or not same_operands(lines, plus, minus):
                continue
            line = lines[plus.lineno - 1].encode()
            spans = sorted(
                [(plus, minus), (minus, plus)], key=lambda p: p[0].col_offset
            )
            after, at = b"", 0
            for node, other in spans:
                after += line[at : node.col_offset] + text(lines, other).encode()
                at = node.end_col_offset
            why = words(
                "why.mutants.traded", plus=text(lines, plus), minus=text(lines, minus)
            )
            yield replace(plus.lineno, line.decode(), (after + line[at:]).decode(), why)


def same_operands(lines: List[str], one: ast.BinOp, other: ast.BinOp) -> bool:
    """The same two operands, in the same order (`row + c`, `row - c`)."""
    return (text(lines, one.left), text(lines, one.right)) == (
        text(lines, other.left),
        text(lines, other.right),
    )


def comparisons(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A comparison swapped: `a < b` as `a <= b` or `a > b`, `==` as `!=`, `in`
    as `not in`; `a is b` as `a == b` (``python.identities``)."""
    yield from swapped_comparisons(tree, lines)
    yield from identities(tree, lines)


def swapped_comparisons(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`a < b` as `a <= b` or `a > b`, `==` as `!=`, `in` as `not in`."""
    for node in walk_code(tree):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1):
            continue
        op = type(node.ops[0])
        if op not in SAID:
            continue
        why = words(SAID[op], compared=text(lines, node))
        for other in COMPARED[op]:
            new = operator_swapped(lines, node, node.left, node.comparators[0], other)
            yield from replaced(lines, node, new, why) if new else []


def arithmetic(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """Each binary operator as its near kin: `a - b` as `a + b` and back, `a << b`
    as `a >> b` and back, `a / b` as `a // b`, `a // b` as `a % b` and back, `a ^ b`
    as `a - b`, `a | b` as `a + b`, `a * b` of two names as `a + b`."""
    for node in walk_code(tree):
        if isinstance(node, ast.BinOp) and type(node.op) in SWAPPED:
            if isinstance(node.op, ast.Mult) and not (
                isinstance(node.left, ast.Name) and isinstance(node.right, ast.Name)
            ):
                continue  # `row * col` as `row + col`; not `"." * c`
            if isinstance(node.op, (ast.BitOr, ast.BitXor)) and of_sets(node):
                continue  # `cols | {c}` is a union: no sum of sets
            said = {"whole": text(lines, node)}
            if isinstance(node.op, (ast.Add, ast.Sub)):
                right, left = operand(lines, node.right), operand(lines, node.left)
                said.update(right=right, left=left)
            why = words(DONE[type(node.op)], **said)
            for other in SWAPPED[type(node.op)]:
                new = operator_swapped(lines, node, node.left, node.right, other)
                yield from replaced(lines, node, new, why) if new else []


def of_sets(node: ast.BinOp) -> bool:
    """A side written as a set: `{c}`, `{... for ...}` or `set(...)`."""
    return any(
        isinstance(side, (ast.Set, ast.SetComp))
        or getattr(getattr(side, "func", None), "id", "") in ("set", "frozenset")
        for side in (node.left, node.right)
    )


def operator_swapped(lines: List[str], node, left, right, other: str) -> str:
    """The node's text with the operator between its two sides written `other`
    (the brackets around either side kept as written); '' where it is not on one
    line."""
    if not (node.lineno == left.end_lineno == right.lineno == node.end_lineno):
        return ""
    raw = lines[node.lineno - 1].encode()
    gap = raw[left.end_col_offset : right.col_offset].decode()
    inside = gap.strip("() \t")
    if not inside:
        return ""
    new_gap = gap.replace(inside, other, 1)
    start, end = node.col_offset, node.end_col_offset
    whole = raw[start:end].decode()
    cut = left.end_col_offset - start
    return whole[:cut] + new_gap + whole[cut + len(gap.encode()) :]


def constants(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """Every whole number one more and one less (a bound, a start, a size); where
    that is 0 and the number is added or taken away, the sum without it (`half`
    for `half + 1`; `x -= 0` is the line left out, tried as such)."""
    added = {
        id(node.value if isinstance(node, ast.AugAssign) else node.right): node
        for node in walk_code(tree)
        if isinstance(node, (ast.AugAssign, ast.BinOp))
        and isinstance(node.op, (ast.Add, ast.Sub))
    }
    for node in walk_code(tree):
        if is_number(node) and not isinstance(getattr(node, "value", None), bool):
            value = ast.literal_eval(node)
            for new in (value - 1, value + 1):
                if not (new == 0 and id(node) in added):
                    yield from replaced(lines, node, str(new))
                elif isinstance(added[id(node)], ast.BinOp):
                    total = added[id(node)]
                    yield from replaced(lines, total, text(lines, total.left))


def jumps(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`break` as `continue` and back, in the loop it leaves or goes on with."""
    for loop in ast.walk(tree):
        if not isinstance(loop, (ast.For, ast.While)):
            continue
        for node in own_statements(loop.body):
            line = lines[node.lineno - 1]
            if isinstance(node, ast.Break) and line.strip() == "break":
                why = words("why.mutants.break", loop=loop.lineno)
                yield replace(node.lineno, line, f"{indent_of(line)}continue", why)
            if isinstance(node, ast.Continue) and line.strip() == "continue":
                why = words("why.mutants.continue", loop=loop.lineno)
                yield replace(node.lineno, line, f"{indent_of(line)}break", why)


def own_statements(block: List[ast.stmt]) -> Iterator[ast.stmt]:
    """The statements of a block, and of the ifs in it, not of inner loops or
    functions."""
    for statement in block:
        yield statement
        if isinstance(statement, ast.If):
            yield from own_statements(statement.body + statement.orelse)
        elif isinstance(statement, (ast.With, ast.Try)):
            yield from own_statements(statement.body)


QUANTIFIERS = {  # any() and all(), each the other's kin, and the key of what each
    # is true for
    "any": ("all", "why.mutants.any"),
    "all": ("any", "why.mutants.all"),
}


def connectives(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`a and b` as `a or b` and back, on one line; `any(...)` as `all(...)` and
    back."""
    for node in walk_code(tree):
        yield from quantifiers(lines, node)
        if not isinstance(node, ast.BoolOp) or node.lineno != node.end_lineno:
            continue
        written, other = (
            ("and", "or") if isinstance(node.op, ast.And) else ("or", "and")
        )
        parts = [text(lines, value) for value in node.values]
        if any(isinstance(value, ast.BoolOp) for value in node.values):
            continue  # a mix of both: which one to change is not plain
        new = f" {other} ".join(parts)
        why = words(f"why.mutants.{written}", test=text(lines, node))
        yield from replaced(lines, node, new, why)


LISTS = (ast.List, ast.ListComp)


def terms_left_out(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`a + [...]`, two lists joined, as either one alone."""
    for node in walk_code(tree):
        if not (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Add)
            and isinstance(node.right, LISTS) | isinstance(node.left, LISTS)
        ):
            continue
        left, right = text(lines, node.left), text(lines, node.right)
        why = words("why.mutants.joined", left=left)
        for kept in (left, right):
            yield from replaced(lines, node, kept, why)


def sums_kept(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`count = go(row + 1)` in a loop, where the function set `count = 0` before
    it, as `count += go(row + 1)`."""
    for function in (
        node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)
    ):
        zeroed = {
            node.targets[0].id
            for node in function.body
            if isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Name)
            and getattr(node.value, "value", None) == 0
        }
        for loop in (
            node
            for node in ast.walk(function)
            if isinstance(node, (ast.For, ast.While))
        ):
            for node in ast.walk(loop):
                if not (
                    isinstance(node, ast.Assign)
                    and len(node.targets) == 1
                    and getattr(node.targets[0], "id", None) in zeroed
                    and node.lineno == node.targets[0].lineno
                ):
                    continue
                name = node.targets[0].id
                line = lines[node.lineno - 1]
                start = line.index(f"{name} =", node.col_offset)
                after = line[:start] + f"{name} +=" + line[start + len(f"{name} =") :]
                why = words("why.mutants.set_each_pass", name=name)
                yield replace(node.lineno, line, after, why)


def quantifiers(lines: List[str], node: ast.AST) -> List[Edit]:
    """`any(...)` as `all(...)`, and back, on its one line."""
    if not (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in QUANTIFIERS
        and len(node.args) == 1
        and not node.keywords
    ):
        return []
    other, said = QUANTIFIERS[node.func.id]
    return replaced(lines, node.func, other, words(said))


def distinct_counts(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`len(items)` as `len(set(items))`: the items told apart, each counted once."""
    for node in walk_code(tree):
        if not (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", "") == "len"
            and len(node.args) == 1
            and not node.keywords
            and isinstance(node.args[0], (ast.Name, ast.Attribute, ast.Subscript))
        ):
            continue
        items = text(lines, node.args[0])
        why = words("why.mutants.len", items=items)
        yield from replaced(lines, node, f"len(set({items}))", why)
