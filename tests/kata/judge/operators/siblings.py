"""An attribute that a sibling method sets, set: where one method of a class (or a
helper it calls through `self`) reads `self.x`, and only another method the class
is called by sets it (`self.n = n` in solveNQueens, read by totalNQueens' helper),
`self.x` is set at the start of the method that lacks it, as the sibling does; and
a local set where an attribute the class reads and never sets was meant."""

import ast
import builtins
from typing import Dict, Iterator, List

from ..words.catalogue import series, words
from ..words.edits import Edit, insert_before
from .edit import indent_of, replaced, text


def sibling_attributes(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """For each method the class is called by that reads attributes only a
    sibling sets: one edit that sets them all, at its start, then one for each
    (where it reads more than one)."""
    for cls in ast.walk(tree):
        if isinstance(cls, ast.ClassDef):
            yield from in_class(cls, lines)


def in_class(cls: ast.ClassDef, lines: List[str]) -> Iterator[Edit]:
    methods = {m.name: m for m in cls.body if isinstance(m, ast.FunctionDef)}
    kept = kept_on_class(cls, methods)
    entries = [m for name, m in methods.items() if name not in called(methods)]
    for method in entries:
        if not method.body or name_of_first(method) is None:
            continue
        reach = reached(method, methods)
        missing = {}
        for sibling in entries:
            if sibling is method:
                continue
            for name, statement in top_sets(sibling).items():
                unset = name not in sets_in(reach) and name not in kept
                if unset and name in reads_in(reach) and given(statement, method):
                    missing.setdefault(name, (sibling, statement))
        yield from edits_for(method, missing, lines)


def edits_for(method: ast.FunctionDef, missing: Dict, lines: List[str]):
    first = method.body[0]
    line = lines[first.lineno - 1]
    made = [
        (
            name,
            f"{indent_of(line)}{text(lines, statement.targets[0])} = "
            f"{text(lines, statement.value)}",
            sibling,
            statement,
        )
        for name, (sibling, statement) in missing.items()
    ]
    groups = ([made] if len(made) > 1 else []) + [[one] for one in made]
    for group in groups:
        names = [words("why.siblings.attribute", name=name) for name, *_ in group]
        where = [
            words("why.siblings.set_in", line=statement.lineno, method=sibling.name)
            for _, _, sibling, statement in group
        ]
        why = words(
            "why.siblings.one" if len(group) == 1 else "why.siblings.many",
            names=series(names),
            where=series(where),
            method=method.name,
        )
        sets = "\n".join(new for _, new, _, _ in group)
        yield insert_before(first.lineno, line, sets, why)


def name_of_first(method: ast.FunctionDef):
    """The method's first statement, where it is not its docstring alone."""
    first = method.body[0]
    docstring = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
    return None if docstring else first


def called(methods: Dict[str, ast.FunctionDef]) -> set:
    """The methods called through `self` by another method of the class."""
    return {
        node.func.attr
        for method in methods.values()
        for node in ast.walk(method)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and is_self(node.func.value)
        and node.func.attr != method.name
    }


def reached(method: ast.FunctionDef, methods: Dict[str, ast.FunctionDef]) -> list:
    """The method and every method it calls through `self`, in turn."""
    found, todo = [], [method]
    while todo:
        current = todo.pop()
        if current in found:
            continue
        found.append(current)
        todo += [methods[name] for name in called({"": current}) if name in methods]
    return found


def kept_on_class(cls: ast.ClassDef, methods: Dict[str, ast.FunctionDef]) -> set:
    """The attributes the class body or `__init__` gives a value."""
    body = {
        t.id
        for s in cls.body
        if isinstance(s, ast.Assign)
        for t in s.targets
        if isinstance(t, ast.Name)
    }
    init = methods.get("__init__")
    return body | (sets_in([init]) if init else set())


def attributes(nodes, context) -> set:
    return {
        node.attr
        for method in nodes
        for node in ast.walk(method)
        if isinstance(node, ast.Attribute)
        and is_self(node.value)
        and isinstance(node.ctx, context)
    }


def sets_in(methods) -> set:
    return attributes(methods, ast.Store)


def reads_in(methods) -> set:
    return attributes(methods, ast.Load)


def top_sets(method: ast.FunctionDef) -> Dict[str, ast.Assign]:
    """`self.x = value` among the method's own statements (not in a block), by x."""
    found = {}
    for statement in method.body:
        if (
            isinstance(statement, ast.Assign)
            and len(statement.targets) == 1
            and isinstance(statement.targets[0], ast.Attribute)
            and is_self(statement.targets[0].value)
            and statement.lineno == statement.end_lineno
        ):
            found.setdefault(statement.targets[0].attr, statement)
    return found


def given(statement: ast.Assign, method: ast.FunctionDef) -> bool:
    """Can the method work the value out as the sibling does: every name it reads
    a parameter of the method or a built-in, and no attribute of `self`?"""
    parameters = {a.arg for a in method.args.args}
    for node in ast.walk(statement.value):
        if isinstance(node, ast.Name) and not (
            node.id in parameters and node.id != "self" or hasattr(builtins, node.id)
        ):
            return False
    return True


def is_self(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id == "self"


def locals_as_attributes(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`solutions = []` in a method of a class that reads `self.solutions` and sets
    it nowhere: the local given to the attribute, `self.solutions = []`."""
    for cls in ast.walk(tree):
        if not isinstance(cls, ast.ClassDef):
            continue
        methods = {m.name: m for m in cls.body if isinstance(m, ast.FunctionDef)}
        unset = reads_in(methods.values()) - sets_in(methods.values())
        unset -= kept_on_class(cls, methods)
        for method in methods.values():
            for statement in ast.walk(method):
                if not (
                    isinstance(statement, ast.Assign)
                    and len(statement.targets) == 1
                    and isinstance(statement.targets[0], ast.Name)
                    and statement.targets[0].id in unset
                ):
                    continue
                name, target = statement.targets[0].id, statement.targets[0]
                why = words("why.siblings.local", name=name, method=method.name)
                yield from replaced(lines, target, f"self.{name}", why)
