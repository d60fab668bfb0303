"""What the coach found, as data. Each fact a lesson states is a field of a Finding,
filled in by the code that checked it: its kind (from KINDS), the method and the n,
the lines it blames, the square, the boards, the keys with their values, the fix
tried, what was run. Its words come in parts (``Part``), each with its role in the
lesson (the head, a board drawn, where it went wrong, what to do) and the key of its
template with the parameters (``kata.judge.words.catalogue``), chosen where the
finding is made and rendered only where it is said; the coach and `make hint` choose
by the fields, the roles and the keys, and nothing reads the words back
(``kata.judge.coach.told`` prints them as text, ``kata.judge.forms`` as JSON or as
one line per blamed line)."""

from dataclasses import asdict, dataclass, field, replace
from typing import Dict, Iterable, List, NamedTuple, Optional, Tuple

from .catalogue import Words, render, words as words_of
from .edits import Edit

SCHEMA = 3  # the version of the JSON form; raised when a field changes meaning

KINDS = {  # every kind of finding, with what it says
    "boards": "solveNQueens's boards are wrong: some missing, extra, or repeated",
    "shape": "the answer is not in LeetCode's shape (a tuple, ints, not a list)",
    "shared": "one board object appended again and changed after",
    "count": "totalNQueens's answer is wrong, or not an int",
    "agreement": "the count is not the number of boards solveNQueens returned",
    "stopped": "a call stopped: an exception, time, memory, recursion (`stop`)",
    "clue": "a cause read in the source and checked, at its lines (`rule` names it)",
    "count_alone": "only the count is wrong: where to look",
    "fix": "a change tried on this run that makes every answer for n = 1..9 right",
    "watch": "the command to watch the search place its queens",
    "misnamed": "a method written under a name a slip away from LeetCode's",
    "unwritten": "neither method written yet",
    "newer_python": "syntax LeetCode's Python cannot read",
    "zero": "what is wrong at n = 0",
    "reused": "a wrong answer from one instance asked many n",
    "imports": "a wrong answer only under LeetCode's imports",
    "beyond": "a wrong answer past n = 9",
    "correct": "every check passed (`method` names the one written, where one is)",
    "aside": "a note beside a correct verdict",
    "cost": "what a correct file costs",
    "again": "what to do next",
    "house_rule": "a house rule broken (`rule` names it), after correctness",
}
ROLES = {  # the part a piece of words plays, which `make hint` shows in turn
    "where": "the file, and the n or the lines: said with the part after it",
    "head": "which n, which method",
    "board": "the board, drawn",
    "decided": "where it went wrong, and the line of code that decided",
    "fix": "the fix",
    "checked": "what a correct verdict checked",
}


class Part(NamedTuple):
    """A piece of a finding's words: its role in the lesson, its words as a template's
    key and parameters, and whether it begins a line of its own."""

    role: str
    words: Words
    line: bool = False  # said on a line of its own

    @property
    def key(self) -> str:
        return self.words.key

    @property
    def said(self) -> str:
        if self.empty:
            return ""
        return ("\n" if self.line else "") + render(self.words)

    @property
    def empty(self) -> bool:
        """Says nothing (by its key)."""
        return self.key == "nothing"

    def on_a_line(self) -> "Part":
        return self._replace(line=True)

    def to_json(self) -> dict:
        return {"role": self.role, "words": render(self.words), **self.words.to_json()}


def part(role: str, said: Words) -> Part:
    """A part of this role: Words, a template's key and its parameters; never text
    built outside the catalogue (a TypeError)."""
    if not isinstance(said, Words):
        raise TypeError(f"a part's words are a template's, not {said!r}")
    return Part(role, said)


@dataclass(frozen=True)
class Fix:
    """A change to the file, tried on this run: the edit itself (``edits.Edit``: its
    kind, where, with what, and the operator whose edit it is, the name of its row
    in ``judge.repair.table``), the lines it changes, the text there and the text
    put there, and what was run to check it."""

    edit: Edit
    lines: Tuple[int, ...]
    old: str
    new: str
    tried: str

    @property
    def kind(self) -> str:
        return self.edit.kind

    @property
    def operator(self) -> str:
        return self.edit.operator

    def to_json(self) -> dict:
        """The fix as the JSON form gives it: its lines, old, new, tried and kind."""
        return {
            "lines": self.lines,
            "old": self.old,
            "new": self.new,
            "tried": self.tried,
            "kind": self.kind,
        }


@dataclass(frozen=True)
class Finding:
    kind: str
    parts: Tuple[Part, ...]  # said one after the other (a (role, words) pair is
    # taken as part(role, words))
    method: str = ""
    n: Optional[int] = None
    lines: Tuple[int, ...] = ()  # the file's lines it blames
    square: Optional[Tuple[int, int]] = None  # (row, col) of the first wrong step
    boards: Tuple[Tuple[int, ...], ...] = ()  # the boards shown, columns row by row
    # (an off-board queen's column is n)
    counts: Dict[str, int] = field(default_factory=dict)  # missing, extra, repeated,
    # repeated_middle (of those, an odd n's middle column's), returned, known..
    fault: str = ""  # what breaks a board or an answer, from FAULTS
    keys: Dict[str, int] = field(default_factory=dict)  # a key's name and its value
    rule: str = ""  # the rule that found it
    fix: Optional[Fix] = None
    ran: str = ""  # what was run to find it
    stop: str = ""  # why a call stopped: crash, time, memory, recursion, ...

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"unknown kind of finding: {self.kind!r}")
        parts = tuple(p if isinstance(p, Part) else part(*p) for p in self.parts)
        object.__setattr__(self, "parts", parts)
        if any(p.role not in ROLES for p in self.parts):
            raise ValueError(f"unknown role in {self.parts!r}")

    @property
    def said(self) -> str:
        """The words, as the learner reads them."""
        return "".join(p.said for p in self.parts)

    @property
    def first_line(self) -> Tuple[Part, ...]:
        """The parts said before the first that begins a line of its own."""
        first = []
        for p in self.parts:
            if p.line:
                break
            first.append(p)
        return tuple(first)

    @property
    def head(self) -> str:
        """The first line of the words."""
        return "".join(p.said for p in self.first_line).split("\n", 1)[0]

    @property
    def step(self) -> str:
        """The first wrong step a boards finding names, as a key of STEPS: "skipped"
        (a free square never tried, on the way to a missing board) or "let" (an
        attacked square a queen was put on, on the way to an extra board); else
        "" (no square, or a board whose rows are at fault)."""
        if self.kind != "boards" or self.square is None or not self.boards:
            return ""
        if self.fault == "attack":
            return "let"
        return "" if self.fault else "skipped"

    @property
    def message(self) -> str:
        """The first line of the words after where they are (the file, the n or
        the line), for a form that says where in its own way."""
        told = [p for p in self.parts if p.role != "where"]
        cut = next((i for i, p in enumerate(told) if i and p.line), len(told))
        said = "".join(render(p.words) for p in told[:1]) + "".join(
            p.said for p in told[1:cut]
        )
        return said.strip().split("\n", 1)[0]

    @property
    def message_words(self) -> Words:
        """The message's words (``message``): its first part after where it is."""
        return next(p for p in self.parts if p.role != "where").words

    def without(self, role: str) -> "Finding":
        return replace(self, parts=tuple(p for p in self.parts if p.role != role))

    def with_parts(self, *parts) -> "Finding":
        """The finding with these parts said after its own."""
        return replace(self, parts=self.parts + parts)

    def to_json(self) -> dict:
        found = asdict(self)
        found["fix"] = self.fix.to_json() if self.fix else None
        found["parts"] = [p.to_json() for p in self.parts]
        return found


STEPS = {  # how the square of a first wrong step went wrong, in a few words
    "skipped": "skipped",
    "let": "let through though attacked",
}
FAULTS = {  # what breaks an extra board, where its rows themselves are wrong
    "attack": "two queens attack each other",
    "rows": "too few or too many rows",
    "off_board": "a queen in column n, off the board",
    "row_text": "a row not n squares of 'Q' and '.'",
    "row_queens": "a row without exactly one queen",
}


def said(kind: str, words: Words, role: str = "head", **fields) -> Finding:
    """A finding of one part."""
    return Finding(kind, (part(role, words),), **fields)


def located(kind: str, where, words: Words, role: str = "head", **fields) -> Finding:
    """A finding of one part after where it is: 'mine.py, n = 4: ' + words (where:
    Words, or the file's name)."""
    at = where if isinstance(where, Words) else words_of("where", place=where)
    return Finding(kind, (part("where", at), part(role, words)), **fields)


def texts(found: Iterable[Finding]) -> List[str]:
    """The words of each finding, each said once."""
    return list(dict.fromkeys(finding.said for finding in found))


def lines_named(lines: List) -> Words:
    """'line 9', 'lines 9 and 24', 'lines 3, 9 and 24', as words."""
    if len(lines) == 1:
        return words_of("line", line=lines[0])
    some = ", ".join(map(str, lines[:-1]))
    return words_of("lines", some=some, last=lines[-1])
