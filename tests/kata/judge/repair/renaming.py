"""A node of one program written in the names of another: the names it reads,
its text with the names its comprehensions bind made plain (two statements that
differ only there are one), its shape with every name blanked, and whether the
names it would read are bound where it goes (``judge.repair.anchors``)."""

import ast
from typing import Dict, List, Set

from ..causes.source import parsed

DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)


def kept(node: ast.AST, key: str, work):
    """What `work` finds of the node, kept on the node (a tree is read many times
    over, once for each anchor's match, and lives for one search alone)."""
    if key not in node.__dict__:
        node.__dict__[key] = work(node)
    return node.__dict__[key]


def shape_of(node: ast.AST) -> str:
    """The node with every name blanked: two statements of one shape."""
    return kept(node, "_shape", lambda node: written_as(node, lambda _: "_", ast.dump))


def names_in(node: ast.AST) -> List[str]:
    return [each.id for each in name_nodes(node)]


def name_nodes(node: ast.AST) -> List[ast.Name]:
    return kept(
        node, "_names", lambda node: [n for n in ast.walk(node) if type(n) is ast.Name]
    )


def written_as(node: ast.AST, rename, write=ast.unparse) -> str:
    """The node written with each name renamed (the node itself left as it was)."""
    found = name_nodes(node)
    was = [each.id for each in found]
    try:
        for each in found:
            each.id = rename(each.id)
        return write(node)
    finally:
        for each, name in zip(found, was):
            each.id = name


def as_written(lines: List[str], node: ast.AST, names: Dict[str, str]) -> str:
    """The anchor's node as its file writes it (its quotes, its spacing), each name
    in it the learner's; as Python writes it where it takes more than one line."""
    if node.lineno != node.end_lineno:
        return written_as(node, lambda name: names.get(name, name))
    raw = lines[node.lineno - 1].encode()
    text = raw[node.col_offset : node.end_col_offset]
    for name in sorted(name_nodes(node), key=lambda each: -each.col_offset):
        start, end = name.col_offset - node.col_offset, name.end_col_offset
        new = names.get(name.id, name.id).encode()
        text = text[:start] + new + text[end - node.col_offset :]
    return text.decode()


def renamed(node: ast.AST, names: Dict[str, str]) -> str:
    """The anchor's node written with the learner's names, as `unparsed` writes it."""
    bound = comprehended(node)
    return written_as(node, lambda name: bound.get(name) or names.get(name, name))


def unparsed(node: ast.AST) -> str:
    """The node's text, the names its comprehensions bind written alike (`for c in
    queens` is `for col in queens`)."""
    bound = comprehended(node)
    return kept(node, "_text", lambda node: written_as(node, lambda n: bound.get(n, n)))


def comprehended(node: ast.AST) -> Dict[str, str]:
    """The names the node's comprehensions bind, each to a plain name of its place."""
    return kept(node, "_bound", bound_in_comprehensions)


def bound_in_comprehensions(node: ast.AST) -> Dict[str, str]:
    bound = [
        name.id
        for each in ast.walk(node)
        if isinstance(each, ast.comprehension)
        for name in ast.walk(each.target)
        if isinstance(name, ast.Name)
    ]
    return {name: f"_{k}" for k, name in enumerate(dict.fromkeys(bound))}


def one_to_one(node: ast.AST, names: Dict[str, str]) -> bool:
    """Are the node's names still told apart once renamed (no two made one)?"""
    own = set(names_in(node))
    return len({names.get(name, name) for name in own}) == len(own)


def known(text: str, bound: Set[str]) -> bool:
    """Does the text use only names the learner's file binds, or Python's own?"""
    tree = parsed(text)
    return tree is not None and all(
        node.id in bound for node in ast.walk(tree) if isinstance(node, ast.Name)
    )


def names_bound(tree: ast.AST) -> Set[str]:
    """Every name the file binds: assigned, a parameter, a def, a class, imported."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            found.add(node.id)
        elif isinstance(node, ast.arg):
            found.add(node.arg)
        elif isinstance(node, DEFS + (ast.ClassDef,)):
            found.add(node.name)
        elif isinstance(node, ast.alias):
            found.add((node.asname or node.name).split(".")[0])
    return found
