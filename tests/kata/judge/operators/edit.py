"""The pieces the guesses share: a node's text, a node written anew on its line
(an Edit of ``judge.words.edits``), the same edit made on the lines alike."""

import ast
import re
from typing import Iterator, List, Tuple

from ..words.catalogue import Words, words
from ..words.edits import Edit, Why, replace

SHIFTS = {ast.LShift: "<<", ast.RShift: ">>"}
LOWER = {ast.BitOr: "|", ast.BitAnd: "&", ast.BitXor: "^"}
ARITHMETIC = {ast.Add: "+", ast.Sub: "-"}
ITERATORS = {"filter", "map", "zip", "reversed", "iter", "enumerate"}


def indent_of(line: str) -> str:
    """The spaces a line starts with."""
    return line[: len(line) - len(line.lstrip())]


def text(lines: List[str], node: ast.AST) -> str:
    line = lines[node.lineno - 1].encode()
    return line[node.col_offset : node.end_col_offset].decode()


def parenthesized(lines: List[str], node: ast.AST) -> bool:
    before = lines[node.lineno - 1].encode()[: node.col_offset].rstrip()
    return before.endswith(b"(")


def replaced(lines: List[str], node: ast.AST, new: str, why: Why = "") -> List[Edit]:
    """The Edit that writes `new` in place of the node, on the node's one line (none
    where the node takes more than one)."""
    if node.lineno != node.end_lineno:
        return []
    line = lines[node.lineno - 1]
    raw = line.encode()
    after = raw[: node.col_offset] + new.encode() + raw[node.end_col_offset :]
    return [replace(node.lineno, line, after.decode(), why)]


def walk_code(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node but those of type annotations (List[List[str]] is no index)."""
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.arg, ast.AnnAssign)) and node.annotation:
            skipped |= {id(inner) for inner in ast.walk(node.annotation)}
        if isinstance(node, ast.FunctionDef) and node.returns:
            skipped |= {id(inner) for inner in ast.walk(node.returns)}
    return (node for node in ast.walk(tree) if id(node) not in skipped)


def combined(lines: List[str], found: List[tuple]) -> Iterator[Edit]:
    """For each line with two changes or more among `found` ((node, its new text,
    why) on one line each), one Edit that makes them all (the one furthest right
    first, so the offsets of the others hold); none where two overlap."""
    by_line = {}
    for node, new, why in found:
        if node.lineno == node.end_lineno:
            by_line.setdefault(node.lineno, []).append((node, new, why))
    for line, here in by_line.items():
        spans = sorted((node.col_offset, node.end_col_offset) for node, _, _ in here)
        if len(here) < 2 or any(e > s for (_, e), (s, _) in zip(spans, spans[1:])):
            continue
        raw = lines[line - 1].encode()
        for node, new, _ in sorted(here, key=lambda change: -change[0].col_offset):
            raw = raw[: node.col_offset] + new.encode() + raw[node.end_col_offset :]
        whys = one_after_another(list(dict.fromkeys(why for _, _, why in here)))
        pieces = tuple((text(lines, node), new) for node, new, _ in here)
        yield replace(line, lines[line - 1], raw.decode(), whys)._replace(pieces=pieces)


def one_after_another(whys: List[Words]) -> Why:
    """Several whys said one after the other (`why.and`, nested), each once."""
    first, *rest = whys
    return (
        words("why.and", first=first, then=one_after_another(rest)) if rest else first
    )


def twins(lines: List[str], edit: Edit) -> List[Edit]:
    """The edit made on every other line that reads as `before` does, or holds the
    expression it changes, where that is more than a lone name or number (the same
    slip written twice, as in two methods, or a key used where it is tested, added
    and removed); then, where the expression is a set's key, on the lines that use
    it as that set's key alone; [] where there is none. An edit that writes more
    than one line is made again only where a line reads as `before` whole."""
    if edit.last or edit.also:
        return []
    if edit.writes_lines():
        same = tuple(
            number
            for number, line in enumerate(lines, 1)
            if number != edit.line and line.strip() == edit.before.strip()
        )
        return [edit._replace(also=same)] if same else []
    if edit.pieces:  # several changes: the other lines that hold every one
        same = tuple(
            number
            for number, line in enumerate(lines, 1)
            if number != edit.line and all(holds(line, old) for old, _ in edit.pieces)
        )
        return [edit._replace(also=same)] if same else []
    after = edit.after_in(lines)
    old, _ = changed_part(edit.before, after)
    whole = is_expression(old) and operated(edit.before, after)
    same = tuple(
        number
        for number, line in enumerate(lines, 1)
        if number != edit.line
        and (line.strip() == edit.before.strip() or (whole and holds(line, old)))
    )
    found = [edit._replace(also=same)] if same else []
    held = keyed_at(edit.before, old, first_difference(edit.before, after))
    held = held if whole else ""
    keyed = tuple(
        number
        for number, line in enumerate(lines, 1)
        if number != edit.line and held and keyed_in(line, old, held)
    )
    if keyed and keyed != same:
        found.append(edit._replace(also=keyed, held=held))
    return found


def key_patterns(old: str, held: str = r"\w+") -> List[str]:
    """`old in held`, `held.add(old)`, `held[old]`: old as a key of held."""
    key = as_written(old.strip())
    return [
        rf"{key}\s+(?:not\s+)?in\s+(?P<held>{held})\b",
        rf"\b(?P<held>{held})\s*\.\s*\w+\(\s*{key}\s*\)",
        rf"\b(?P<held>{held})\[\s*{key}\s*\]",
    ]


def first_difference(before: str, after: str) -> int:
    return next(
        (at for at, (one, other) in enumerate(zip(before, after)) if one != other),
        min(len(before), len(after)),
    )


def keyed_at(line: str, old: str, at: int) -> str:
    """The set the line uses `old` as a key of, where that use holds column `at`."""
    for pattern in key_patterns(old):
        for found in re.finditer(pattern, line):
            if found.start() <= at < found.end():
                return found.group("held")
    return ""


def keyed_in(line: str, old: str, held: str) -> str:
    """`held` where the line uses `old` as its key, else ''."""
    for pattern in key_patterns(old, re.escape(held)):
        found = re.search(pattern, line)
        if found:
            return found.group("held")
    return ""


def changed_part(before: str, after: str) -> Tuple[str, str]:
    """The text the edit takes out of the line, and the text it puts in."""
    start = 0
    while start < min(len(before), len(after)) and before[start] == after[start]:
        start += 1
    end = 0
    while end < min(len(before), len(after)) - start and (
        before[-1 - end] == after[-1 - end]
    ):
        end += 1
    point = start == len(before) - end  # nothing taken out: a piece put in
    start, end = whole_expression(before, start, len(before) - end, strictly=point)
    return before[start:end], after[start : len(after) - (len(before) - end)]


def whole_expression(
    line: str, start: int, end: int, strictly: bool = False
) -> Tuple[int, int]:
    """The span of the smallest expression on the line that holds line[start:end]
    (`1 << n - 1`, not `1 << n`); `strictly`, for a piece put in at `start`, one
    that holds the point inside it (`(r, used)` for `, dl` put before its `)`); the
    span itself where none does."""
    code = line.strip()
    indent = len(line) - len(line.lstrip())
    try:
        tree = ast.parse(code + (" pass" if code.endswith(":") else ""))
    except SyntaxError:
        return start, end
    if not line.isascii():
        return start, end
    spans = [
        (node.col_offset + indent, node.end_col_offset + indent)
        for node in ast.walk(tree)
        if isinstance(node, ast.expr) and node.lineno == node.end_lineno == 1
    ]
    holding = [
        (s, e)
        for s, e in spans
        if (s < start < e if strictly else s <= start and end <= e)
    ]
    return min(holding, key=lambda span: span[1] - span[0], default=(start, end))


def is_expression(code: str) -> bool:
    """Is the text one whole expression (`abs(r - c)`), not a piece (` - 1`)?"""
    try:
        ast.parse(code.strip(), mode="eval")
    except SyntaxError:
        return False
    return bool(code.strip())


def written_alike(line: str, edit: Edit, after: str) -> str:
    """Another line changed as the edit (whose line it makes `after`) changes its
    own: the edit's line, under its own indent, where the two read the same; else
    the changed expression replaced."""
    if line.strip() == edit.before.strip():  # each line written under its own indent
        own, theirs = indent_of(edit.before), indent_of(line)
        written = [
            theirs + step[len(own) :] if step.startswith(own) else step
            for step in after.lstrip().split("\n")
        ]
        return "\n".join([theirs + written[0].lstrip(), *written[1:]])
    for old, new in edit.pieces:
        line = re.sub(as_written(old), lambda use: new, line)
    if edit.pieces:
        return line
    old, new = changed_part(edit.before, after)
    if edit.held:  # only where it is the set's key
        for pattern in key_patterns(old, re.escape(edit.held)):
            line = re.sub(pattern, lambda use: use.group(0).replace(old, new), line)
        return line
    return re.sub(as_written(old), lambda use: new, line)


def as_written(old: str) -> str:
    """A pattern for the expression `old` where it stands whole: `c`, not the c
    of `class` or of `cols`."""
    start = r"(?<![\w.])" if old[:1].isalnum() or old[:1] == "_" else ""
    end = r"(?!\w)" if old[-1:].isalnum() or old[-1:] == "_" else ""
    return start + re.escape(old) + end


def holds(line: str, old: str) -> bool:
    """Does the line hold the expression `old`, whole?"""
    return re.search(as_written(old), line) is not None


def operated(before: str, after: str) -> bool:
    """Is the text an edit changes more than a lone name or number (which other
    lines hold for other reasons)?"""
    old, _ = changed_part(before, after)
    try:
        node = ast.parse(old.strip(), mode="eval").body
    except SyntaxError:
        return True
    return not isinstance(node, (ast.Name, ast.Constant))


def names_subtracted(tree: ast.AST) -> Iterator[ast.BinOp]:
    """Every `a - b` of two names (`r - c`, `c1 - c1`)."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Sub)
            and isinstance(node.left, ast.Name)
            and isinstance(node.right, ast.Name)
        ):
            yield node


def reads_n(tree: ast.AST) -> bool:
    """Does the file read a name `n` (the board's size)?"""
    return any(getattr(node, "id", "") == "n" for node in ast.walk(tree))
