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

from ..operators.copies import copies, items_copied
from ..operators.keys import key_signs, looked_up_keys, memo_keys
from ..operators.bits import mask_changes
from ..operators.blocks import resets_into_loops, resets_out_of_loops
from ..operators.bounds import index_guards, range_shifts, slice_bounds
from ..operators.bounds import statement_guards, walk_bounds, widths
from ..operators.guards import guards_left_out
from ..operators.moves import statement_mutants
from ..operators.counts import doubled_additions, doubled_sums, dropped_results
from ..operators.counts import returns_summed
from ..operators.marks import marks_never_cleared
from ..operators.names import keys_asked_elsewhere, kin_called, late_reads, same_sides
from ..operators.names import unknown_names
from ..operators.offsets import absolute_offsets, fixed_sizes, negative_offsets
from ..operators.mutants import expression_mutants
from ..operators.edit import Edit, twins
from ..operators.numbers import numbers, rows_above
from ..operators.order import order_traps
from ..operators.python import idle_statements, python_traps
from ..operators.reads import value_reads
from ..operators.undo import fresh_lists, stalled_steps_back, undos
from ..operators.exits import early_exits, early_returns, last_returns
from ..operators.slips import (
    absolute,
    counters,
    dedented,
    middles,
    mirrors,
    precedence,
    together,
)
from ..causes.source import parsed

SCOPES = {
    "python": "a change that makes sense in any Python program",
    "queens": "a change to N-Queens' lines, keys, marks, masks or diagonals",
}
STAGES = {
    "guess": "tried first, on the whole file; each also made on its twins",
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
        (copies,               "guess",  3,  "a copy that copies too little, copied whole"),
        (idle_statements,      "guess",  4,  "`x.pop` as `x.pop()`, `a == b` alone as `a = b`"),
        (fresh_lists,          "guess",  6,  "a list a loop fills, made anew each pass"),
        (counters,             "guess",  8,  "`k in counter` as `counter[k] > 0`"),
        (memo_keys,            "guess",  9,  "a cache keyed on every argument it reads"),
        (early_returns,        "guess",  11, "`return True` in a loop's if/else as `continue`"),
        (last_returns,         "guess",  12, "a `return` that ends a loop's body, left out"),
        (python_traps,         "guess",  16, "`is` as `==`, `^` as `& ~`, a set as a list, more"),
        (order_traps,          "guess",  17, "a lambda's name bound, any() of a list, more"),
        (dedented,             "guess",  19, "an if's last line, one level out"),
        (numbers,              "guess",  21, "a constant, a bound, a step or an index one off"),
        (unknown_names,        "search", 1,  "a name never set, as one spelled alike"),
        (expression_mutants,   "search", 2,  "an operator, a constant, `and`, `break` swapped"),
        (index_guards,         "search", 4,  "an index that may go below 0, guarded"),
        (value_reads,          "search", 6,  "a value read for its truth, unpacked, handed on"),
        (guards_left_out,      "search", 8,  "a method's early `return` left out"),
        (statement_mutants,    "search", 9,  "a statement moved out, left out, undone, copied"),
        (resets_out_of_loops,  "search", 10, "a value set in a loop, set before it"),
        (resets_into_loops,    "search", 11, "a value set before a loop, set in it"),
        (dropped_results,      "search", 12, "a count's call alone, added to the total"),
        (returns_summed,       "search", 13, "`return count(...)` in a loop, summed"),
        (slice_bounds,         "search", 16, "a slice's bound one more and one less"),
        (widths,               "search", 17, "the width a string is padded to, one off"),
        (same_sides,           "search", 20, "`c1 - c1` as a name one letter off"),
        (late_reads,           "search", 23, "a generator that reads a loop's name, a list"),
        (statement_guards,     "search", 24, "a statement's index below 0, guarded"),
        (range_shifts,         "search", 25, "`range(n - 1)` as `range(1, n)`"),
        (kin_called,           "search", 26, "an itertools function called for its kin"),
        (items_copied,         "search", 27, "a list of sets copied item by item"),
    ),
)  # fmt: skip

QUEENS = rows(
    "queens",
    (
        (undos,                "guess",  5,  "a mark made before a call, taken back after it"),
        (stalled_steps_back,   "guess",  7,  "a step back that moves the row's queen on"),
        (looked_up_keys,       "guess",  10, "a key asked for or taken out as it was put in"),
        (early_exits,          "guess",  13, "`if place(...): return True` as the call alone"),
        (middles,              "guess",  14, "a half row's middle column counted once"),
        (mirrors,              "guess",  15, "a board mirrored unless its first queen is central"),
        (absolute,             "guess",  18, "`a - b == c - d` as `abs(a - b) == abs(c - d)`"),
        (rows_above,           "guess",  20, "`range(n)` as the rows above, `range(row)`"),
        (key_signs,            "guess",  22, "a diagonal's key given the other's sign"),
        (walk_bounds,          "search", 3,  "`while r >= 0:` bounded on the column it steps"),
        (absolute_offsets,     "search", 5,  "`abs(r - c)` as an index, `r - c + n - 1`"),
        (mask_changes,         "search", 7,  "a mask handed on with the new bit; `x & -x`"),
        (doubled_additions,    "search", 14, "a count added before a sum is doubled, added after"),
        (doubled_sums,         "search", 15, "`2 * (half + middle)`, a term undoubled"),
        (fixed_sizes,          "search", 18, "`[False] * 15` sized by n"),
        (negative_offsets,     "search", 19, "`r - c` counted from 0, `r - c + n - 1`"),
        (keys_asked_elsewhere, "search", 21, "a key asked of the set it is put in"),
        (marks_never_cleared,  "search", 22, "a mark no line clears, cleared with its kin"),
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
        if edit.after != edit.before
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
