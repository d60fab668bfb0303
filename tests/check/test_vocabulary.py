"""One vocabulary: what a learner's names stand for (a row, a column, the queens, a
set of taken lines) is guessed in kata/basics/vocabulary.py alone.

Every module of the kata is read with ast for a second guess at one of its lists: a
tuple, list or set of strings, a dict's keys, or the alternatives of a pattern given
to re.compile, that holds SHARED names or more of one list (the rows' names, the `/`
diagonals' words, ...). The shared names of the three sets (MASKS: cols, diag, anti)
are one name each for three things, no guess: the kata's own kinds of line, which
tables of colours and captions are keyed by, are named after them.
"""

import ast
import re
from pathlib import Path

import pytest

from kata.basics import vocabulary

KATA = Path(__file__).resolve().parents[1] / "kata"
HOME = KATA / "basics" / "vocabulary.py"
SHARED = 3  # names of one list that make a second guess at it
NOT_GUESSES = {"MASKS"}  # one shared name for each of three things
PATTERN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")


def guesses() -> dict:
    """Each list of names (or words of names) for one thing, by its name."""
    return {
        name: held
        for name, held in vars(vocabulary).items()
        if name.isupper()
        and name not in NOT_GUESSES
        and isinstance(held, tuple)
        and all(isinstance(word, str) for word in held)
    }


def is_one_of(text: str, guess: str, names: tuple) -> bool:
    """Is the text one of the names (or, for a list of words, a name with one of
    them: `used_cols` for COLUMN_WORDS)?"""
    if guess.endswith("_WORDS"):
        return any(word.startswith(names) for word in vocabulary.words(text))
    return text in names


def strings_held(node: ast.AST) -> list:
    """The strings a display of a collection holds (a dict's keys), or the
    alternatives' words of a pattern given to re.compile."""
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        items = node.elts
    elif isinstance(node, ast.Dict):
        items = [key for key in node.keys if key is not None]
    elif is_compiled_pattern(node):
        return PATTERN_WORD.findall(node.args[0].value)
    else:
        return []
    return [item.value for item in items if is_string(item) and is_name(item.value)]


def is_name(text: str) -> bool:
    """Could the text be a learner's name (a template's key, `why.downward.empty`,
    or a pattern's words, cannot)?"""
    return text.isidentifier()


def is_compiled_pattern(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and getattr(node.func, "attr", getattr(node.func, "id", None)) == "compile"
        and bool(node.args)
        and is_string(node.args[0])
    )


def is_string(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def second_guesses(tree: ast.AST) -> list:
    """(line, the list it guesses again, the names it shares) for each collection of
    strings in the tree that holds SHARED names or more of one of the lists."""
    found = []
    for node in ast.walk(tree):
        held = strings_held(node)
        for guess, names in guesses().items() if len(held) >= SHARED else ():
            shared = sorted({text for text in held if is_one_of(text, guess, names)})
            if len(shared) >= SHARED:
                found.append((node.lineno, guess, shared))
    return found


MODULES = sorted(path for path in KATA.rglob("*.py") if path != HOME)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(KATA)))
def test_no_module_guesses_a_learner_s_names_again(path):
    found = second_guesses(ast.parse(path.read_text()))
    assert not found, "\n".join(
        f"{path.relative_to(KATA)}, line {line}: {shared} guess again at {guess}; "
        f"use kata.basics.vocabulary.{guess}"
        for line, guess, shared in found
    )


@pytest.mark.parametrize(
    "code",
    [
        'ROWS = ("row", "r", "i", "k", "depth")',
        'SQUARE_NAMES = ({"row", "r", "i"}, {"col", "c", "j"})',
        'KINDS = {"diag": re.compile(r"diag(?!2)|d1|dale|neg", re.I)}',
        "def f(name):\n    return name in ['pos', 'queens', 'qs']",
        'SETS = {"used_cols": 1, "colset": 2, "columns": 3}',
    ],
)
def test_a_second_guess_is_found(code):
    assert second_guesses(ast.parse(code))


@pytest.mark.parametrize(
    "code",
    [
        'LINES = ("cols", "diag", "anti")  # the kinds of line, named as the sets',
        'FIRST = ("row", "col", "queens", "bits")  # one name of each',
        'NAMES = ("row", "r", "alpha", "beta")  # two rows only',
    ],
)
def test_one_name_of_each_thing_is_no_guess(code):
    assert not second_guesses(ast.parse(code))


def test_every_list_of_the_vocabulary_is_checked():
    checked = set(guesses())
    assert {"ROWS", "COLUMNS", "QUEENS", "DIAGONAL_WORDS"} <= checked
    assert {"ANTI_DIAGONAL_WORDS", "COLUMN_WORDS", "BOARDS"} <= checked


@pytest.mark.parametrize(
    "name, kind",
    [
        ("cols", "cols"),
        ("used_cols", "cols"),
        ("columns", "cols"),
        ("used_x", "cols"),
        ("diag", "diag"),
        ("negDiag", "diag"),
        ("dales", "diag"),
        ("anti", "anti"),
        ("hills", "anti"),
        ("anti_diag", "anti"),  # a `/` word beside `diag`
        ("pos_diag", "anti"),
        ("posDiag", "anti"),
        ("diag2", "anti"),
        ("pos", None),  # the queens, pos[row] = col
        ("c", None),  # a square's column
        ("x", None),
        ("remaining", None),  # `main` only where a word starts with it
        ("transposed", None),
    ],
)
def test_a_set_s_name_says_its_line_by_its_words(name, kind):
    assert vocabulary.set_kind(name) == kind
