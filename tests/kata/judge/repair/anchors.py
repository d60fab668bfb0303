"""Fixes taken from correct programs, in the way of Clara (Gulwani, Radicek and
Zuleger, PLDI 2018): each function of a learner's file is matched with the
functions of correct programs, the anchors, that have the same control flow (the
same nesting of loops, ifs and defs); the anchor's names are mapped to the
learner's by the places where both stand in statements of one shape; then a
statement of the anchor, renamed, is put in place of the learner's matching one, or
added where the learner's function has none. The anchors are the shipped styles as
the folder being judged holds them, and each gallery case with its kept fix written
in (``tests/gallery/fixes.json``, built by `tests/check/test_gallery.py --fixes`).
``judge.repair.fixes`` tries these after the operators' edits, closest match first,
within a count of its own, through the same trial."""

import ast
import builtins
import difflib
import json
from collections import Counter
from typing import Dict, Iterator, List, NamedTuple, Optional, Set, Tuple

from ...basics import styles
from ..causes.source import parsed
from ..operators.edit import indent_of, replaced
from ..words.catalogue import words
from ..words.edits import Edit, insert, insert_before
from .renaming import (
    as_written,
    known,
    names_bound,
    names_in,
    one_to_one,
    renamed,
    shape_of,
    unparsed,
)
from .versions import written

OPERATOR = "anchors"  # the name a Fix records for an anchor's statement
FIXES = styles.ROOT / "tests" / "gallery" / "fixes.json"
APART = 3  # statements a match may differ by, at most
CONTROL = (ast.For, ast.AsyncFor, ast.While, ast.If, ast.With, ast.Try)
DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)


class Anchor(NamedTuple):
    name: str  # the style's name, or the gallery case's
    text: str
    tree: ast.Module


class Match(NamedTuple):
    """A learner's function and an anchor's of the same control flow: the pairs of
    their statements, the anchor's statements the learner's lacks (with the
    learner's statement they go after, or before), the names mapped."""

    anchor: Anchor
    places: List[Tuple[int, ast.AST, ast.AST]]  # (line, learner's, anchor's)
    missing: List[Tuple[ast.stmt, ast.stmt, bool]]  # (anchor's, learner's, after)
    names: Dict[str, str]  # the anchor's name -> the learner's
    held: Set[str]  # the learner's simple statements, as `unparsed` writes them
    distance: int  # statements that differ, are missing or are extra


def anchors(folder=None, fixes=FIXES) -> List[Anchor]:
    """The correct programs: each shipped style found in the folder, then each
    gallery case with its kept fix written in."""
    folder = folder or styles.SOLUTIONS
    found = [
        (name, styles.source(folder / f"{name}.py"))
        for name in styles.SHIPPED
        if (folder / f"{name}.py").is_file()
    ]
    kept = json.loads(fixes.read_text()) if fixes.is_file() else {}
    for case, fields in sorted(kept.items()):
        path = fixes.parent / f"{case}.py"
        if path.is_file():
            found.append((case, written(path.read_text(), kept_edit(fields))))
    return [Anchor(name, text, tree) for name, text in found if (tree := parsed(text))]


def kept_edit(fields: dict) -> Edit:
    """A fix kept in fixes.json as the Edit it was."""
    also = tuple(fields.get("also", ()))
    pieces = tuple(tuple(piece) for piece in fields.get("pieces", ()))
    return Edit(**{**fields, "also": also, "pieces": pieces})


def proposed(
    source: str, ran: Set[int], first: Set[int], found: List[Anchor], name: str = ""
):
    """The anchors' edits to the file, on the lines the failing run ran: those of
    the closest matches first, on the lines in `first` before the others. The file
    named `name` is no anchor of its own: a gallery case's kept fix is not its
    anchor when that case is judged."""
    tree = parsed(source)
    if tree is None:
        return []
    lines = source.splitlines()
    theirs = [
        (anchor, other, skeleton(other.body))
        for anchor in found
        if anchor.text != source and anchor.name != name
        for other in functions(anchor.tree)
    ]
    matches = [
        (matched(function, other, anchor), scope)
        for function, scope in scoped(tree)
        for anchor, other, flow in theirs
        if flow and flow == skeleton(function.body)  # one control flow, not none
    ]
    edits = [
        (match.distance, line not in first, from_anchor(edit, match.anchor))
        for match, bound in matches
        if match.distance <= APART
        for line, edit in match_edits(match, lines, bound)
        if line in ran
    ]
    edits.sort(key=lambda found: found[:2])  # stable: in the anchors' order
    ordered = {}
    for _, _, edit in edits:
        ordered.setdefault((edit.line, edit.kind, edit.new), edit)
    return list(ordered.values())


def functions(tree: ast.AST) -> Iterator[ast.FunctionDef]:
    return (node for node in ast.walk(tree) if isinstance(node, DEFS))


def scoped(tree: ast.Module) -> Iterator[Tuple[ast.FunctionDef, Set[str]]]:
    """Each function of the file, with the names it may read: those bound in the
    outermost function that holds it (its own and its neighbours'), at the
    module's level, and Python's own (not a class's attributes or methods: inside
    a method they are no bare names)."""
    outer = [
        node
        for top in tree.body
        for node in ([top] if isinstance(top, DEFS) else getattr(top, "body", []))
        if isinstance(node, DEFS)
    ]
    plain = [s for s in tree.body if not isinstance(s, DEFS + (ast.ClassDef,))]
    level = names_bound(ast.Module(plain, []))
    level |= {s.name for s in tree.body if isinstance(s, DEFS + (ast.ClassDef,))}
    for top in outer:
        bound = (names_bound(top) - {top.name}) | level | set(dir(builtins))
        yield from ((function, bound) for function in functions(top))


def skeleton(body: List[ast.stmt]) -> tuple:
    """The control flow of a block: its loops, ifs, withs, trys and defs, nested,
    with the blocks they hold (simple statements left out)."""
    return tuple(shape(statement) for statement in body if is_control(statement))


def is_control(statement: ast.stmt) -> bool:
    return isinstance(statement, CONTROL + DEFS)


def shape(statement: ast.stmt):
    if isinstance(statement, DEFS):
        return "def"
    kind = "loop" if isinstance(statement, (ast.For, ast.AsyncFor, ast.While)) else ""
    return (kind or type(statement).__name__, *map(skeleton, blocks(statement)))


def blocks(statement: ast.stmt) -> List[List[ast.stmt]]:
    found = [statement.body, getattr(statement, "orelse", [])]
    found += [handler.body for handler in getattr(statement, "handlers", [])]
    return found + [getattr(statement, "finalbody", [])]


def kind(statement: ast.stmt) -> str:
    """What a simple statement does, for aligning two blocks: its type, and the
    method a call statement calls."""
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        function = statement.value.func
        return "call " + getattr(function, "attr", getattr(function, "id", ""))
    return type(statement).__name__


def matched(function, other, anchor: Anchor) -> Match:
    """The statements of two functions of one control flow, paired."""
    pairs, missing, extra = [], [], 0
    for ours, theirs in paired_blocks(function.body, other.body):
        extra += aligned(ours, theirs, pairs, missing)
    names = mapped(function, other, pairs)
    places = [place for pair in pairs for place in compared(*pair)]
    differ = sum(
        1 for _, ours, theirs in places if unparsed(ours) != renamed(theirs, names)
    )
    held = {unparsed(mine) for mine, _ in pairs if not is_control(mine)}
    apart = differ + len(missing) + extra
    return Match(anchor, places, missing, names, held, apart)


def compared(mine: ast.stmt, its: ast.stmt) -> List[Tuple[int, ast.AST, ast.AST]]:
    """(the line, the learner's part, the anchor's) for each part of two paired
    statements that one may take the other's place: a simple statement whole, a
    control statement's head (a for loop's target and its iterable apart)."""
    if type(mine) is not type(its):  # a `for` and a `while`: heads unlike
        parts = []
    elif isinstance(mine, (ast.For, ast.AsyncFor)):
        parts = [(mine.target, its.target), (mine.iter, its.iter)]
    elif is_control(mine):
        parts = [(heads(mine), heads(its))]
    else:
        parts = [(mine, its)]
    return [(mine.lineno, ours, theirs) for ours, theirs in parts if ours and theirs]


def paired_blocks(ours: List[ast.stmt], theirs: List[ast.stmt]):
    """Each pair of blocks at one place in the two control flows (the control
    statements inside a def are the def's own to pair)."""
    yield ours, theirs
    mine = [s for s in ours if is_control(s) and not isinstance(s, DEFS)]
    its = [s for s in theirs if is_control(s) and not isinstance(s, DEFS)]
    for one, other in zip(mine, its):
        for inner, outer in zip(blocks(one), blocks(other)):
            yield from paired_blocks(inner, outer)


def runs(body: List[ast.stmt]) -> List[List[ast.stmt]]:
    """The block cut at each control statement, which heads the run after it
    (docstrings left out)."""
    found = [[]]
    for statement in body:
        if is_docstring(statement):
            continue
        if is_control(statement):
            found.append([statement])
        else:
            found[-1].append(statement)
    return found


def is_docstring(statement: ast.stmt) -> bool:
    value = getattr(statement, "value", None)
    return isinstance(statement, ast.Expr) and isinstance(value, ast.Constant)


def aligned(ours: List[ast.stmt], theirs: List[ast.stmt], pairs, missing) -> int:
    """Pair two blocks of one control flow statement by statement: the control
    statements by their place, the simple ones between them by what each does.
    Each anchor's statement the learner's block lacks goes in `missing`, with the
    learner's statement it goes after (or before, at the block's start); the
    count of the learner's statements with no match is returned."""
    extra = 0
    for mine, its in zip(runs(ours), runs(theirs)):
        head = mine[0] if mine and is_control(mine[0]) else None
        if head is not None:
            pairs.append((mine[0], its[0]))
            mine, its = mine[1:], its[1:]
        matcher = difflib.SequenceMatcher(
            a=[kind(s) for s in mine], b=[kind(s) for s in its], autojunk=False
        )
        for tag, start, end, put, put_end in matcher.get_opcodes():
            both = min(end - start, put_end - put) if tag != "insert" else 0
            pairs.extend(zip(mine[start : start + both], its[put : put + both]))
            extra += end - start - both
            at = start + both
            place = mine[at - 1] if at else head
            for statement in its[put + both : put_end]:
                if place is not None:
                    missing.append((statement, place, True))
                elif ours:
                    missing.append((statement, ours[0], False))
    return extra


def mapped(function, other, pairs) -> Dict[str, str]:
    """The anchor's names mapped to the learner's: where two statements have one
    shape, each name stands for the name at its place (the commonest wins);
    parameters by their place."""
    votes: Dict[str, Counter] = {}
    places = [(function.name, other.name)] + list(
        zip(parameters(function), parameters(other))
    )
    for mine, its in pairs:
        if is_control(mine):
            mine, its = heads(mine), heads(its)
        if mine is not None and shape_of(mine) == shape_of(its):
            places += list(zip(names_in(mine), names_in(its)))
    for ours, theirs in places:
        votes.setdefault(theirs, Counter())[ours] += 1
    return {theirs: count.most_common(1)[0][0] for theirs, count in votes.items()}


def parameters(function) -> List[str]:
    """A function's parameters, `self` or `cls` left out."""
    names = [each.arg for each in function.args.args]
    return names[1:] if names[:1] in (["self"], ["cls"]) else names


def heads(statement: ast.stmt) -> Optional[ast.AST]:
    """The part of a control statement written on its first line (none for a with
    or a try)."""
    if isinstance(statement, (ast.For, ast.AsyncFor)):
        return ast.Tuple([statement.target, statement.iter], ast.Load())
    return getattr(statement, "test", None)


def from_anchor(edit: Edit, anchor: Anchor) -> Edit:
    """The edit as the anchors propose it: where the anchor is a shipped style, its
    why names that style, the correct program to compare the line with (a gallery
    case's mended file is named by no why: it is not one a learner reads)."""
    why = ""
    if anchor.name in styles.SHIPPED:
        key = (
            "why.anchors.one_more"
            if edit.kind.startswith("insert")
            else "why.anchors.otherwise"
        )
        why = words(key, style=f"{anchor.name}.py")
    return edit._replace(operator=OPERATOR, why=why)


def match_edits(match: Match, lines: List[str], bound: Set[str]):
    """(the line whose run it changes, the Edit): each statement of the anchor's that
    differs from the learner's at its place, renamed, in the learner's place; then
    each the learner's lacks, added."""
    theirs_lines = match.anchor.text.splitlines()
    for line, ours, theirs in match.places:
        new = as_written(theirs_lines, theirs, match.names)
        if not one_to_one(theirs, match.names):
            continue
        if renamed(theirs, match.names) != unparsed(ours) and known(new, bound):
            yield from ((line, edit) for edit in replaced(lines, ours, new))
    for statement, place, after in match.missing:
        new = as_written(theirs_lines, statement, match.names)
        held = renamed(statement, match.names) in match.held
        fits = one_to_one(statement, match.names) and known(new, bound)
        if fits and not held and "\n" not in new:
            edit = added(lines, place, new, after)
            if edit is not None:
                yield place.lineno, edit


def added(lines: List[str], place: ast.stmt, new: str, after: bool) -> Optional[Edit]:
    """The statement `new` on a line of its own, after the learner's statement
    `place` (after the whole block, for a control statement) or before it."""
    number = place.end_lineno if after else place.lineno
    line, indent = lines[number - 1], indent_of(lines[place.lineno - 1])
    return (insert if after else insert_before)(number, line, f"{indent}{new}")
