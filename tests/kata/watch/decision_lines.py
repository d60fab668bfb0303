"""The lines of a search's file that decide a square, read once with ``ast`` for
kata.watch.decisions: the tests, the loops over a row's columns, the lines that leave
such a loop early (each with the loops it leaves), the lines that call the search
on, and the places a test reads the placed columns by a name; and, as the search
runs, the columns a loop goes over, its range worked out with a frame's names."""

import ast
from typing import Dict, List, Optional

from ..basics.arithmetic import CALLS, evaluated
from ..basics.vocabulary import COLUMNS, QUEENS

MOST = 64  # columns of a loop worked out, at most


def spanned(node) -> range:
    """The lines a node of the syntax tree covers."""
    return range(node.lineno, (node.end_lineno or node.lineno) + 1)


def test_lines(tree: ast.AST) -> set:
    """The lines of the file that decide something of a square: `if`, `while` and
    ternary tests, comprehension filters, asserts and returned values that read a
    column (column_reads; not `while stack:` or `while len(stack) > 0:`, tests of
    whether work is left)."""
    reads = column_reads(tree)
    return {line for line in decided_lines(tree) if reads.get(line)}


def decided_lines(tree: ast.AST) -> set:
    """The lines of the file that decide something, of a square or not."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.While) and asks_for_work(node.test):
            continue  # `while stack:` asks if work is left, not of a square
        if isinstance(node, ast.IfExp) and draws(node):
            continue  # `"Q" if ... else "."` draws a square; it decides nothing
        if isinstance(node, (ast.If, ast.While, ast.IfExp, ast.Assert)):
            found.update(spanned(node.test))
        elif isinstance(node, ast.Return) and is_decided(node.value):
            found.update(spanned(node.value))
        elif isinstance(node, ast.comprehension):
            for condition in node.ifs:
                found.update(spanned(condition))
    return found


def draws(node: ast.IfExp) -> bool:
    """A ternary between two constants (`"Q" if c == col else "."`): it picks a
    value to show, and turns no square away."""
    return isinstance(node.body, ast.Constant) and isinstance(node.orelse, ast.Constant)


def asks_for_work(test: ast.expr) -> bool:
    """`stack`, `len(stack)`, `len(stack) > 0`, `len(stack) != 0`: is work left?"""
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        zero = getattr(test.comparators[0], "value", None) == 0
        if zero and isinstance(test.ops[0], (ast.Gt, ast.NotEq)):
            test = test.left
    if isinstance(test, ast.Call) and getattr(test.func, "id", None) == "len":
        test = test.args[0] if len(test.args) == 1 else test
    return isinstance(test, ast.Name)


def is_decided(value) -> bool:
    """Does a returned value decide something (`return all(...)`), rather than only
    say what an `if` above it decided (`return False`) or hand back what was
    gathered (`return solutions`)?"""
    return value is not None and not isinstance(value, (ast.Constant, ast.Name))


def column_reads(tree: ast.AST) -> dict:
    """{a test line: whether its test reads a column, by a column's name or by a
    name worked out from one (`d = row - col` ... `if d in diag`)}."""
    derived = set(COLUMNS)
    for _ in range(3):  # a name from a name from a column, and so on
        derived |= {
            target.id
            for node in ast.walk(tree)
            if isinstance(node, ast.Assign) and names_in(node.value) & derived
            for target in node.targets
            for target in (target.elts if isinstance(target, ast.Tuple) else [target])
            if isinstance(target, ast.Name)
        }
        derived |= {  # a flag an `if` on a column sets: `if q == c: good = False`
            name
            for node in ast.walk(tree)
            if isinstance(node, ast.If) and names_in(node.test) & derived
            for inner in node.body
            for name in assigned(inner)
        }
    reads = {}
    for node in ast.walk(tree):
        tests = []
        if isinstance(node, (ast.If, ast.While, ast.IfExp, ast.Assert)):
            tests = [node.test]
        elif isinstance(node, ast.Return) and node.value is not None:
            tests = [node.value]
        elif isinstance(node, ast.comprehension):
            tests = node.ifs
        for test in tests:
            for line in spanned(test):
                reads[line] = reads.get(line, False) or bool(names_in(test) & derived)
    return reads


def assigned(statement: ast.stmt) -> set:
    """The names a statement sets (`good = False`)."""
    if not isinstance(statement, ast.Assign):
        return set()
    return {target.id for target in statement.targets if isinstance(target, ast.Name)}


def names_in(node: ast.AST) -> set:
    return {inner.id for inner in ast.walk(node) if isinstance(inner, ast.Name)}


def queen_reads(tree: ast.AST) -> Dict[int, List[tuple]]:
    """For each line, the places it reads a list of placed columns by a name:
    `queens[i]` as (its line, "queens", "i")."""
    names = set(QUEENS)
    found: Dict[int, List[tuple]] = {}
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Name)
            and node.value.id in names
            and isinstance(node.slice, ast.Name)
        ):
            found.setdefault(node.lineno, []).append((node.value.id, node.slice.id))
    return found


def column_loops(tree: ast.AST) -> list:
    """The `for col in ...` loops over a row's columns."""
    return [node for node in ast.walk(tree) if is_column(node)]


def loop_lines(tree: ast.AST) -> set:
    """The lines of `for col in ...`: the loops over a row's columns."""
    return {loop.lineno for loop in column_loops(tree)}


def own_statements(statements, around: tuple = ()):
    """The statements among these and inside them, not in functions or classes
    defined there, each with the loops whose bodies hold it (innermost last)."""
    for node in statements:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        yield node, around
        if isinstance(node, (ast.For, ast.While)):
            yield from own_statements(node.body, around + (node,))
            yield from own_statements(node.orelse, around)
            continue
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.ExceptHandler, ast.match_case)):
                yield from own_statements(child.body, around)
            elif isinstance(child, ast.stmt):
                yield from own_statements([child], around)


def exit_lines(tree: ast.AST) -> Dict[int, Dict[int, str]]:
    """The lines that leave a loop over the columns early, each with the loops it
    leaves ({the loop's line: its column's name}): a `break` leaves the loop it is
    in, where that one goes over the columns; a `return` every loop around it."""
    found: Dict[int, Dict[int, str]] = {}
    for function in functions_of(tree):
        for node, around in own_statements(function.body):
            if isinstance(node, ast.Break) and around:
                left = around[-1:]
            elif isinstance(node, ast.Return):
                left = around
            else:
                continue
            loops = {loop.lineno: loop.target.id for loop in left if is_column(loop)}
            if loops:
                found.setdefault(node.lineno, {}).update(loops)
    return found


def is_column(loop) -> bool:
    """A `for` loop over a row's columns: its name is a column's, and it does not
    index the placed columns with it (`queens[j]` makes `j` a row above)."""
    return (
        isinstance(loop, ast.For)
        and isinstance(loop.target, ast.Name)
        and loop.target.id in COLUMNS
        and not indexes_queens(loop, loop.target.id)
    )


def indexes_queens(loop: ast.For, name: str) -> bool:
    """Does the loop's body look up the placed columns by `name` (`perm[j]`)?"""
    return any(
        index == name
        for statement in loop.body
        for reads in queen_reads(statement).values()
        for _, index in reads
    )


def functions_of(tree: ast.AST) -> list:
    """The module and every function in it, each a body of statements of its own."""
    return [tree] + [
        node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)
    ]


def search_calls(tree: ast.AST) -> set:
    """The lines, in the body of a loop over the columns, that call a function of
    the file that holds such a loop itself (`place(row + 1)`, `self._place(...)`):
    where the search goes on from a square."""
    searches = {
        function.name
        for function in ast.walk(tree)
        if isinstance(function, ast.FunctionDef) and column_loops(function)
    }
    found = set()
    for loop in column_loops(tree):
        for statement in loop.body:
            for node in ast.walk(statement):
                func = getattr(node, "func", None)
                name = getattr(func, "id", None) or getattr(func, "attr", None)
                if isinstance(node, ast.Call) and name in searches:
                    found.add(node.lineno)
    return found


def searching_loops(tree: ast.AST) -> set:
    """The lines of the loops over the columns that call the search on from their
    body: a row's own loop, rather than a check's scan of a row above."""
    calls = search_calls(tree)
    return {
        loop.lineno
        for loop in column_loops(tree)
        if calls & {line for node in loop.body for line in spanned(node)}
    }


def loops_around(tree: ast.AST) -> Dict[int, List[tuple]]:
    """For each line of a statement in the body of a loop over the columns (not in
    a function defined there), those loops: [(line, its column's name)]."""
    found: Dict[int, List[tuple]] = {}
    for function in functions_of(tree):
        for node, around in own_statements(function.body):
            loops = [(l.lineno, l.target.id) for l in reversed(around) if is_column(l)]
            for line in spanned(node) if loops else ():
                found.setdefault(line, [])
                found[line] += [loop for loop in loops if loop not in found[line]]
    return found


def below(frame, caller) -> bool:
    """Is the frame one the caller's frame called, at any depth?"""
    frame = frame.f_back
    while frame is not None:
        if frame is caller:
            return True
        frame = frame.f_back
    return False


def columns_of(loop: ast.For, names: dict) -> Optional[List[int]]:
    """The columns a loop goes over, its range worked out with the frame's ints
    (by kata.basics.arithmetic, which calls only range, min, max and abs), or
    None."""
    called = [node for node in ast.walk(loop.iter) if isinstance(node, ast.Call)]
    if any(getattr(call.func, "id", None) not in CALLS for call in called):
        return None
    ints = {name: value for name, value in names.items() if type(value) is int}
    values = evaluated(loop.iter, ints)
    if not isinstance(values, (range, list, tuple)) or len(values) > MOST:
        return None
    return list(values) if all(type(v) is int for v in values) else None


def taken_bodies(tree: ast.AST) -> Dict[int, set]:
    """{each line of an `if`'s test: the lines of its body}, for an `if` whose body
    goes on with the square (`if all(...): stack.append(...)`), not one that turns
    it away (`continue`, `break`, `return`): the body run next means the test let
    the square on."""
    found = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.If) or not node.body:
            continue
        if isinstance(node.body[0], (ast.Continue, ast.Break, ast.Return)):
            continue
        body = {line for statement in node.body for line in spanned(statement)}
        found.update({line: body for line in spanned(node.test)})
    return found
