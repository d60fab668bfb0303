"""The general repair search's changes to what a recursive count does with the
counts its calls return (`counts_summed`, `doubled_terms`): a call on a line of its own, whose value is thrown away,
added to the function's total (`total += count(...)`); and `return count(...)` in
a loop, which ends the call with the first square's count, summed over the loop
instead (`total = 0` before it, `total += ...` in it, `return total` after it);
a count added to a sum that is then doubled (`half += middle` before `return
half * 2`), added after the doubling instead; and `2 * (half + middle)`, each
term tried outside the doubling. Each `why` says what Python does
with the lines as written."""

import ast
from typing import Iterator, List, Optional

from ..words.catalogue import words
from ..words.edits import replace
from .edit import Edit, indent_of, replaced, text
from .mutants import sums_kept
from .reads import called_name
from ..causes.walk_reads import names_in

TOTALS = (ast.Constant, ast.List)  # `total = 0`, `boards = []`
FREE = ("total", "found", "ways")  # a name for the sum, the first the file leaves free


def counts_summed(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A count a call returns and the total never gets, summed: a call on a line
    of its own, `return count(...)` in a loop, `count = go()` in a loop."""
    yield from dropped_results(tree, lines)
    yield from returns_summed(tree, lines)
    yield from sums_kept(tree, lines)


def dropped_results(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`count(row + 1, ...)` alone on its line, in a function that sets `total =
    0` and returns `total`, and where `count` returns a value: `total += count(...)`."""
    valued = functions_returning_values(tree)
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        totals = returned_totals(function)
        for node in ast.walk(function):
            if not (
                isinstance(node, ast.Expr)
                and isinstance(node.value, ast.Call)
                and called_name(node.value) in valued
                and node.lineno == node.end_lineno
            ):
                continue
            line = lines[node.lineno - 1]
            call = text(lines, node.value)
            why = words("why.counts.value_thrown_away", called=called_name(node.value))
            for total in totals:
                yield replace(
                    node.lineno, line, f"{indent_of(line)}{total} += {call}", why
                )


def returns_summed(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`for ...: ... return count(...)` then `return 0`: the loop's counts summed,
    in a total set to 0 before the loop and returned after it."""
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef) or len(function.body) < 2:
            continue
        loop, last = function.body[-2], function.body[-1]
        if not (
            isinstance(loop, ast.For)
            and isinstance(last, ast.Return)
            and isinstance(last.value, ast.Constant)
            and last.value.value == 0
            and last.lineno == last.end_lineno
        ):
            continue
        inner = inner_return(loop, function)
        total = free_name(function)
        if inner is None or not total:
            continue
        call = text(lines, inner.value)
        header, end = loop.lineno, last.lineno
        block = lines[header - 1 : end]
        block[inner.lineno - header] = (
            f"{indent_of(block[inner.lineno - header])}{total} += {call}"
        )
        block[-1] = f"{indent_of(block[-1])}return {total}"
        after = "\n".join([f"{indent_of(block[0])}{total} = 0", *block])
        why = words("why.counts.first_square_returned", loop=header)
        yield replace(header, lines[header - 1], after, why, last=end)


def inner_return(loop: ast.For, function: ast.FunctionDef) -> Optional[ast.Return]:
    """The one `return <a call of the function itself>` on one line in the loop's
    body (not in a function within it)."""
    found = [
        node
        for node in ast.walk(loop)
        if isinstance(node, ast.Return)
        and isinstance(node.value, ast.Call)
        and called_name(node.value) == function.name
        and node.lineno == node.end_lineno
    ]
    return found[0] if len(found) == 1 else None


def functions_returning_values(tree: ast.AST) -> set:
    """The names of the functions that `return` something other than None."""
    return {
        function.name
        for function in ast.walk(tree)
        if isinstance(function, ast.FunctionDef)
        and any(
            isinstance(node, ast.Return)
            and node.value is not None
            and not (isinstance(node.value, ast.Constant) and node.value.value is None)
            for node in ast.walk(function)
        )
    }


def returned_totals(function: ast.FunctionDef) -> List[str]:
    """Names the function sets to a number or a list literal in its own body and
    then returns: `total = 0` ... `return total`."""
    set_to = {
        node.targets[0].id
        for node in function.body
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, TOTALS)
        and not isinstance(getattr(node.value, "value", 0), (bool, str, type(None)))
    }
    returned = {
        node.value.id
        for node in ast.walk(function)
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Name)
    }
    return sorted(set_to & returned)


def free_name(function: ast.FunctionDef) -> str:
    """The first name of FREE the function does not use, for the sum ('' if none)."""
    return next((name for name in FREE if name not in names_in(function)), "")


def doubled_terms(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A count doubled with a term it must not double, that term added after:
    `half += middle` before `return half * 2`, `2 * (half + middle)`."""
    yield from doubled_additions(tree, lines)
    yield from doubled_sums(tree, lines)


def doubled_additions(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`if n % 2: half += count(...)` then `return half * 2`: the doubled sum set
    first, and the count added to it after (`total = half * 2`, `total += ...`)."""
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef) or len(function.body) < 2:
            continue
        block, last = function.body[-2], function.body[-1]
        name = doubled_name(last)
        added = block.body[0] if isinstance(block, ast.If) and block.body else None
        if not (
            name
            and not block.orelse
            and len(block.body) == 1
            and isinstance(added, ast.AugAssign)
            and isinstance(added.op, ast.Add)
            and getattr(added.target, "id", "") == name
            and last.lineno == last.end_lineno
            and added.lineno == added.end_lineno == block.lineno + 1
        ):
            continue
        total = free_name(function)
        if not total:
            continue
        doubled, plus = text(lines, last.value), text(lines, added.value)
        top, inner = indent_of(lines[block.lineno - 1]), indent_of(
            lines[added.lineno - 1]
        )
        after = "\n".join(
            [
                f"{top}{total} = {doubled}",
                lines[block.lineno - 1],
                f"{inner}{total} += {plus}",
                f"{top}return {total}",
            ]
        )
        why = words("why.counts.added_twice", name=name, doubled=doubled)
        yield replace(
            block.lineno, lines[block.lineno - 1], after, why, last=last.lineno
        )


def doubled_name(node: ast.stmt) -> str:
    """`half` for `return half * 2`, `return 2 * half`, `return half << 1`."""
    value = getattr(node, "value", None) if isinstance(node, ast.Return) else None
    if not isinstance(value, ast.BinOp):
        return ""
    two = isinstance(value.op, ast.Mult) and 2 in (
        getattr(value.left, "value", None),
        getattr(value.right, "value", None),
    )
    shifted = isinstance(value.op, ast.LShift) and getattr(value.right, "value", 0) == 1
    names = [
        side.id for side in (value.left, value.right) if isinstance(side, ast.Name)
    ]
    return names[0] if (two or shifted) and len(names) == 1 else ""


def doubled_sums(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`2 * (half + middle)`: `2 * half + middle` and `half + 2 * middle`."""
    for node in ast.walk(tree):
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)):
            continue
        sides = (node.left, node.right)
        two = [side for side in sides if getattr(side, "value", None) == 2]
        summed = [
            side
            for side in sides
            if isinstance(side, ast.BinOp) and isinstance(side.op, ast.Add)
        ]
        if not (two and summed):
            continue
        first, second = text(lines, summed[0].left), text(lines, summed[0].right)
        why = words(
            "why.counts.doubled_both",
            whole=text(lines, node),
            second=second,
            first=first,
        )
        for new in (f"2 * {first} + {second}", f"{first} + 2 * {second}"):
            yield from replaced(lines, node, new, why)
