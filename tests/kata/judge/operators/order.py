"""Guesses at when Python works something out: a lambda reads its loop's names when
it is called, not when it is made; any() and all() stop at the first value that
settles them, so the calls after it never run; a walrus in a `while` test works
its name out anew before every pass, undoing what the body did to it. A loop's
name read late is one row, `late_names`, with ``names.late_reads``."""

import ast
from typing import Iterator, List

from ...watch.loop_lines import called_name
from ..words.catalogue import series, words
from ..words.edits import replace
from .edit import Edit, indent_of, replaced, text
from .names import late_reads

STOPS = {"any": "why.order.any", "all": "why.order.all"}  # where each stops: keys


def short_circuits(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`any(extend(c) for c in ...)` over calls of the file's own functions: any()
    stops at the first true one, all() at the first false one."""
    own = {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}
    for node in ast.walk(tree):
        called = getattr(getattr(node, "func", None), "id", None)
        if called not in STOPS or len(node.args) != 1:
            continue
        (walked,) = node.args
        if not isinstance(walked, ast.GeneratorExp):
            continue
        calls = [getattr(inner, "func", None) for inner in ast.walk(walked.elt)]
        if not any(called_name(call) in own for call in calls if call is not None):
            continue
        why = words(STOPS[called])
        inner = text(lines, walked)  # a lone generator's text holds the call's ()
        inner = inner[1:-1] if inner.startswith("(") else inner
        yield from replaced(lines, node, f"{called}([{inner}])", why)


def walrus_loops(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`while (free := ...):` whose body changes `free`: the test works it out
    again before each pass, so the change is lost. Worked out once, before."""
    for node in ast.walk(tree):
        test = getattr(node, "test", None)
        if not (isinstance(node, ast.While) and isinstance(test, ast.NamedExpr)):
            continue
        name = test.target.id
        changed = any(
            isinstance(inner, (ast.AugAssign, ast.Assign))
            and name in {getattr(t, "id", None) for t in targets_of(inner)}
            for part in node.body
            for inner in ast.walk(part)
        )
        line = lines[node.lineno - 1]
        if not changed or node.lineno != test.end_lineno:
            continue
        indent = indent_of(line)
        value = text(lines, test.value)
        why = words("why.order.walrus", name=name)
        after = f"{indent}{name} = {value}\n{indent}while {name}:"
        yield replace(node.lineno, line, after, why)


def targets_of(node: ast.AST) -> list:
    return [node.target] if isinstance(node, ast.AugAssign) else node.targets


def late_names(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A loop's name read after the loop has moved it on: by a lambda made in the
    loop, or by a generator the loop builds on."""
    yield from late_bindings(tree, lines)
    yield from late_reads(tree, lines)


def late_bindings(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A lambda made in a loop or a comprehension that reads the loop's names: it
    reads them when called, so each sees their last values. Defaults bind them:
    first the names of the loop nearest the lambda, then of every loop around it."""
    for inner, levels in lambdas_in_loops(tree, ()):
        plain = not (inner.args.defaults or inner.args.vararg or inner.args.kwonlyargs)
        if not plain or inner.lineno != inner.end_lineno:
            continue
        read = [name.id for name in ast.walk(inner.body) if isinstance(name, ast.Name)]
        own = [arg.arg for arg in inner.args.args]  # in their order
        for looped in dict.fromkeys((levels[-1], frozenset().union(*levels))):
            free = [name for name in dict.fromkeys(read) if name in looped]
            free = [name for name in free if name not in own]
            if free:
                yield from bound_early(lines, inner, own, free)


def bound_early(lines: List[str], inner: ast.Lambda, own, free) -> List[Edit]:
    """The lambda with the loop names it reads bound as defaults."""
    params = ", ".join([*own, *(f"{name}={name}" for name in free)])
    said = series([words("code", code=name) for name in free])
    why = words("why.order.late_binding", names=said)
    return replaced(lines, inner, f"lambda {params}: {text(lines, inner.body)}", why)


def lambdas_in_loops(node: ast.AST, levels: tuple) -> Iterator[tuple]:
    """(lambda, the names each loop or comprehension around it binds, the nearest
    last), within one function: a nested def starts afresh."""
    if isinstance(node, ast.Lambda) and levels:
        yield node, levels
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        levels = ()
    bound = []
    if isinstance(node, (ast.For, ast.AsyncFor)):
        bound = [node.target]
    if isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp)):
        bound = [generator.target for generator in node.generators]
    names = frozenset(
        n.id for target in bound for n in ast.walk(target) if isinstance(n, ast.Name)
    )
    for child in ast.iter_child_nodes(node):
        yield from lambdas_in_loops(child, levels + (names,) if names else levels)
