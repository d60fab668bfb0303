"""A built-in call given what it takes, changes that make sense in any Python
program: a container made from one value given that value as its one item
(`deque(start)`, which takes an iterable of items, as `deque([start])`), and
`reduce(f, items)` given the start value that makes an empty `items` no error
(`0` for `|`, `+`, `^`; `1` for `*`)."""

import ast
from typing import Iterator, List, Optional

from ..words.catalogue import words
from .edit import Edit, replaced, text
from ..words.edits import replace

MAKERS = {"deque", "list", "set", "frozenset", "tuple"}  # take an iterable of items
STARTS = {  # reduce()'s operator, by its name or its lambda's, -> the start it takes
    "or_": "0", "add": "0", "xor": "0", "ior": "0", "iadd": "0", "ixor": "0",
    "mul": "1", "imul": "1",
}  # fmt: skip
LAMBDAS = {ast.BitOr: "0", ast.Add: "0", ast.BitXor: "0", ast.Mult: "1"}


def call_arguments(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`deque(Start())` as `deque([Start()])`; `reduce(or_, bits)` as `reduce(or_,
    bits, 0)`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and not node.keywords:
            yield from one_item(node, lines)
            yield from started(node, lines)


def called(node: ast.Call) -> str:
    """The name a call calls: `deque` of `deque(...)` and `collections.deque(...)`."""
    func = node.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def one_item(node: ast.Call, lines: List[str]) -> Iterator[Edit]:
    """A container made from one value that is no iterable of items meant: an
    instance of a class (a capitalised name called) or a tuple written out."""
    maker = called(node)
    if maker not in MAKERS or len(node.args) != 1:
        return
    (value,) = node.args
    if not (isinstance(value, ast.Tuple) and value.elts) and not made(value):
        return
    inner = text(lines, value)
    if isinstance(value, ast.Tuple) and not inner.startswith("("):
        inner = f"({inner})"
    why = words("why.calls.one_item", maker=maker, value=text(lines, value))
    yield from replaced(lines, value, f"[{inner}]", why)


def made(value: ast.expr) -> bool:
    """Is the value an instance made by calling a class (`Partial()`,
    `self.State(...)`)?"""
    return isinstance(value, ast.Call) and called(value)[:1].isupper()


def started(node: ast.Call, lines: List[str]) -> Iterator[Edit]:
    """`reduce(f, items)` with no start: the start of f's operator added, on the
    call's last line, before its closing bracket (the call's lines written anew,
    so that the edit stands on its first line, the one that runs)."""
    if called(node) != "reduce" or len(node.args) != 2:
        return
    start = start_of(node.args[0])
    if start is None:
        return
    first, last = node.lineno, node.end_lineno
    raw = lines[last - 1].encode()
    closing = node.end_col_offset - 1
    if raw[closing : closing + 1] != b")":
        return
    after = (raw[:closing] + f", {start}".encode() + raw[closing:]).decode()
    why = words("why.calls.reduce_start", start=start)
    new = "\n".join([*lines[first - 1 : last - 1], after])
    yield replace(first, lines[first - 1], new, why, last=last if last > first else 0)


def start_of(function: ast.expr) -> Optional[str]:
    """The start value that leaves the operator's first item as it is, where the
    operator is one of STARTS or a lambda of one of LAMBDAS."""
    if isinstance(function, ast.Lambda) and isinstance(function.body, ast.BinOp):
        return LAMBDAS.get(type(function.body.op))
    name = function.id if isinstance(function, ast.Name) else None
    name = getattr(function, "attr", name)
    return STARTS.get(name)
