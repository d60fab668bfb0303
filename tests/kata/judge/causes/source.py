"""A learner's source read with ``ast``: the pieces the clue finders share
(what a file grows and shrinks, stores and calls), and the Clue they return."""

import ast
from typing import List, NamedTuple, Optional, Set, Tuple

from ..words.catalogue import Words, render

GROWING = {"append", "extend", "add", "update", "insert", "setdefault", "appendleft"}
SHRINKING = {"pop", "remove", "discard", "clear", "popleft"}


class Clue(NamedTuple):
    """A cause read at a line: its words as a template's key and parameters, by
    which the same clue at other lines is named with it, never by their rendering."""

    line: int
    said: Words
    also: Tuple[int, ...] = ()  # the other lines its words name

    @property
    def text(self) -> str:
        return render(self.said)


BINARY = {  # each binary operator of Python, as written
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//",
    ast.Mod: "%", ast.Pow: "**", ast.LShift: "<<", ast.RShift: ">>",
    ast.BitOr: "|", ast.BitAnd: "&", ast.BitXor: "^",
}  # fmt: skip


def parsed(source: str) -> Optional[ast.Module]:
    try:
        return ast.parse(source)
    except SyntaxError:
        return None


def called_on(tree: ast.AST, methods: Set[str]) -> List[ast.expr]:
    """The objects whose method in `methods` is called: x in x.append(...)."""
    return [
        node.func.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in methods
    ]


def stored(tree: ast.AST) -> List[ast.expr]:
    """What is assigned to, added to, or has an item assigned: the x of x = ...,
    x += ..., x[i] = ..."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        else:
            continue
        for target in targets:
            found.append(target.value if isinstance(target, ast.Subscript) else target)
    return found


def item_stores(tree: ast.AST) -> List[ast.Subscript]:
    """The x[i] assigned to or added to: x changes in place."""
    return [
        target
        for node in ast.walk(tree)
        if isinstance(node, (ast.Assign, ast.AugAssign))
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Subscript)
    ]


def name_of(node: ast.expr) -> str:
    """'boards' for boards, 'self.boards' for self.boards, else ''."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return f"{node.value.id}.{node.attr}"
    return ""


def grown(tree: ast.AST) -> Set[str]:
    """The names that grow or change in a function: appended to, added to, assigned."""
    functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
    names = set()
    for function in functions:
        names |= {name_of(x) for x in called_on(function, GROWING)}
        names |= {name_of(x) for x in stored(function) if not isinstance(x, ast.Name)}
        names |= {name_of(x.value) for x in item_stores(function)}
        names |= {
            name
            for n in ast.walk(function)
            if isinstance(n, ast.Global)
            for name in n.names
        }
        names |= {
            name_of(node.target)
            for node in ast.walk(function)
            if isinstance(node, ast.AugAssign)
        }
    return names - {""}


def shrunk(tree: ast.AST) -> Set[str]:
    """The names a search also takes from (popped, removed): kept balanced."""
    return {name_of(x) for x in called_on(tree, SHRINKING)} - {""}


def own_nodes(function: ast.FunctionDef) -> list:
    """The nodes of a function's body, not of the functions defined in it."""
    found, todo = [], list(function.body)
    while todo:
        node = todo.pop()
        found.append(node)
        if not isinstance(node, (ast.FunctionDef, ast.Lambda, ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(node))
    return found


def dict_names(tree: ast.AST) -> set:
    """The names the file makes dicts under (`pos = {}`, `pos = dict()`)."""
    return {
        target.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and (
            isinstance(node.value, ast.Dict)
            or getattr(node.value, "func", None) is not None
            and getattr(node.value.func, "id", None) == "dict"
        )
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def is_range(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "range"
        and 1 <= len(node.args) <= 2
    )
