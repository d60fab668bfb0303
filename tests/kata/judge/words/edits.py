"""An edit to a learner's file, typed: what it does (its kind, one of KINDS), where
(its line, and its last where it takes more than one), and with what (its new text;
for a move, where to). The operators make each with its kind's constructor; the
trial writes it into the file by its kind (``Edit.written``), and the fix's words
are chosen by its kind (``kata.judge.repair.fix_words``). It lives with the words
so that a finding's fix can be one (``findings.Fix``)."""

from typing import List, NamedTuple, Tuple, Union

from .catalogue import Words

KINDS = {  # every kind of edit, with what its `new` is
    "replace": "lines `line`..`last` written as `new` (one line or more)",
    "wrap": "line `line` written inside an `if`: `new` is the line(s) it becomes",
    "insert": "`new` put after line `line`, which stays",
    "insert_before": "`new` put before line `line`, which stays",
    "delete": "line `line` left out (`pass` in its place, so its block keeps a "
    "statement), or lines `line`..`last` taken out",
    "move": "one line moved, written as `new`: line `last` put before line `line` "
    "(`to` is `line`), or line `line` put first in the block line `last` opens "
    "(`to` is `last`)",
    "dedent": "line `line` one level out: `new` is the line at its new depth",
}


Why = Union[Words, str]  # what a line does as written: Words, or "" for nothing


class Edit(NamedTuple):
    """One change to a learner's file, of kind `kind` (from KINDS), at line `line`
    (1-based), which reads `before` as written; `why` says what the line does as
    written, as Words of a `why.` template (``operator_sentences``), the operator's
    key and the learner's code as its parameters; "" where the change alone says
    it."""

    kind: str
    line: int
    before: str
    new: str = ""
    why: Why = ""
    last: int = 0  # the last line of the edit, where it takes more than one
    to: int = 0  # for a move: the line it goes next to (`line` or `last`)
    also: Tuple[int, ...] = ()  # other lines, the same as `before`, changed alike
    held: str = ""  # on those lines, the expression changed only as a key of this
    pieces: Tuple[Tuple[str, str], ...] = ()  # (old, new) of each change, where
    # the edit makes several on its line: made on the `also` lines one by one
    operator: str = ""  # the name of the row of judge.repair.table that proposed it

    def after_in(self, lines: List[str]) -> str:
        """The text of lines `line`..`last` of the file (`lines`, without their
        endings) once the edit is made: of line `line` alone where `last` is 0."""
        span = lines[self.line - 1 : max(self.line, self.last)]
        if self.kind == "insert":
            return f"{self.before}\n{self.new}"
        if self.kind == "insert_before":
            return f"{self.new}\n{self.before}"
        if self.kind == "delete":
            return "" if self.last else f"{indent(self.before)}pass"
        if self.kind == "move" and self.to == self.line:  # the last line, moved up
            return "\n".join([self.new, *span[:-1]])
        if self.kind == "move":  # the first line, first in the block `to` opens
            return "\n".join([*span[1:], self.new])
        return self.new

    def writes_lines(self) -> bool:
        """Does the edit write more than one line where its line was?"""
        return self.kind in ("insert", "insert_before", "move") or "\n" in self.new

    def changes(self) -> bool:
        """Does the edit change its line (a line written as it was, or `pass` left
        out for `pass`, does not)?"""
        if self.kind in ("replace", "wrap", "dedent"):
            return self.new != self.before
        return self.kind != "delete" or bool(self.last) or self.before.strip() != "pass"

    def written(self, lines: List[str]) -> List[str]:
        """The file's lines (each with its ending) with the edit made on its own
        line(s), its `also` lines aside; lines left out are taken out."""
        lines = list(lines)
        start, end = self.line - 1, max(self.line, self.last)
        if self.kind == "delete" and self.last:
            del lines[start:end]
            return lines
        ending = lines[start][len(lines[start].rstrip("\r\n")) :]
        plain = [line.rstrip("\r\n") for line in lines]
        lines[start:end] = [self.after_in(plain) + ending]
        return lines


def indent(line: str) -> str:
    """The spaces a line starts with."""
    return line[: len(line) - len(line.lstrip())]


def replace(line: int, before: str, new: str, why: Why = "", last: int = 0) -> Edit:
    """Lines `line`..`last` (line `line` alone where `last` is 0) written as `new`."""
    return Edit("replace", line, before, new, why, last=last)


def wrap(line: int, before: str, new: str, why: Why = "") -> Edit:
    """Line `line` written inside an `if`, as `new`."""
    return Edit("wrap", line, before, new, why)


def insert(line: int, before: str, new: str, why: Why = "") -> Edit:
    """`new` put after line `line`."""
    return Edit("insert", line, before, new, why)


def insert_before(line: int, before: str, new: str, why: Why = "") -> Edit:
    """`new` put before line `line`."""
    return Edit("insert_before", line, before, new, why)


def delete(line: int, before: str, why: Why = "", last: int = 0, also=()) -> Edit:
    """Lines `line`..`last` left out; one line alone has `pass` in its place."""
    return Edit("delete", line, before, "", why, last=last, also=also)


def move(line: int, before: str, new: str, why: Why, last: int, to: int) -> Edit:
    """Line `last` put before line `line` (`to` is `line`), or line `line` put
    first in the block that line `last` opens (`to` is `last`), written as `new`."""
    return Edit("move", line, before, new, why, last=last, to=to)


def dedent(line: int, before: str, new: str, why: Why = "") -> Edit:
    """Line `line` one level out, written as `new`."""
    return Edit("dedent", line, before, new, why)
