"""The general repair search's changes to a name written for another: a name the
file never sets, as the nearest one it does set, or as `self.` the name (`queen`
for `queens`, `n` in a method that keeps `self.n`); one side of `c1 - c1`, which
is always 0, as a name one letter off (`c1 - c2`); and a key asked of a set it is
never put in, asked of the set it is put in (`r + c in hills` where `dales | {r +
c}` is built). Each `why` says what Python does with the line as written."""

import ast
import builtins
import difflib
from typing import Iterator, List, Set

from ..words.catalogue import words
from ..words.edits import replace
from .edit import Edit, names_subtracted, replaced, text
from .reads import called_name

KEYED = ("add", "append", "discard", "remove")  # a call given a set's key


def spelled_alike(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A name written for one spelled alike: a name never set, as one that is; one
    side of `c1 - c1`, as a name one letter off."""
    yield from unknown_names(tree, lines)
    yield from same_sides(tree, lines)


def unknown_names(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """A name read where no line sets it (its function, the functions around it,
    the module; nor Python's builtins), as each name set there that is spelled
    nearly alike, and as `self.name` where the class sets that."""
    kept = {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and getattr(node.value, "id", "") == "self"
        and isinstance(node.ctx, ast.Store)
    }
    for node, known in scoped_reads(tree, set()):
        if node.id in known or hasattr(builtins, node.id):
            continue
        near = difflib.get_close_matches(node.id, sorted(known), n=3, cutoff=0.6)
        why = words("why.names.unknown", name=node.id, line=node.lineno)
        for name in near + ([f"self.{node.id}"] if node.id in kept else []):
            yield from replaced(lines, node, name, why)


def scoped_reads(scope: ast.AST, outer: Set[str]) -> Iterator[tuple]:
    """(each name read in the scope, the names it can see): its own, those of the
    functions around it and of the module; a class body's are not seen in its
    methods."""
    own = set_names(scope, within=True)
    seen = outer | own if not isinstance(scope, ast.ClassDef) else outer
    for node in own_nodes(scope):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            yield node, outer | own
        elif isinstance(node, (ast.FunctionDef, ast.Lambda, ast.ClassDef)):
            yield from scoped_reads(node, seen)


def own_nodes(scope: ast.AST) -> Iterator[ast.AST]:
    """The scope's nodes, and the functions and classes in it, not their insides."""
    for child in ast.iter_child_nodes(scope):
        yield child
        if not isinstance(child, (ast.FunctionDef, ast.Lambda, ast.ClassDef)):
            yield from own_nodes(child)


def set_names(tree: ast.AST, within: bool = False) -> Set[str]:
    """Every name the file sets: assigned, a parameter, a loop's, a function's,
    a class's, an import's; `within`, only those the scope itself sets."""
    names = set()
    nodes = own_nodes(tree) if within else ast.walk(tree)
    for node in nodes:
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names.add(node.id)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
    return names


def same_sides(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`abs(c1 - c1)`: a name taken from itself is 0; each side tried as a name
    of the file one letter off (`c2`)."""
    known = sorted(set_names(tree))
    for node in names_subtracted(tree):
        if node.left.id != node.right.id:
            continue
        name = node.left.id
        why = words("why.names.same_sides", difference=text(lines, node), name=name)
        for other in one_letter_off(name, known):
            for side in (node.right, node.left):
                yield from replaced(lines, side, other, why)


def one_letter_off(name: str, names: List[str]) -> List[str]:
    return [
        other
        for other in names
        if other != name
        and len(other) == len(name)
        and sum(a != b for a, b in zip(other, name)) == 1
    ]


def keys_asked_elsewhere(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`r + c in hills` where the file puts `r + c` in `dales` and never in
    `hills`: asked of `dales`."""
    stored = stored_keys(tree)
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Compare)
            and len(node.ops) == 1
            and isinstance(node.ops[0], (ast.In, ast.NotIn))
            and isinstance(node.comparators[0], ast.Name)
        ):
            continue
        key, held = ast.unparse(node.left), node.comparators[0].id
        owners = {owner for owner, keys in stored.items() if key in keys}
        if not owners or held in owners:
            continue
        why = words("why.names.never_put", asked=key, held=held)
        for owner in sorted(owners):
            yield from replaced(lines, node.comparators[0], owner, why)


def stored_keys(tree: ast.AST) -> dict:
    """{a set's name: the keys the file puts in it, as written}: `s.add(k)`, `s |
    {k}`, `s[k] = ...`."""
    found: dict = {}
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in KEYED
            and isinstance(node.func.value, ast.Name)
            and len(node.args) == 1
        ):
            found.setdefault(node.func.value.id, set()).add(ast.unparse(node.args[0]))
        if (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.BitOr)
            and isinstance(node.left, ast.Name)
            and isinstance(node.right, ast.Set)
        ):
            keys = {ast.unparse(item) for item in node.right.elts}
            found.setdefault(node.left.id, set()).update(keys)
        if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store):
            if isinstance(node.value, ast.Name):
                key = ast.unparse(node.slice)
                found.setdefault(node.value.id, set()).add(key)
    return found


def late_reads(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`layer = (... for p in layer ... if ... r ...)` in `for r in ...`: the
    generator made a list at once (`[...]`), so it reads `r` while it is this
    pass's."""
    for loop in ast.walk(tree):
        if not (isinstance(loop, ast.For) and isinstance(loop.target, ast.Name)):
            continue
        name = loop.target.id
        stored = [
            statement.value
            for statement in ast.walk(loop)
            if isinstance(statement, ast.Assign)
        ]
        for node in stored:  # a generator kept to be read later, not a call's
            if not isinstance(node, ast.GeneratorExp) or not any(
                getattr(inner, "id", "") == name
                for inner in ast.walk(node)
                if inner is not node.generators[0].iter
            ):
                continue
            block = lines[node.lineno - 1 : node.end_lineno]
            first, last = node.col_offset, node.end_col_offset - 1
            if not (block[0][first:].startswith("(") and block[-1][last] == ")"):
                continue
            block[-1] = block[-1][:last] + "]" + block[-1][last + 1 :]
            block[0] = block[0][:first] + "[" + block[0][first + 1 :]
            why = words("why.names.read_late", loop=loop.lineno, name=name)
            spans = node.end_lineno if node.end_lineno != node.lineno else 0
            yield replace(
                node.lineno, lines[node.lineno - 1], "\n".join(block), why, last=spans
            )


def kin_called(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """`combinations(...)` as `permutations(...)`, and the like: an itertools
    function called for its kin, on every line that names it (its import too)."""
    for node in ast.walk(tree):
        name = called_name(node)
        if name not in KIN:
            continue
        call = text(lines, node)
        for other in KIN[name]:
            why = words(MAKES[name])
            for edit in replaced(lines, node, call.replace(name, other, 1), why):
                yield edit._replace(pieces=((name, other),))


KIN = {
    "combinations": ("permutations",),
    "product": ("permutations",),
    "combinations_with_replacement": ("permutations",),
}
MAKES = {  # what each function makes: a key of the catalogue
    "combinations": "why.names.combinations",
    "product": "why.names.product",
    "combinations_with_replacement": "why.names.combinations_with_replacement",
}
