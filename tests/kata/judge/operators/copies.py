"""Guesses at copies that copy too little: `rows[:]` of a list of lists,
`copy.copy(rows)`, `a = b`, `a = b = []`, a loop over a list it changes,
`[[...] * n] * n`, an iterator read twice; a list of sets copied item by item
(one row, `deeper_copies`, with ``moves.copies_out``)."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import replace
from .edit import ITERATORS, Edit, indent_of, replaced, text
from .moves import copies_out


def deeper_copies(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A list that shares what it holds, copied deeper: handed out as a copy, not
    by its name; a list of sets, copied item by item."""
    yield from copies_out(tree, lines)
    yield from items_copied(tree, lines)


def copies(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """Copies that copy too little: `rows[:]` of a list of lists, `a = b`, a loop
    over a list it changes, `[[...] * n] * n`, an iterator read twice."""
    for node in ast.walk(tree):
        if is_whole_slice(node) and isinstance(node.value, (ast.Name, ast.Attribute)):
            name = text(lines, node.value)
            why = words("why.copies.rows_shared", copy=f"{name}[:]")
            yield from replaced(lines, node, f"[row[:] for row in {name}]", why)
        if is_shallow_copy(node):
            name, copy = node.func.value.id, text(lines, node)
            why = words("why.copies.rows_shared", copy=copy)
            yield from replaced(lines, node, f"[row[:] for row in {name}]", why)
        if is_module_copy(node):
            copy, copied = text(lines, node), text(lines, node.args[0])
            why = words("why.copies.rows_shared", copy=copy)
            yield from replaced(lines, node, f"copy.deepcopy({copied})", why)
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Name)
            and all(isinstance(target, ast.Name) for target in node.targets)
        ):
            (target,) = node.targets[:1]
            name = node.value.id
            why = words("why.copies.second_name", target=target.id, name=name)
            yield from replaced(lines, node.value, f"{name}[:]", why)
        if is_chained_mutable(node) and node.lineno == node.end_lineno:
            yield one_each(lines, node)
        if isinstance(node, ast.For) and isinstance(node.iter, ast.Name):
            name = node.iter.id
            if changed_in(node, name):
                why = words("why.copies.walked_while_changed", name=name)
                yield from replaced(lines, node.iter, f"{name}[:]", why)
        if is_repeated_row(node):
            row, times = text(lines, node.left), text(lines, node.right)
            why = words("why.copies.row_repeated", times=times)
            new = f"[{row[1:-1]} for _ in range({times})]"
            yield from replaced(lines, node, new, why)
    yield from iterators_read_twice(tree, lines)


def is_shallow_copy(node: ast.AST) -> bool:
    """`grid.copy()`: a list copied one level deep."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "copy"
        and isinstance(node.func.value, ast.Name)
        and not node.args
    )


def items_copied(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """The general search's: `list(sets)` as `[item.copy() for item in sets]`, a
    list of sets or dicts with each item copied (after the copy of each row that
    ``operators.moves`` tries, where the items are lists)."""
    for node in ast.walk(tree):
        if is_list_of(node):
            copied = text(lines, node.args[0])
            why = words("why.copies.items_shared", copy=text(lines, node))
            new = f"[item.copy() for item in {copied}]"
            yield from replaced(lines, node, new, why)


def is_list_of(node: ast.AST) -> bool:
    """`list(sets)`: a new list of the same items."""
    return (
        isinstance(node, ast.Call)
        and getattr(node.func, "id", "") == "list"
        and len(node.args) == 1
        and isinstance(node.args[0], (ast.Name, ast.Attribute))
    )


def is_module_copy(node: ast.AST) -> bool:
    """`copy.copy(board)`: the copy module's one-level copy."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "copy"
        and getattr(node.func.value, "id", "") == "copy"
        and len(node.args) == 1
    )


def is_whole_slice(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Subscript)
        and isinstance(node.slice, ast.Slice)
        and node.slice.lower is None
        and node.slice.upper is None
        and node.slice.step is None
    )


def changed_in(loop: ast.For, name: str) -> bool:
    return any(
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == name
        and node.func.attr in ("append", "remove", "pop", "insert", "extend")
        for statement in loop.body
        for node in ast.walk(statement)
    )


def is_repeated_row(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Mult)
        and isinstance(node.left, ast.List)
        and len(node.left.elts) == 1
        and isinstance(node.left.elts[0], (ast.List, ast.BinOp))
    )


def iterators_read_twice(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`x = filter(...)` (or a call that returns one), then x read twice."""
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.Lambda)):
            continue
        for node in ast.walk(function):
            if not (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.value, (ast.Call, ast.GeneratorExp))
            ):
                continue
            if isinstance(node.targets[0], (ast.Subscript, ast.Attribute)):
                yield from kept_iterator(tree, lines, node)
                continue
            if not isinstance(node.targets[0], ast.Name):
                continue
            name = node.targets[0].id
            reads = [
                other
                for other in ast.walk(function)
                if isinstance(other, ast.Name)
                and other.id == name
                and isinstance(other.ctx, ast.Load)
            ]
            again = [
                loop for read in reads for loop in loops_over(function, node, read)
            ]
            if not (len(reads) >= 2 or again) or not gives_iterator(tree, node.value):
                continue
            why = words("why.copies.iterator_read_twice", name=name, reads=len(reads))
            if len(reads) < 2:
                loop = "loop" if isinstance(again[0], ast.stmt) else "comprehension"
                why = words(
                    "why.copies.iterator_each_pass",
                    name=name,
                    loop=loop,
                    line=again[0].lineno,
                )
            new = f"list({text(lines, node.value)})"
            yield from replaced(lines, node.value, new, why)


COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def loops_over(function: ast.AST, made: ast.Assign, read: ast.Name) -> List[ast.AST]:
    """The loops and comprehensions of the function that read `read` on each of
    their passes, the assignment `made` being outside them (a loop's own iterable,
    or a comprehension's first, is worked out once)."""
    parents = {
        child: parent
        for parent in ast.walk(function)
        for child in ast.iter_child_nodes(parent)
    }
    found, child = [], read
    while child in parents and child is not function:
        parent = parents[child]
        once = (
            parent.generators[0].iter
            if isinstance(parent, COMPREHENSIONS)
            else getattr(parent, "iter", None)
        )
        looping = isinstance(parent, (ast.For, ast.While) + COMPREHENSIONS)
        if looping and not within(read, once) and not within(made, parent):
            found.append(parent)
        child = parent
    return found


def within(node: ast.AST, outer) -> bool:
    return outer is not None and any(each is node for each in ast.walk(outer))


def kept_iterator(tree: ast.AST, lines: List[str], node: ast.Assign) -> Iterator[Edit]:
    """`self.memo[n] = self.gen(n)`: an iterator kept to be read later, as a list."""
    if not gives_iterator(tree, node.value):
        return
    kept = text(lines, node.targets[0])
    why = words("why.copies.iterator_kept", kept=kept)
    yield from replaced(lines, node.value, f"list({text(lines, node.value)})", why)


def gives_iterator(tree: ast.AST, value: ast.expr) -> bool:
    """A generator expression, filter(...) and the like, or a call of a function of
    the file that yields or returns one."""
    if isinstance(value, ast.GeneratorExp):
        return True
    called = getattr(value.func, "id", None) or getattr(value.func, "attr", None)
    if isinstance(value.func, ast.Name) and called in ITERATORS:
        return True
    for function in ast.walk(tree):
        if isinstance(function, ast.FunctionDef) and function.name == called:
            for node in ast.walk(function):
                if isinstance(node, (ast.Yield, ast.YieldFrom)):
                    return True
                if isinstance(node, ast.Return) and isinstance(node.value, ast.Call):
                    if getattr(node.value.func, "id", None) in ITERATORS:
                        return True
    return False


MUTABLE_CALLS = {"list", "set", "dict", "bytearray", "deque", "defaultdict", "Counter"}


def is_chained_mutable(node: ast.AST) -> bool:
    """`a = b = [False] * k`: two names given one new list, set or dict."""
    if not isinstance(node, ast.Assign) or len(node.targets) < 2:
        return False
    if not all(isinstance(target, ast.Name) for target in node.targets):
        return False
    value = node.value
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mult):
        value = value.left if isinstance(value.left, ast.List) else value.right
    made = (ast.List, ast.ListComp, ast.Set, ast.SetComp, ast.Dict, ast.DictComp)
    called = isinstance(value, ast.Call) and getattr(value.func, "id", "")
    return isinstance(value, made) or called in MUTABLE_CALLS


def one_each(lines: List[str], node: ast.Assign) -> Edit:
    """The chained assignment as one assignment a name, each making its own."""
    line = lines[node.lineno - 1]
    indent = indent_of(line)
    value = text(lines, node.value)
    names = [target.id for target in node.targets]
    why = words("why.copies.one_object", names=" = ".join(names), count=len(names))
    after = "\n".join(f"{indent}{name} = {value}" for name in names)
    return replace(node.lineno, line, after, why)
