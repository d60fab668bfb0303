"""Where a file records or counts a board wrongly, read from its source with ``ast``:
a board recorded a row early (`row == n - 1`), an odd n's middle column counted
twice (a float `n / 2`, or a half doubled) or never (range(n // 2), doubled), a
count kept in a parameter. The coach names one only where the answer shows it: a
board one row short, a count too high or too low (at an odd n, for the middle)."""

import ast
from typing import List

from ...watch.keys import last_given
from .source import is_range
from ..words.catalogue import words
from .source import Clue, called_on, name_of, parsed


def is_n_minus_one(node) -> bool:
    """Is the expression `n - 1`?"""
    return (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Sub)
        and getattr(node.left, "id", None) == "n"
        and getattr(node.right, "value", None) == 1
    )


def early_records(source: str) -> List[Clue]:
    """`if row == n - 1:` around an append or a count: a board recorded a row early
    (the coach names it only where a board comes back one row short, or the count
    comes out too high)."""
    tree = parsed(source)
    if tree is None:
        return []
    return [
        Clue(
            node.lineno,
            words("record.early", test=ast.unparse(node.test)),
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.If)
        and isinstance(node.test, ast.Compare)
        and isinstance(node.test.ops[0], ast.Eq)
        and any(map(is_n_minus_one, [node.test.left, *node.test.comparators]))
        and (called_on(node, {"append"}) or counts_up(node))
    ]


def doubled_middles(source: str, twice: bool = False) -> List[Clue]:
    """Where an odd n's middle column counts twice: a comparison with `n / 2`, a
    float that no column equals; or a loop over range((n + 1) // 2) whose count is
    doubled (the coach names them only where an odd n's count comes out too high)."""
    tree = parsed(source)
    nodes = list(ast.walk(tree)) if tree else []
    halves = [
        node
        for node in nodes
        if isinstance(node, ast.Compare)
        and any(is_float_half(side) for side in [node.left, *node.comparators])
    ]
    if halves:
        return [
            Clue(
                node.lineno,
                words("record.float_half", code=ast.unparse(node)),
            )
            for node in halves
        ]
    ends = range_ends(tree, nodes)
    loops = [
        (node, end)
        for node, end in ends + handed_ranges(nodes)
        if "(n + 1) // 2" in ast.unparse(end)
    ]
    doubled = [node for node in nodes if is_doubled_count(node)]
    doubled += [node for node in nodes if is_mirror(node)]
    if not loops or middle_handled(nodes, ends):
        return []
    loop, end = loops[0]
    said = quoted(loop, end)
    if twice:  # boards twice: the doubling that counts is in the loop itself
        span = range(loop.lineno, loop.end_lineno + 1) if loop else ()
        doubled = [node for node in doubled if node.lineno in span]
    if not doubled and twice:
        return [
            Clue(
                end.lineno,
                words("record.middle_twice", loop=said),
            )
        ]
    if not doubled:
        return []
    after = [node for node in doubled if node.lineno > end.lineno]
    doubled = sorted(after or doubled, key=lambda node: node.lineno)
    return [
        Clue(
            end.lineno,
            words("record.middle_doubled", loop=said, line=doubled[0].lineno),
            (doubled[0].lineno,),
        )
    ]


def missed_middles(source: str) -> List[Clue]:
    """A loop over range(n // 2) whose boards are doubled or mirrored: an odd n's
    middle column is never tried (the coach names it only where an odd n comes
    out short)."""
    tree = parsed(source)
    nodes = list(ast.walk(tree)) if tree else []
    doubled = [node for node in nodes if is_doubled_count(node) or is_mirror(node)]
    ends = range_ends(tree, nodes)
    if not doubled or middle_handled(nodes, ends):
        return []
    return [
        Clue(
            end.lineno,
            words("record.middle_missed", loop=quoted(loop, end)),
        )
        for loop, end in ends
        if is_half_down(end)
    ]


def range_ends(tree, nodes: list) -> List[tuple]:
    """(loop, its range's end) for each `for` over a range, an end that is a bare
    name read nowhere else taken as the line above the loop gave it (`limit =
    (n + 1) // 2 if r == 0 else n`)."""
    found = []
    for node in nodes:
        if isinstance(node, ast.For) and is_range(node.iter):
            end = node.iter.args[-1]
            if isinstance(end, ast.Name) and reads(nodes, end.id) == 1:
                given = last_given(tree, end.id, 1, node.lineno)
                end = given[1] if given else end
            found.append((node, end))
    return found


def handed_ranges(nodes: list) -> List[tuple]:
    """(None, its end) for each range not looped over where it is made: handed to
    a search as the first row's columns (`self._search(n, range((n + 1) // 2))`)."""
    looped = {id(node.iter) for node in nodes if isinstance(node, ast.For)}
    return [
        (None, node.args[-1])
        for node in nodes
        if is_range(node) and id(node) not in looped
    ]


def reads(nodes: list, name: str) -> int:
    return sum(
        isinstance(node, ast.Name)
        and node.id == name
        and isinstance(node.ctx, ast.Load)
        for node in nodes
    )


def quoted(loop: ast.For, end: ast.expr) -> str:
    """The loop's range as written, or the line that gave its end."""
    if loop is None:
        return f"range({ast.unparse(end)})"
    if end is loop.iter.args[-1]:
        return ast.unparse(loop.iter)
    return f"{loop.iter.args[-1].id} = {ast.unparse(end)}"


def is_half_down(end: ast.expr) -> bool:
    """`n // 2`, or `n // 2 if row == 0 else n`."""
    ends = [end.body, end.orelse] if isinstance(end, ast.IfExp) else [end]
    return any(ast.unparse(side) == "n // 2" for side in ends)


def middle_handled(nodes: list, ends: List[tuple]) -> bool:
    """Does the file take an odd n's middle column apart (`n % 2`, `n & 1`, or
    `n // 2` other than as a range's end, of `ends`: range_ends)?"""
    halves = {
        id(inner) for _, end in ends if is_half_down(end) for inner in ast.walk(end)
    }
    return any(
        isinstance(node, ast.BinOp)
        and getattr(node.left, "id", None) == "n"
        and (
            isinstance(node.op, (ast.Mod, ast.BitAnd))
            or isinstance(node.op, ast.FloorDiv)
            and id(node) not in halves
        )
        for node in nodes
    )


def is_mirror(node) -> bool:
    """`row[::-1]`, a row read backwards, or `[n - 1 - c for c in queens]`, each
    column mirrored: as a board's mirror image is made."""
    if isinstance(node, (ast.ListComp, ast.GeneratorExp)):
        target = getattr(node.generators[0].target, "id", None)
        return ast.unparse(node.elt) in (f"n - 1 - {target}", f"n - {target} - 1")
    return (
        isinstance(node, ast.Subscript)
        and isinstance(node.slice, ast.Slice)
        and node.slice.step is not None
        and ast.unparse(node.slice.step) == "-1"
    )


def is_float_half(node) -> bool:
    return (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Div)
        and getattr(node.left, "id", None) == "n"
        and getattr(node.right, "value", None) == 2
    )


def is_doubled_count(node) -> bool:
    """`2 * total`, `total * 2`, `2 * len(found)`: a count doubled (not n)."""
    if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)):
        return False
    sides = [node.left, node.right]
    two = [side for side in sides if getattr(side, "value", None) == 2]
    other = [side for side in sides if side not in two]
    return (
        bool(two)
        and len(other) == 1
        and isinstance(other[0], (ast.Name, ast.Call))
        and getattr(other[0], "id", None) != "n"
    )


def counts_up(node: ast.If) -> bool:
    """Does the block count a board: `count += 1` on a name its test does not
    read (not the row stepping on), or `return 1`?"""
    tested = {name.id for name in ast.walk(node.test) if isinstance(name, ast.Name)}
    return any(
        (
            isinstance(inner, ast.AugAssign)
            and isinstance(inner.op, ast.Add)
            and name_of(inner.target) not in tested
        )
        or (isinstance(inner, ast.Return) and getattr(inner.value, "value", None) == 1)
        for inner in ast.walk(node)
    )


def counted_in_a_copy(source: str) -> List[Clue]:
    """`def dfs(r, count): ... count += 1` in a function that gives nothing back
    (no value returned, nothing yielded): the count is the function's own
    parameter, and the caller's stays as it was (the coach names it only where a
    count comes out too low)."""
    tree = parsed(source)
    found = []
    for function in ast.walk(tree) if tree else ():
        if not isinstance(function, ast.FunctionDef):
            continue
        params = {arg.arg for arg in function.args.args}
        inner = list(ast.walk(function))
        gives_back = any(
            isinstance(node, (ast.Yield, ast.YieldFrom))
            or isinstance(node, ast.Return)
            and node.value is not None
            for node in inner
        )
        for node in inner if not gives_back else ():
            if (
                isinstance(node, ast.AugAssign)
                and isinstance(node.op, ast.Add)
                and getattr(node.value, "value", None) == 1
                and isinstance(node.target, ast.Name)
                and node.target.id in params
            ):
                name = node.target.id
                found.append(
                    Clue(
                        node.lineno,
                        words("record.param_count", name=name, function=function.name),
                    )
                )
                break
    return found
