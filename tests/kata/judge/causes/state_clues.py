"""Clues to state kept between calls, read from a learner's source with ``ast``:
a module-level variable, a class attribute, a mutable default argument, an
attribute of ``self`` set only once, a cache keyed on less than its result depends
on, and a table of the answers in place of a search.

Each finder returns Clues (line, text); the coach names one only where a wrong
answer confirms it.
"""

import ast
from typing import List, Optional, Set

from ...basics.styles import METHODS
from ...basics.oeis import A000170
from ..words.catalogue import words
from .source import BINARY, Clue, grown, name_of, parsed, shrunk, stored


def module_variables(tree: ast.Module) -> List[Clue]:
    changed = grown(tree) - shrunk(tree) - set_afresh(tree)
    return [
        Clue(
            node.lineno,
            words("state.module_level", name=name),
        )
        for node in tree.body
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        for name in map(name_of, targets_of(node))
        if name in changed
    ]


def set_afresh(tree: ast.Module) -> Set[str]:
    """The module's names that every method LeetCode calls which reads them sets
    anew when it starts (`global N` then `N = n`): no call starts from the last."""
    methods = methods_of(solution_class(tree))
    called = [name for name in METHODS if name in methods]
    helpers = {name: node for name, node in methods.items() if name not in METHODS}
    each = {name: set_each_call({name: methods[name], **helpers}) for name in called}
    read = {
        name: {n.id for n in ast.walk(methods[name]) if isinstance(n, ast.Name)}
        for name in called
    }
    names = set().union(*each.values()) if each else set()
    return {
        name
        for name in names
        if all(name in each[m] for m in called if name in read[m])
    }


def targets_of(node) -> list:
    return node.targets if isinstance(node, ast.Assign) else [node.target]


def solution_class(tree: ast.Module) -> Optional[ast.ClassDef]:
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == "Solution":
            return node
    return None


def methods_of(cls: Optional[ast.ClassDef]) -> dict:
    """The class's methods by name ({} where there is no class)."""
    body = cls.body if cls is not None else []
    return {node.name: node for node in body if isinstance(node, ast.FunctionDef)}


def class_attributes(tree: ast.Module) -> List[Clue]:
    """Class attributes the methods change in place; one a method gives a value of
    its own (self.size = n) is the instance's from then on, not shared."""
    cls = solution_class(tree)
    if cls is None:
        return []
    changed = grown(cls) - shrunk(cls) - rebound(cls)
    return [
        Clue(node.lineno, class_words(cls, node, name))
        for node in cls.body
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        for name in map(name_of, targets_of(node))
        if {f"self.{name}", f"Solution.{name}", name} & changed
    ]


def class_words(cls: ast.ClassDef, node: ast.stmt, name: str):
    """A class attribute of one value shared by every instance; or, where its value
    is a number, a string or a flag (never changed in place), one that `self.x +=
    ...` gives each instance anew, its own from then on, kept between its calls."""
    ops = [
        BINARY.get(type(change.op), "")
        for change in ast.walk(cls)
        if isinstance(change, ast.AugAssign)
        and name_of(change.target) == f"self.{name}"
    ]
    if isinstance(node.value, ast.Constant) and ops and ops[0]:
        return words("state.class_rebound", name=name, op=ops[0])
    return words("state.class_attribute", name=name)


def rebound(tree: ast.AST) -> set:
    """The attributes given a value by a plain assignment: self.x = ..."""
    return {
        name_of(target)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        for target in targets_of(node)
        if isinstance(target, ast.Attribute)
    }


def mutable_defaults(tree: ast.Module) -> List[Clue]:
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef):
            continue
        args = node.args.posonlyargs + node.args.args
        pairs = list(
            zip(args[len(args) - len(node.args.defaults) :], node.args.defaults)
        )
        pairs += list(zip(node.args.kwonlyargs, node.args.kw_defaults))
        for arg, default in pairs:
            if is_mutable(default):
                found.append(
                    Clue(
                        node.lineno,
                        words(
                            "state.default",
                            arg=arg.arg,
                            default=ast.unparse(default),
                            function=node.name,
                        ),
                    )
                )
    return found


def shared_defaults(source: str) -> List[Clue]:
    """The mutable defaults alone: one list that every call leaving it out shares,
    within one call of the search as much as across calls."""
    tree = parsed(source)
    return mutable_defaults(tree) if tree is not None else []


def is_mutable(node) -> bool:
    if isinstance(node, (ast.List, ast.Dict, ast.Set)):
        return True
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("list", "dict", "set", "defaultdict")
    )


def instance_attributes(tree: ast.Module) -> List[Clue]:
    cls = solution_class(tree)
    if cls is None:
        return []
    methods = methods_of(cls)
    reset = set_each_call(methods)
    shared = {
        f"self.{name}"
        for node in cls.body
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        for name in map(name_of, targets_of(node))
    }
    changed = grown(cls) - shrunk(cls) - reset - shared
    found = {}
    for node in ast.walk(cls):
        for target in stored(node) if isinstance(node, ast.FunctionDef) else []:
            name = name_of(target)
            if name.startswith("self.") and name in changed and name not in found:
                found[name] = Clue(
                    target.lineno,
                    words("state.instance", name=name),
                )
    return sorted(found.values())


def set_each_call(methods: dict) -> Set[str]:
    """What each call sets afresh: the names a method LeetCode calls assigns in its
    own body (not in a loop or a branch), and those the methods it calls there
    (`self._reset(n)`, `len(self.solveNQueens(n))`) assign in theirs, and so on."""
    found: Set[str] = set()
    todo, seen = [name for name in METHODS if name in methods], set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for node in methods[name].body:
            if isinstance(node, (ast.Assign, ast.AnnAssign)):
                found |= {name_of(t) for t in assigned(targets_of(node))}
            if not isinstance(node, ast.stmt) or hasattr(node, "body"):
                continue  # a branch or a loop may not run
            todo += [
                inner.func.attr
                for inner in ast.walk(node)
                if isinstance(inner, ast.Call)
                and name_of(inner.func).startswith("self.")
                and inner.func.attr in methods
            ]
    return found


def assigned(targets: list) -> list:
    """The targets an assignment gives a value, tuples unpacked: `self.n, self.res`."""
    found = []
    for target in targets:
        if isinstance(target, (ast.Tuple, ast.List)):
            found += assigned(target.elts)
        else:
            found.append(
                getattr(target, "value", target)
                if isinstance(target, ast.Starred)
                else target
            )
    return found


def kept_state(source: str) -> List[Clue]:
    """Every place the file keeps something between calls, top to bottom."""
    tree = parsed(source)
    if tree is None:
        return []
    finders = (
        module_variables,
        class_attributes,
        mutable_defaults,
        instance_attributes,
    )
    return sorted({clue for finder in finders for clue in finder(tree)})


def answer_table(source: str) -> List[Clue]:
    """A list of the known counts written into the file."""
    tree = parsed(source)
    if tree is None:
        return []
    for node in ast.walk(tree):
        if isinstance(node, (ast.List, ast.Tuple)) and len(node.elts) >= 6:
            values = [getattr(x, "value", None) for x in node.elts]
            if values in (
                list(A000170[: len(values)]),
                list(A000170[1 : len(values) + 1]),
            ):
                return [
                    Clue(
                        node.lineno,
                        words("state.answer_table"),
                    )
                ]
    return []
