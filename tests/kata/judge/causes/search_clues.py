"""Clues to slips a search makes, read from a learner's source with ``ast``: `~` with
no mask, a generator called and its result dropped, both diagonal masks shifted one
way, one row list repeated for every row, a board recorded a row early, a list sized
too small for its index, and the loop an endless search turns in.

Each finder returns Clues (line, text); the coach names one only where a wrong
answer confirms it.
"""

import ast
from math import comb
from typing import List, Optional, Set

from ...basics.arithmetic import evaluated
from ...basics.boards import plural
from ...basics.vocabulary import COLUMNS, COUNTERS, ROWS
from ..words.catalogue import Words, words
from .source import Clue, name_of, own_nodes, parsed


def looped_names(nodes: list) -> Set[str]:
    """The names a `while` with no `break` loops on (`while free:`) that are never
    cut to width with `&=` (`free &= full`; `free &= free - 1` only drops a bit)."""
    looped = {
        node.test.id
        for node in nodes
        if isinstance(node, ast.While)
        and isinstance(node.test, ast.Name)
        and not any(isinstance(inner, ast.Break) for inner in ast.walk(node))
    }
    cut = {
        node.target.id
        for node in nodes
        if isinstance(node, ast.AugAssign)
        and isinstance(node.op, ast.BitAnd)
        and isinstance(node.target, ast.Name)
        and node.target.id not in names_read(node.value)
    }
    return looped - cut


def names_read(node: ast.AST) -> Set[str]:
    return {inner.id for inner in ast.walk(node) if isinstance(inner, ast.Name)}


def unmasked_complements(tree: ast.AST) -> List[Clue]:
    """`free = ~x`, not cut to n bits with `&`, where a `while free:` of the same
    function loops on it: a negative int, with every bit above n set, never runs
    out."""
    functions = [tree] + [f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)]
    return [
        Clue(
            node.lineno,
            words("search.unmasked", code=ast.unparse(node.value)),
        )
        for function in functions
        for looped in [looped_names(own_nodes(function))]
        for node in own_nodes(function)
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.UnaryOp)
        and isinstance(node.value.op, ast.Invert)
        and any(getattr(target, "id", None) in looped for target in node.targets)
    ]


def generator_names(tree: ast.AST) -> Set[str]:
    """The functions of the file that `yield`: calling one only makes a generator."""
    return {
        function.name
        for function in ast.walk(tree)
        if isinstance(function, ast.FunctionDef)
        and any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in own_nodes(function))
    }


def dropped_generators(tree: ast.AST) -> List[Clue]:
    """A call of a generator function whose result is dropped: its body never runs."""
    makers = generator_names(tree)
    return [
        Clue(
            node.lineno,
            words("search.dropped", code=ast.unparse(node.value)),
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Call)
        and name_of(node.value.func).split(".")[-1] in makers
    ]


def shifts_by_one(node, op) -> List[ast.BinOp]:
    """The `x << 1` (op ast.LShift) or `x >> 1` (ast.RShift) in the node."""
    return [
        x
        for x in ast.walk(node)
        if isinstance(x, ast.BinOp)
        and isinstance(x.op, op)
        and getattr(x.right, "value", None) == 1
    ]


def one_way_shifts(tree: ast.AST) -> List[Clue]:
    """A call handing on two diagonal masks both shifted the same way by one, in a
    file that never shifts the other way: one diagonal is never followed."""
    found = []
    for op, other, way in (
        (ast.LShift, ast.RShift, "<<"),
        (ast.RShift, ast.LShift, ">>"),
    ):
        if shifts_by_one(tree, other):
            continue
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and len([arg for arg in node.args if shifts_by_one(arg, op)]) >= 2
            ):
                found.append(
                    Clue(
                        node.lineno,
                        words("search.one_way", way=way),
                    )
                )
    return found


def repeated_rows(tree: ast.AST) -> List[Clue]:
    """`[['.'] * n] * n`: one row list, repeated; every row is the same object."""
    return [
        Clue(
            node.lineno,
            words("search.repeated_rows", code=ast.unparse(node)),
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Mult)
        and isinstance(node.left, ast.List)
        and len(node.left.elts) == 1
        and is_a_list(node.left.elts[0])
    ]


def is_a_list(node) -> bool:
    """Is the expression a list (one that changes in place), not a string? `['.']
    * n` is; `'.' * n` is not (a string is replaced, never changed)."""
    if isinstance(node, (ast.List, ast.ListComp)):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        return is_a_list(node.left) or is_a_list(node.right)
    return isinstance(node, ast.Call) and getattr(node.func, "id", "") == "list"


def search_slips(source: str) -> List[Clue]:
    """Slips a search makes that read plainly in its source, top to bottom: `~` with
    no mask, a generator called and dropped, both diagonals shifted the same way,
    one row list repeated for every row."""
    tree = parsed(source)
    if tree is None:
        return []
    finders = (unmasked_complements, dropped_generators, one_way_shifts, repeated_rows)
    return sorted({clue for finder in finders for clue in finder(tree)})


def every_column_choice(source: str) -> List[Clue]:
    """`product(range(n), repeat=n)`: every choice of a column for each row, n**n of
    them; `combinations(range(n * n), n)`: every choice of n squares of the board;
    each made whole before it is checked."""
    tree = parsed(source)
    found = []
    for node in ast.walk(tree) if tree else ():
        called = getattr(node, "func", None)
        called = getattr(called, "id", getattr(called, "attr", ""))
        if called == "product" and any(k.arg == "repeat" for k in node.keywords):
            made = words("search.every_column", count=9**9)
        elif called == "combinations" and node.args and squares(node.args[0]):
            made = words("search.every_square", count=comb(81, 9))
        else:
            continue
        said = words("search.made_whole", code=ast.unparse(node), made=made)
        found.append(Clue(node.lineno, said))
    return found


def squares(node: ast.AST) -> bool:
    """Does the expression count the board's squares (`n * n`, `n ** 2`)?"""
    text = ast.unparse(node)
    return any(form in text for form in ("n * n", "n ** 2", "n*n"))


def sized_lists(tree: ast.AST) -> dict:
    """The lists made `[x] * size` (or `size * [x]`), by name: {name: size node}."""
    found = {}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.BinOp)):
            continue
        value = node.value
        if not isinstance(value.op, ast.Mult):
            continue
        size = value.right if isinstance(value.left, ast.List) else value.left
        if isinstance(size, ast.List):
            continue
        for target in node.targets:
            for name in target.elts if isinstance(target, ast.Tuple) else [target]:
                if isinstance(name, ast.Name):
                    found[name.id] = size
    return found


def values_over_squares(node, n: int) -> Optional[List[int]]:
    """The values an expression of n, a row and a column takes over the board's
    squares, or None if it names anything else (a walk's step, `k`, is no row)."""
    names = {x.id for x in ast.walk(node) if isinstance(x, ast.Name)}
    rows = names & (set(ROWS) - set(COUNTERS))
    cols = names & set(COLUMNS)
    if names - rows - cols - {"n"} or len(rows) > 1 or len(cols) > 1:
        return None
    values = [
        evaluated(node, {"n": n, **dict.fromkeys(rows, r), **dict.fromkeys(cols, c)})
        for r in range(n)
        for c in range(n)
    ]
    return None if any(type(value) is not int for value in values) else values


def index_overrun(source: str, line: int, n: int) -> Optional[Words]:
    """'hill[r-c+n] reaches index 1, but hill is [...] * (2*n-1), 1 item': a list
    on the line, sized from n, that an index over the board's squares runs past."""
    tree = parsed(source)
    if tree is None:
        return None
    sizes = sized_lists(tree)
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Subscript)
            and node.lineno == line
            and isinstance(node.value, ast.Name)
            and node.value.id in sizes
        ):
            continue
        indexes = values_over_squares(node.slice, n)
        size = values_over_squares(sizes[node.value.id], n)
        if indexes and size and max(indexes) >= size[0]:
            return words(
                "search.overrun",
                code=ast.unparse(node),
                index=max(indexes),
                n=n,
                name=node.value.id,
                size=ast.unparse(sizes[node.value.id]),
                items=plural(size[0], "item"),
                last=size[0] - 1,
            )
    return None
