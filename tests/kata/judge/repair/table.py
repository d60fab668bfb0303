"""The table of repair operators: one row per operator, each a function of
``judge.operators`` that proposes Edits, small changes to a learner's file, each a
guess at a slip people make. ``judge.repair.fixes`` tries them in turn, and only
an edit that makes the file right is ever said.

A row says the operator's scope: "python", a change that makes sense in any Python
program (an operator that binds tighter than meant, a copy that copies too
little, a bound one off), or "queens", a change to N-Queens' own lines, keys,
marks, masks and diagonals; what it changes, in a line; its stage, "guess" (tried
first, on the whole file, by ``edits`` here) or "search" (the general search, on the
lines the failing run ran, by ``judge.repair.search``); and its turn, its place in
the order its stage tries them (1 first). The rows are written in two groups by
scope; the turn, not a row's place, is the order of trial.

An Edit's `why` states what Python does with the line as written, a fact of the
language, never a claim about the search: the run is the evidence. Each Edit an
operator proposes carries its row's name (`operator`), and so does the Fix said.
"""

import ast
from typing import Callable, Iterable, List, NamedTuple

from ..operators.bits import queen_bits
from ..operators.blocks import loop_resets
from ..operators.cache_keys import every_parameter_keys
from ..operators.siblings import locals_as_attributes, sibling_attributes
from ..operators.swaps import statements_swapped
from ..operators.bounds import range_shifts, string_bounds, unbounded_indexes
from ..operators.copies import copies, deeper_copies
from ..operators.counts import counts_summed, doubled_terms
from ..operators.exits import early_exits, early_returns, loop_returns
from ..operators.arguments import arguments_swapped
from ..operators.brackets import rebracketed
from ..operators.calls import call_arguments
from ..operators.values import values_one_off
from ..operators.guards import guards_left_out
from ..operators.keys import cache_keys, keys_as_put
from ..operators.moves import (
    left_out,
    resets,
    steps_back_moved_on,
    missing_undos,
    yields_handed_on,
)
from ..operators.mutants import (
    arithmetic,
    comparisons,
    connectives,
    constants,
    distinct_counts,
    jumps,
    terms_left_out,
    traded,
)
from ..operators.names import kin_called, spelled_alike
from ..operators.numbers import numbers, rows_above
from ..operators.offsets import absolutes, diagonal_lists
from ..operators.order import late_names, short_circuits, walrus_loops
from ..operators.python import (
    bit_columns,
    caches,
    dict_members,
    flips,
    idle_statements,
    pushes,
    reversals,
    sets,
)
from ..operators.reads import (
    handed_on,
    levels_left_out,
    pairs_traded,
    truth_of_gets,
    truth_of_names,
)
from ..operators.slips import (
    counters,
    dedented,
    middles,
    mirrors,
    precedence,
    together,
)
from ..operators.undo import marks_taken_back
from ..operators.edit import Edit, twins
from ..causes.source import parsed

SCOPES = {
    "python": "a change that makes sense in any Python program",
    "queens": "a change to N-Queens' lines, keys, marks, masks or diagonals",
}
STAGES = {
    "guess": "tried first, on the whole file",
    "search": "tried after every guess, on the lines the failing run ran",
}


class Operator(NamedTuple):
    function: Callable[[ast.AST, List[str]], Iterable[Edit]]
    name: str  # the function's name: what a Fix records
    scope: str  # a key of SCOPES
    changes: str  # what it changes, in a line
    stage: str  # a key of STAGES
    turn: int  # its place in its stage's order of trial, 1 first


def rows(scope: str, table) -> tuple:
    """The rows of one scope, from (function, stage, turn, what it changes)."""
    return tuple(
        Operator(function, function.__name__, scope, changes, stage, turn)
        for function, stage, turn, changes in table
    )


# (function, stage, turn, what it changes)
PYTHON = rows(
    "python",
    (
        (together,             "guess",  1,  "every slip of precedence on one line, at once"),
        (precedence,           "guess",  2,  "`a | b << 1` as `(a | b) << 1`, each alone"),
        (copies,               "guess",  3,  "a copy too shallow, an iterator read again: copied"),
        (idle_statements,      "guess",  4,  "`x.pop` as `x.pop()`, a new value dropped, given back"),
        (counters,             "guess",  7,  "`k in counter` as `counter[k] > 0`, a Counter's key at 0"),
        (cache_keys,           "guess",  8,  "a cache's key made of all it depends on, in order"),
        (early_returns,        "guess",  10, "`return True` in a loop's if/else as `continue`"),
        (loop_returns,         "guess",  11, "a loop's last `return`, left out or after the loop"),
        (flips,                "guess",  15, "`full ^ taken` as `full & ~taken`"),
        (sets,                 "guess",  16, "a set comprehension as a list"),
        (caches,               "guess",  17, "an `@lru_cache` left out"),
        (pushes,               "guess",  18, "a list pushed by name, then changed, copied"),
        (dict_members,         "guess",  22, "`c in d`, d a dict, as `c in d.values()`"),
        (late_names,           "guess",  23, "a loop's name a lambda or a generator reads late"),
        (short_circuits,       "guess",  24, "`any(go(c) for c ...)` as any() of a list"),
        (walrus_loops,         "guess",  25, "`while (x := ...):` worked out once, before"),
        (dedented,             "guess",  26, "an if's last line, one level out"),
        (numbers,              "guess",  28, "a bound, a step, a size or an index one off"),
        (spelled_alike,        "search", 1,  "a name as one spelled alike (unset, `c1 - c1`)"),
        (comparisons,          "search", 2,  "`<` as `<=` or `>`, `==` as `!=`, `is` as `==`"),
        (arithmetic,           "search", 3,  "`-` as `+`, `<<` as `>>`, `/` as `//`, `^` as `-`, ..."),
        (constants,            "search", 4,  "every whole number one more and one less"),
        (jumps,                "search", 5,  "`break` as `continue` and back"),
        (connectives,          "search", 6,  "`and` as `or`, `any` as `all`, and back"),
        (terms_left_out,       "search", 8,  "`a + [...]`, two lists joined, as either alone"),
        (unbounded_indexes,    "search", 9,  "an index that may step off the board, bounded"),
        (truth_of_gets,        "search", 10, "`d.get(k)` read for its truth as `k in d`"),
        (truth_of_names,       "search", 11, "`if c:` as `if c is not None:` (0 or [] is false)"),
        (pairs_traded,         "search", 12, "the two names of `.items()` or `enumerate()` traded"),
        (levels_left_out,      "search", 13, "`(c)` as `(c,)`, `return []` as `[[]]`"),
        (handed_on,            "search", 14, "`fill(row + 1)` in `def fill(col)` as `col + 1`"),
        (guards_left_out,      "search", 16, "a method's early `return` left out"),
        (missing_undos,        "search", 17, "a change a path never undoes, undone"),
        (deeper_copies,        "search", 18, "a list handed out by name, or of sets, copied deeper"),
        (resets,               "search", 19, "state kept on the instance, set anew per method"),
        (left_out,             "search", 20, "a statement of one line left out"),
        (yields_handed_on,     "search", 21, "`yield self.search(...)` as `yield from ...`"),
        (loop_resets,          "search", 22, "a value set on the wrong side of a loop's head"),
        (counts_summed,        "search", 23, "a count a call returns, added to the total"),
        (string_bounds,        "search", 25, "a slice's bound or a padded width, one off"),
        (range_shifts,         "search", 27, "`range(n - 1)` as `range(1, n)`"),
        (kin_called,           "search", 28, "an itertools function called for its kin"),
        (rebracketed,          "search", 29, "an expression's operators bracketed another way"),
        (arguments_swapped,    "search", 30, "any two arguments of a call traded"),
        # general operators of issue 41 (shortcuts kept): a block of their own
        (every_parameter_keys, "guess",  29, "a memo's key made of every parameter"),
        (sibling_attributes,   "search", 31, "an attribute a sibling method sets, set"),
        (distinct_counts,      "search", 32, "`len(x)` as `len(set(x))`, each item once"),
        (locals_as_attributes, "search", 33, "`x = []` as `self.x = []`, read and set nowhere"),
        # rows of their own for slips met in fresh files: statements, calls, values
        (statements_swapped,   "search", 34, "two statements side by side, the other way round"),
        (call_arguments,       "search", 35, "`deque(x)` as `deque([x])`, `reduce()` given a start"),
        (values_one_off,       "search", 36, "`c = queens[row]` as `c = queens[row] - 1`, and `+ 1`"),
    ),
)  # fmt: skip

QUEENS = rows(
    "queens",
    (
        (marks_taken_back,     "guess",  5,  "a mark never taken back, taken back"),
        (steps_back_moved_on,  "guess",  6,  "a step back that leaves the row's queen where it was"),
        (keys_as_put,          "guess",  9,  "a key asked of a set otherwise than it is put in"),
        (early_exits,          "guess",  12, "`if place(...): return True` as the call alone"),
        (middles,              "guess",  13, "a half row's middle column counted once"),
        (mirrors,              "guess",  14, "a board mirrored unless it starts mid-row"),
        (reversals,            "guess",  19, "`board[::-1]` as each row reversed"),
        (bit_columns,          "guess",  20, "`bit.bit_length()` as its column, one less"),
        (absolutes,            "guess",  21, "abs() of a difference, taken off or put on"),
        (rows_above,           "guess",  27, "`range(n)` as the rows above, `range(row)`"),
        (traded,               "search", 7,  "`r + c` and `r - c` each in the other's place"),
        (queen_bits,           "search", 15, "the new queen's bit, handed on or taken alone"),
        (doubled_terms,        "search", 24, "a term a doubled count must not double, added after"),
        (diagonal_lists,       "search", 26, "a diagonal's list sized by n, indexed from 0"),
    ),
)  # fmt: skip
OPERATORS = PYTHON + QUEENS


def tried(stage: str) -> List[Operator]:
    """The stage's operators, in the order they are tried."""
    return sorted((o for o in OPERATORS if o.stage == stage), key=lambda o: o.turn)


def proposed(operator: Operator, tree: ast.AST, lines: List[str]) -> List[Edit]:
    """The operator's edits that change their line, each carrying its name."""
    return [
        edit._replace(operator=operator.name)
        for edit in operator.function(tree, lines)
        if edit.changes()
    ]


def unique(found: Iterable[Edit]) -> List[Edit]:
    """The edits in order, each the first of those alike (whatever row proposed it)."""
    first = {}
    for edit in found:
        first.setdefault(edit._replace(operator=""), edit)
    return list(first.values())


def edits(source: str) -> List[Edit]:
    """Every guess, in its row's turn (those whose `why` names a rule of Python
    first); then each made on every line that reads the same, or holds the same
    expression, too."""
    tree = parsed(source)
    if tree is None:
        return []
    lines = source.splitlines()
    found = unique(e for row in tried("guess") for e in proposed(row, tree, lines))
    return found + unique(twin for e in found for twin in twins(lines, e))
