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

from ..operators.bits import bits_left_out, lowest_bits
from ..operators.blocks import resets_into_loops, resets_out_of_loops
from ..operators.cache_keys import every_parameter_keys
from ..operators.siblings import locals_as_attributes, sibling_attributes
from ..operators.bounds import (
    index_guards,
    range_shifts,
    slice_bounds,
    statement_guards,
    walk_bounds,
    widths,
)
from ..operators.copies import copies, items_copied
from ..operators.counts import (
    doubled_additions,
    doubled_sums,
    dropped_results,
    returns_summed,
)
from ..operators.exits import early_exits, early_returns, last_returns
from ..operators.arguments import arguments_swapped
from ..operators.brackets import rebracketed
from ..operators.restores import restores_before_exits
from ..operators.guards import guards_left_out
from ..operators.keys import key_signs, looked_up_keys, memo_keys
from ..operators.marks import marks_never_cleared
from ..operators.moves import (
    copies_out,
    left_out,
    resets,
    resumed_past,
    returns_out,
    undone_after_calls,
    yields_handed_on,
)
from ..operators.mutants import (
    arithmetic,
    comparisons,
    connectives,
    constants,
    distinct_counts,
    jumps,
    sums_kept,
    terms_left_out,
    traded,
)
from ..operators.names import (
    keys_asked_elsewhere,
    kin_called,
    late_reads,
    same_sides,
    unknown_names,
)
from ..operators.numbers import numbers, rows_above
from ..operators.offsets import absolute_offsets, fixed_sizes, negative_offsets
from ..operators.order import late_bindings, short_circuits, walrus_loops
from ..operators.python import (
    bit_columns,
    caches,
    dict_members,
    flips,
    identities,
    idle_statements,
    orderless_keys,
    pushes,
    reversals,
    sets,
    signless_keys,
    truths,
)
from ..operators.reads import (
    empty_bases,
    handed_on,
    names_traded,
    one_item_tuples,
    truth_of_gets,
    truth_of_names,
    unpacked_swapped,
)
from ..operators.slips import (
    absolute,
    counters,
    dedented,
    middles,
    mirrors,
    precedence,
    together,
)
from ..operators.undo import fresh_lists, stalled_steps_back, undos
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
        (copies,               "guess",  3,  "a copy that copies too little, copied whole"),
        (idle_statements,      "guess",  4,  "`x.pop` as `x.pop()`, `a == b` alone as `a = b`"),
        (fresh_lists,          "guess",  6,  "a list a loop fills, made anew each pass"),
        (counters,             "guess",  8,  "`k in counter` as `counter[k] > 0`"),
        (memo_keys,            "guess",  9,  "a cache keyed on every argument it reads"),
        (early_returns,        "guess",  11, "`return True` in a loop's if/else as `continue`"),
        (last_returns,         "guess",  12, "a `return` that ends a loop's body, left out"),
        (identities,           "guess",  16, "`a is b` as `a == b`, where neither is None"),
        (flips,                "guess",  17, "`full ^ taken` as `full & ~taken`"),
        (sets,                 "guess",  18, "a set comprehension as a list"),
        (caches,               "guess",  19, "an `@lru_cache` left out"),
        (truths,               "guess",  20, "`if x:` on a list as `if x is not None:`"),
        (pushes,               "guess",  21, "a list pushed by name, then changed, copied"),
        (dict_members,         "guess",  25, "`c in d`, d a dict, as `c in d.values()`"),
        (orderless_keys,       "guess",  26, "`frozenset(state)` as a key, `tuple(state)`"),
        (late_bindings,        "guess",  27, "a lambda in a loop given the loop's names"),
        (short_circuits,       "guess",  28, "`any(go(c) for c ...)` as any() of a list"),
        (walrus_loops,         "guess",  29, "`while (x := ...):` worked out once, before"),
        (dedented,             "guess",  31, "an if's last line, one level out"),
        (numbers,              "guess",  33, "a constant, a bound, a step or an index one off"),
        (unknown_names,        "search", 1,  "a name never set, as one spelled alike"),
        (comparisons,          "search", 2,  "`<` as `<=` or `>`, `==` as `!=`, and the like"),
        (arithmetic,           "search", 3,  "`-` as `+`, `<<` as `>>`, `/` as `//`, and back"),
        (constants,            "search", 4,  "every whole number one more and one less"),
        (jumps,                "search", 5,  "`break` as `continue` and back"),
        (connectives,          "search", 6,  "`and` as `or` and back"),
        (terms_left_out,       "search", 8,  "`a + [...]`, two lists joined, as either alone"),
        (sums_kept,            "search", 9,  "`count = go()` in a loop as `count += go()`"),
        (index_guards,         "search", 11, "an index that may go below 0, guarded"),
        (truth_of_gets,        "search", 13, "`d.get(k)` read for its truth as `k in d`"),
        (truth_of_names,       "search", 14, "`if c:` as `if c is not None:`"),
        (unpacked_swapped,     "search", 15, "`for c, r in x.items():` as `for r, c in ...`"),
        (one_item_tuples,      "search", 17, "`partial + (c)` as `partial + (c,)`"),
        (empty_bases,          "search", 18, "`return []` of a search built on it as `[[]]`"),
        (handed_on,            "search", 19, "`fill(row + 1)` in `def fill(col)` as `col + 1`"),
        (guards_left_out,      "search", 22, "a method's early `return` left out"),
        (returns_out,          "search", 23, "a `return` ending a loop's body, after the loop"),
        (copies_out,           "search", 25, "a list handed out by its name, as a copy"),
        (resets,               "search", 26, "state kept on the instance, set anew per method"),
        (left_out,             "search", 27, "a statement of one line left out"),
        (yields_handed_on,     "search", 28, "`yield self.search(...)` as `yield from ...`"),
        (resets_out_of_loops,  "search", 30, "a value set in a loop, set before it"),
        (resets_into_loops,    "search", 31, "a value set before a loop, set in it"),
        (dropped_results,      "search", 32, "a count's call alone, added to the total"),
        (returns_summed,       "search", 33, "`return count(...)` in a loop, summed"),
        (slice_bounds,         "search", 36, "a slice's bound one more and one less"),
        (widths,               "search", 37, "the width a string is padded to, one off"),
        (same_sides,           "search", 40, "`c1 - c1` as a name one letter off"),
        (late_reads,           "search", 43, "a generator that reads a loop's name, a list"),
        (statement_guards,     "search", 44, "a statement's index below 0, guarded"),
        (range_shifts,         "search", 45, "`range(n - 1)` as `range(1, n)`"),
        (kin_called,           "search", 46, "an itertools function called for its kin"),
        (items_copied,         "search", 47, "a list of sets copied item by item"),
        (rebracketed,          "search", 48, "an expression's operators bracketed another way"),
        (arguments_swapped,    "search", 49, "any two arguments of a call traded"),
        (restores_before_exits, "search", 50, "an undo a jump skips, written before the jump"),
        # general operators of issue 41 (shortcuts kept): a block of their own
        (every_parameter_keys, "guess",  35, "a memo's key made of every parameter"),
        (sibling_attributes,   "search", 51, "an attribute a sibling method sets, set"),
        (distinct_counts,      "search", 52, "`len(x)` as `len(set(x))`, each item once"),
        (locals_as_attributes, "search", 53, "`x = []` as `self.x = []`, read and set nowhere"),
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
        (mirrors,              "guess",  15, "a board mirrored unless it starts mid-row"),
        (reversals,            "guess",  22, "`board[::-1]` as each row reversed"),
        (bit_columns,          "guess",  23, "`bit.bit_length()` as its column, one less"),
        (signless_keys,        "guess",  24, "`abs(r - c)` as a key, `r - c`"),
        (absolute,             "guess",  30, "`a - b == c - d` as `abs(a - b) == abs(c - d)`"),
        (rows_above,           "guess",  32, "`range(n)` as the rows above, `range(row)`"),
        (key_signs,            "guess",  34, "a diagonal's key given the other's sign"),
        (traded,               "search", 7,  "`r + c` and `r - c` each in the other's place"),
        (walk_bounds,          "search", 10, "`while r >= 0:` bounded on the column it steps"),
        (absolute_offsets,     "search", 12, "`abs(r - c)` as an index, `r - c + n - 1`"),
        (names_traded,         "search", 16, "in `enumerate(queens)`, `r - q` as `r - i`"),
        (bits_left_out,        "search", 20, "`m >> 1` beside `(x | bit) << 1` as `(m | bit) >> 1`"),
        (lowest_bits,          "search", 21, "`x & (x - 1)` as `x & -x`"),
        (undone_after_calls,   "search", 24, "a change before the call, undone after it"),
        (resumed_past,         "search", 29, "`col = queens[row]` as `queens[row] + 1`"),
        (doubled_additions,    "search", 34, "a count added before a sum is doubled, after it"),
        (doubled_sums,         "search", 35, "`2 * (half + middle)`, a term undoubled"),
        (fixed_sizes,          "search", 38, "`[False] * 15` sized by n"),
        (negative_offsets,     "search", 39, "`r - c` counted from 0, `r - c + n - 1`"),
        (keys_asked_elsewhere, "search", 41, "a key asked of the set it is put in"),
        (marks_never_cleared,  "search", 42, "a mark no line clears, cleared with its kin"),
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
