"""The coach's words come from templates (kata.judge.words): each finding's parts are
a template's key and its parameters, and nothing the coach decides reads the words
back. A gallery case judged with every template replaced by other words must be
judged alike in everything but its words: the verdict, its findings' kinds, fields,
parts (roles, keys, parameters), the summary's parts, `make hint`'s layers, the
quick sample's choice and the exit status. A reader-back planted in the coach is
caught so. And every sentence is a template's: a parameter holds data (a name, a
number, the file's code), never words built outside the catalogue, so rewording
every template changes every sentence; one built as text is caught so."""

import ast
import re
from typing import List

import pytest

from kata.gallery import lessons as gallery, sample as gallery_sample
from kata.judge import coach
from kata.judge.words import catalogue, findings
from kata.basics.boards import Attack
from kata.guard.runner import Stopped
from kata.judge.answers import attack_notes, skip_notes, stop_notes
from kata.judge.causes import check_clues, key_clues
from kata.judge.operators.edit import combined
from kata.judge.repair import fix_words
from kata.judge.words import edits
from kata.judge.words.catalogue import Words, render, rendering, words
from kata.judge.words.sentences import CATALOGUE
from kata.practice import layers
from kata.watch.decisions import Skip

# Every 8th case of the gallery that does not wait for a limit: a share of every kind.
SHARE = [case for case in gallery.cases() if gallery_sample.quick(case)][::8]
FEW = ["abs_diagonal_key", "one_board_appended", "unwritten_template"]
# Cases whose lessons say the sentences once built as text where they were decided
# (a fix's line, a switched-off shortcut, a let-through's keys and loops, a stopped
# call, a skipped square, two queens on one line), now templates.
MOVED = [
    "abs_diagonal_key",
    "anti_key_by_get",
    "pair_list_unlike_keys",
    "returns_in_first_pass",
    "range_stops_short",
    "row_above_by_name",
    "crash_index_error",
    "no_typing_import",
    "break_for_continue",
    "generator_method_dropped",
    "memo_read_or_counted",
    "count_returned_from_loop",
    "gets_over_three_lines",
    "column_check_reads_row",
]
# a share of the gallery, and the lessons that say the moved sentences
REJUDGED = SHARE + [
    case
    for case in (gallery.GALLERY / f"{name}.py" for name in MOVED)
    if case not in SHARE
]
OWN_WORDS = {"message"}  # Python's message, or a child's last line, quoted as it is
CODE = "code"  # a parameter of this name is the file's code, said as it is
WORD = re.compile(r"^\(?[A-Za-z']+[,.:;)]?$")  # a word, maybe in brackets
RUN = 3  # words in a row outside backticks: a sentence, not a name


def test_every_template_is_well_formed():
    for key, template in CATALOGUE.items():
        names = list(catalogue.params_of(template.text))
        assert template.role in findings.ROLES or template.role == "any", key
        assert set(template.measured) <= set(names), key
        assert all(name.isidentifier() for name in names), key


def test_words_render_from_the_catalogue_in_use_and_mask_what_was_measured():
    told = words("where.n", file="mine.py", n=4)
    assert catalogue.render(told) == "mine.py, n = 4: "
    nothing = words("nothing")
    slow = words("pace.endless", method="m", seconds="2 s", at=nothing, limits="")
    assert "2 s" in catalogue.render(slow)
    with rendering(masked=True):
        assert "2 s" not in catalogue.render(slow)
        assert CATALOGUE["pace.endless"].measured["seconds"] in catalogue.render(slow)
    with rendering(catalogue.other_words(CATALOGUE)):
        assert catalogue.render(told) == "<where.n> mine.py 4</>"


def decisions(found: coach.Verdict) -> tuple:
    """Everything the coach decided of a file, its words left out: rendered text
    enters only through a reader-back (a part's parameters included)."""
    judged = [
        (*fields(finding), finding.parts) for finding in found.findings + found.rules
    ]
    return (
        found.failed,
        found.status,
        found.passed,
        judged,
        found.summary_parts(),
        layers.layers(found),
        gallery_sample.waits(found),
    )


def fields(finding: findings.Finding) -> tuple:
    data = finding.to_json()
    del data["parts"]
    return tuple(sorted((name, repr(value)) for name, value in data.items()))


def in_other_words(case) -> tuple:
    """The case judged, and what was decided, all with every template's words
    replaced by others."""
    with rendering(catalogue.other_words(CATALOGUE)):
        found = gallery.judged_anew(case)  # not the run's shared verdict
        return found, decisions(found)


def same_decisions(case) -> bool:
    return decisions(gallery.judged(case)) == in_other_words(case)[1]


@pytest.mark.parametrize("name", FEW)
def test_nothing_decided_reads_the_words_back(name):
    case = gallery.GALLERY / f"{name}.py"
    other, _ = in_other_words(case)
    with rendering(catalogue.other_words(CATALOGUE)):
        said = "\n".join(other.lines)
    assert "</>" in said and "Fix this first" not in said  # the words were others
    assert same_decisions(case)


@pytest.mark.slow  # make check: a share of the gallery, each case judged twice
@pytest.mark.parametrize("case", REJUDGED, ids=[case.stem for case in REJUDGED])
def test_nothing_decided_reads_the_words_back_over_the_gallery(case):
    assert same_decisions(case)


def test_a_planted_reader_back_is_caught(monkeypatch):
    """An exit status read off the lesson's words: judged alike in its own words, it
    is caught once the words are others."""
    read_back = property(
        lambda found: int(any("Fix this first" in f.said for f in found.findings))
    )
    monkeypatch.setattr(coach.Verdict, "status", read_back)
    case = gallery.GALLERY / "abs_diagonal_key.py"
    assert gallery.judged(case).status == 1
    assert not same_decisions(case)


def built_sentences(said: Words) -> List[tuple]:
    """(key, parameter, value) of each text parameter, in phrases within too, that
    holds a sentence (RUN words in a row outside backticks), where its template does
    not quote it as code (`{name}`, or named CODE) nor as Python's own words."""
    found = []
    template = CATALOGUE[said.key].text
    for name, value in said.params:
        if isinstance(value, Words):
            found += built_sentences(value)
        elif isinstance(value, str) and not exempt(said.key, name, template):
            if sentence(value):
                found.append((said.key, name, value))
    return found


def exempt(key: str, name: str, template: str) -> bool:
    at = template.find("{" + name)
    quoted = template[:at].count("`") % 2 == 1
    return quoted or name in (CODE, *OWN_WORDS)


def sentence(value: str) -> bool:
    run = most = 0
    for token in re.sub(r"`[^`]*`", " ` ", value).split():
        run = run + 1 if WORD.match(token) else 0
        most = max(most, run)
    return most >= RUN


MOVED_ROOMS = {"fix", "shortcut", "key", "check", "stop", "skip", "attack"}


def keys_in(said: Words) -> List[str]:
    """The keys of the words and of every phrase within them."""
    inner = [key for _, v in said.params if isinstance(v, Words) for key in keys_in(v)]
    return [said.key, *inner]


def reworded(said: Words) -> bool:
    """Does rewording every template change the words (none said as they were)?"""
    with rendering(catalogue.other_words(CATALOGUE)):
        other = render(said)
    return other != render(said)


CHECK = (  # a check whose `if` returns either way, over a range that stops short
    "def ok(queens, r, c):\n"
    "    for i in range(r - 1):\n"
    "        if queens[i] - i == c - r:\n"
    "            return False\n"
    "        else:\n"
    "            return True\n"
    "    return True\n"
)
LINES = ["def f(n):", "    total = 0", "    for c in range(n):", "        total += c"]
SET = LINES[1].strip()  # set once, before the loop of line 3


def said_by_the_moved_modules() -> List[Words]:
    """Words each module that once built its sentences as text says now."""
    said = [
        key_clues.keys_compared(CHECK, 3, (1, 0), Attack((0, 1), (1, 0), "anti"), 2),
        check_clues.never_compared(CHECK, 3, (2, 1), [(1, 2)], 4),
        check_clues.never_compared(CHECK.replace("else", "elif 0"), 3, (2, 1), [], 4),
        *[attack_notes.said(Attack((0, 1), (2, 1), line)) for line in LINE_NAMES],
    ]
    for kind in ("time", "steps", "waiting", "memory", "killed", "unwritten", "raise"):
        reply = {"error": kind, "seconds": 1.0, "steps": 10, "waited": 2.0}
        reply.update(memory=1 << 30, message="no", type="ValueError")
        for death in ({"signal": "SIGSEGV"}, {"status": 1, "last": "no"}):
            reply.update(death=death, limits={"timer": True, "proc": False})
            said.append(stop_notes.line(Stopped("mine", reply, 4, "totalNQueens")))
    for reply in ({"error": "load", "type": "NoSolution"}, {"error": "missing"}):
        said.append(stop_notes.line(Stopped("mine", {**reply, "method": "m"}, 4)))
    for reason, fields in UNTRACEABLE.items():
        reply = {"error": "crash", "type": "Untraceable", "reason": reason}
        said.append(stop_notes.line(Stopped("mine", {**reply, "fields": fields})))
    for how in ("test", "exit", "loop", "called", "start"):
        for read in READS:
            skip = Skip((1,), 1, 3, 9, "break", how, read=read)
            said += [skip_notes.why(skip), skip_notes.there(skip)]
        said += skip_notes.told(skip)
    for edit in (
        edits.replace(4, LINES[3], "        total += 1\n        total += c"),
        edits.insert(4, LINES[3], "    return total"),
        edits.delete(
            2, LINES[1], why=words("why.blocks.set_once", statement=SET, loop=3)
        ),
        edits.dedent(4, LINES[3], "    total += c"),
        edits.replace(3, LINES[2], "    for c in range(n + 1):", last=4),
    ):
        for why in (True, False):
            said += fix_words.said("mine", edit, LINES, why)
    return [words for words in said if words]


LINE_NAMES = ("cols", "diag", "anti")
UNTRACEABLE = {  # why a replay cannot follow a search, and its fields
    "unnamed": {},
    "by_columns": {"column": "solve(board, col + 1)"},
    "rows_in_any_order": {"name": "queens"},
}
PUT = {"line": 17, "through": "up", "queen": (1, 3), "when": "placed"}
ONE = {"kind": "one_object", "name": "down", "other": "up", "key": 1, "bound": 6}
STALE = {"kind": "stale", "name": "up", "key": 4, "left": {"queen": (1, 3)}}
MIXED = {"kind": "mixed", "name": "d", "mine": "r - c", "other": "r + c", "key": 1}
MERGED = {"kind": "merged", "name": "d", "key": 2, "code": "r % 2", "square": (2, 0)}
READS = [  # what a test read, of each kind kata.watch finds, with where it was put
    {"kind": "unplaced", "values": "queens", "index": "i", "at": 1, "row": 1,
        "rows": ""},
    {"kind": "unplaced", "values": "queens", "index": "i", "at": 1, "row": 1,
        "rows": "r"},
    {"kind": "start", "values": "queens", "index": "row", "held": 4, "branch": None},
    {"kind": "start", "values": "queens", "index": "row", "held": 4, "branch": {
        "line": 8, "under": [(0, 0), (1, 2)]}},
    {**ONE, "list": False, "put": PUT},
    {**ONE, "list": True, "put": None, "bound": None},
    {"kind": "wrapped", "name": "diag", "key": 2, "code": "r - c", "theirs": -2,
        "queen": (0, 2), "size": 4, "put": {**PUT, "when": "stood"}},
    {**STALE, "list": True, "put": None, "left": {"queen": (1, 3), "list": True}},
    {**STALE, "list": False, "put": {**PUT, "through": ""}, "left": None},
    {**STALE, "list": False, "put": {**PUT, "when": ""}, "left": {
        "queen": (1, 3), "list": False}},
    {**MIXED, "queen": (1, 3), "put": PUT},
    {**MIXED, "queen": (1, 3), "put": None},
    {**MERGED, "queen": (1, 3), "put": None},
    {**MERGED, "queen": (1, 3), "put": PUT},
]  # fmt: skip


def test_every_sentence_the_moved_modules_say_is_a_template():
    said = said_by_the_moved_modules()
    assert len(said) > 40  # each module said something
    for words_said in said:
        assert built_sentences(words_said) == [], words_said
        assert words_said.key == "nothing" or reworded(words_said), words_said


@pytest.mark.slow  # make check: the lessons that say the moved sentences
@pytest.mark.parametrize("name", MOVED)
def test_every_sentence_of_a_lesson_is_a_template(name):
    """Every part of the lesson, its fix line too, changes when every template is
    reworded, and no parameter holds a sentence built as text."""
    found = gallery.judged(gallery.GALLERY / f"{name}.py")
    parts = [p for f in found.findings + found.rules for p in f.parts if not p.empty]
    said = {key for part in parts for key in keys_in(part.words)}
    assert {key.split(".")[0] for key in said} & MOVED_ROOMS, said  # a moved one
    for part in parts:
        assert built_sentences(part.words) == [], part.words
        assert reworded(part.words), part.words


def test_a_part_of_text_is_refused():
    """A finding's part is a template's words: text built outside the catalogue is
    refused where it would be made, not said."""
    with pytest.raises(TypeError):
        findings.part("head", "two queens share a column")
    with pytest.raises(TypeError):
        findings.said("aside", "the rows above", "decided")
    assert findings.part("head", words("coach.correct")).said == "correct"


def test_a_sentence_built_as_text_is_caught():
    """Two queens' words built as text and given to a template as a parameter, as
    the coach once did, are caught: rewording every template leaves them as they
    were."""
    attack = Attack((0, 1), (2, 1), "cols")
    text = render(attack_notes.said(attack))
    planted = words("notes.extra_attack", attack=text, through=words("nothing"))
    assert built_sentences(planted) == [("notes.extra_attack", "attack", text)]
    with rendering(catalogue.other_words(CATALOGUE)):
        assert text in render(planted)


def test_the_whys_of_changes_on_one_line_are_said_one_after_the_other():
    """Two changes on one line make one edit, whose why is theirs, each a phrase of
    its own (`why.and`), not their words joined as text."""
    source = "ok = a[r - c] or b[r + c]\n"
    found = [
        node for node in ast.walk(ast.parse(source)) if isinstance(node, ast.BinOp)
    ]
    whys = [
        words("why.brackets.read_as", whole=f"w{k}", grouped=f"g{k}") for k in (1, 2)
    ]
    changes = [(node, "x", why) for node, why in zip(found, whys)]
    (edit,) = combined(source.splitlines(), changes)
    assert edit.why == words("why.and", first=whys[0], then=whys[1])
    assert render(edit.why) == "Python reads `w1` as `g1`. Python reads `w2` as `g2`."
