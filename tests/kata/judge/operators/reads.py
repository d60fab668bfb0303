"""The general repair search's changes to how a value is read or written:
`d.get(k)` read for its truth as `k in d` and a name read for its truth as `x is
not None` (a stored 0 is false, and so is an empty list handed in), the two names a `for` unpacks from `.items()` or
`enumerate()` in each other's place (where they are unpacked, or where one is
used in a sum or a difference), `(c)` joined to a tuple as `(c,)`, `return []` in
a search that builds on what it returns as `return [[]]`, `fill(row + 1)` in
`def fill(col)` as `fill(col + 1)` (two arguments traded are
``operators.arguments``'). Each `why` says what Python does with the line
as written."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import replace
from .edit import Edit, combined, parenthesized, replaced, text, walk_code

PAIRS = {  # what each hands out, as keys of the catalogue: the pair unpacked, and a
    # sum or difference that uses the first of the pair, or the second
    "items": ("why.reads.items", "why.reads.items_key", "why.reads.items_value"),
    "enumerate": (
        "why.reads.enumerate",
        "why.reads.enumerate_index",
        "why.reads.enumerate_item",
    ),
}


def truth_of_gets(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`d.get(k)` where only its truth is read (a test, `not`, `and`/`or`) as
    `k in d`: each alone, then all of one test at once (on one line, or on the
    lines the test takes)."""
    each = words("why.reads.gets")
    for test in tested(tree):
        found = []
        for node in truth_read(test):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "get"
                and len(node.args) == 1
                and not node.keywords
                and node.lineno == node.end_lineno
            ):
                continue
            held, key = text(lines, node.func.value), text(lines, node.args[0])
            why = words("why.reads.get", held=held, asked=key)
            found.append((node, f"{key} in {held}", why))
        for node, new, why in found:
            yield from replaced(lines, node, new, why)
        if len(found) > 1:
            yield from all_of(lines, [(node, new, each) for node, new, _ in found])


def all_of(lines: List[str], found: List[tuple]) -> Iterator[Edit]:
    """Every change of `found` ((node, new text, why)) at once: on one line, or on
    the first line with the others made on theirs (`also`, by `pieces`)."""
    rows = sorted({node.lineno for node, _, _ in found})
    if len(rows) == 1:
        yield from combined(lines, found)
        return
    first = [change for change in found if change[0].lineno == rows[0]]
    mine = list(combined(lines, first)) if len(first) > 1 else []
    mine = mine or replaced(lines, first[0][0], first[0][1], first[0][2])
    pieces = tuple((text(lines, node), new) for node, new, _ in found)
    for edit in mine:
        yield edit._replace(also=tuple(rows[1:]), pieces=pieces, why=found[0][2])


def truth_of_names(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`if c and ...`, `if c:` or `if owner[col] or ...`, a name or an item read for
    its truth (in an `if`, or beside other tests), as `c is not None`: a stored 0,
    or a parameter's empty list, is false too."""
    alone = [node.test for node in ast.walk(tree) if isinstance(node, ast.If)]
    handed = parameters(tree)
    for test in tested(tree):
        if not isinstance(test, ast.BoolOp) and test not in alone:
            continue
        for node in truth_read(test):
            if isinstance(node, (ast.Name, ast.Subscript)):
                read = text(lines, node)
                why = words("why.reads.truth", read=read)
                if getattr(node, "id", None) in handed:  # it may be an empty list
                    why = words("why.reads.empty_list", read=read)
                yield from replaced(lines, node, f"{read} is not None", why)


def parameters(tree: ast.AST) -> set:
    """The names the file's functions take (`self` left out)."""
    return {
        arg.arg
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef)
        for arg in node.args.args
        if arg.arg != "self"
    }


def tested(tree: ast.AST) -> Iterator[ast.AST]:
    """The tests: an `if`'s, a `while`'s, a conditional's, and what a `not` that
    stands outside them takes."""
    for node in walk_code(tree):
        if isinstance(node, (ast.If, ast.While, ast.IfExp)):
            yield node.test
        elif isinstance(node, ast.Return) and isinstance(node.value, ast.UnaryOp):
            yield node.value


def truth_read(test: ast.AST) -> Iterator[ast.AST]:
    """The parts of a test read only for their truth: each side of `and` and
    `or`, what `not` takes, and the test itself where it is neither."""
    if isinstance(test, ast.BoolOp):
        for value in test.values:
            yield from truth_read(value)
    elif isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        yield from truth_read(test.operand)
    else:
        yield test


def pairs_traded(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """The two names a `for` unpacks from `.items()` or `enumerate()`, each in the
    other's place: where they are unpacked, or where one is used."""
    yield from unpacked_swapped(tree, lines)
    yield from names_traded(tree, lines)


def unpacked_swapped(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`for c, r in placed.items():` as `for r, c in placed.items():`, and the
    same for enumerate()."""
    for loop, first, second, called in unpacked_pairs(tree):
        why = words(PAIRS[called][0], first=first, second=second)
        yield from replaced(lines, loop.target, f"{second}, {first}", why)


def names_traded(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """In the body of `for i, q in enumerate(queens)` (a loop or a comprehension),
    `r - q` as `r - i`, and `i` as `q` in a sum or a difference."""
    for loop, first, second, called in unpacked_pairs(tree):
        body = loop.body if isinstance(loop, ast.For) else list(loop_parts(tree, loop))
        sums = [
            node
            for statement in body
            for node in ast.walk(statement)
            if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub))
        ]
        for node in sums:
            for side in (node.left, node.right):
                name = getattr(side, "id", None)
                if name not in (first, second):
                    continue
                other = second if name == first else first
                said = PAIRS[called][1 if name == first else 2]
                why = words(said, used=text(lines, node), name=name, other=other)
                yield from replaced(lines, side, other, why)


def unpacked_pairs(tree: ast.AST) -> Iterator[tuple]:
    """(the loop, its first name, its second, what it goes over) for each `for a,
    b in enumerate(...)` or `.items()`."""
    for loop in ast.walk(tree):
        if (
            isinstance(loop, (ast.For, ast.comprehension))
            and isinstance(loop.target, ast.Tuple)
            and len(loop.target.elts) == 2
            and all(isinstance(name, ast.Name) for name in loop.target.elts)
            and isinstance(loop.iter, ast.Call)
        ):
            called = called_name(loop.iter)
            if called in PAIRS:
                yield loop, loop.target.elts[0].id, loop.target.elts[1].id, called


def loop_parts(tree: ast.AST, generator: ast.comprehension) -> Iterator[ast.AST]:
    """What a comprehension's `for` feeds: its own tests and the expression made."""
    for node in ast.walk(tree):
        if (
            isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp))
            and generator in node.generators
        ):
            yield node.elt
            for each in node.generators:
                yield from each.ifs


def levels_left_out(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A container one level short: `(c)`, no tuple, as `(c,)`; `return []`, no
    way at all, as `[[]]`, one way with nothing in it."""
    yield from one_item_tuples(tree, lines)
    yield from empty_bases(tree, lines)


def one_item_tuples(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`partial + (c)`, where `(c)` is c itself, as `partial + (c,)`."""
    for node in walk_code(tree):
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add)):
            continue
        item = node.right
        if isinstance(item, ast.Tuple) or not parenthesized(lines, item):
            continue
        written = text(lines, item)
        why = words("why.reads.one_item", item=written)
        yield from replaced(lines, item, f"{written},", why)


def empty_bases(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`return []` in a function that calls itself and builds on what the call
    returns, as `return [[]]`."""
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        calls_itself = any(
            called_name(node) == function.name for node in ast.walk(function)
        )
        for node in ast.walk(function) if calls_itself else ():
            if (
                isinstance(node, ast.Return)
                and isinstance(node.value, ast.List)
                and not node.value.elts
            ):
                why = words("why.reads.empty_base")
                yield from replaced(lines, node.value, "[[]]", why)


def handed_on(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """In `def fill(col)`, a call `fill(row + 1)` that steps another name on than
    the one it stands for, as `fill(col + 1)`."""
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        names = [arg.arg for arg in function.args.args if arg.arg != "self"]
        for call in ast.walk(function):
            if called_name(call) != function.name:
                continue
            for name, arg in zip(names, call.args):
                stepped = getattr(arg, "left", None)
                if not (
                    isinstance(arg, ast.BinOp)
                    and isinstance(arg.op, (ast.Add, ast.Sub))
                    and isinstance(stepped, ast.Name)
                    and stepped.id != name
                ):
                    continue
                why = words(
                    "why.reads.handed_on",
                    function=function.name,
                    name=name,
                    arg=text(lines, arg),
                    stepped=stepped.id,
                )
                yield from replaced(lines, stepped, name, why)


def called_name(node: ast.AST) -> str:
    """The name a call calls: `fill` for `fill(...)` and `self.fill(...)`,
    `items` for `placed.items()`; '' for anything that is no call."""
    func = getattr(node, "func", None) if isinstance(node, ast.Call) else None
    return getattr(func, "attr", None) or getattr(func, "id", None) or ""
