"""Small changes to one line of a learner's file, each a guess at a slip people make:
an operator that binds tighter than meant, a copy that copies too little, a bound
or a constant one off, a step the wrong way, a line one level too deep. Each Edit
is only a guess; ``judge.repair.fixes`` tries it, and only an edit that makes the file
right is ever said.

An Edit's `why` states what Python does with the line as written, a fact of the
language, never a claim about the search: the run is the evidence.
"""

from typing import List

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


def edits(source: str) -> List[Edit]:
    """Every guess, the ones whose `why` names a rule of Python first; then each
    made on every line that reads the same, or holds the same expression, too."""
    tree = parsed(source)
    if tree is None:
        return []
    lines = source.splitlines()
    found: List[Edit] = []
    for guesses in GUESSES:
        found += [edit for edit in guesses(tree, lines) if edit.after != edit.before]
    found = list(dict.fromkeys(found))
    return found + list(dict.fromkeys(twin for e in found for twin in twins(lines, e)))


GUESSES = (
    together,
    precedence,
    copies,
    idle_statements,
    undos,
    fresh_lists,
    stalled_steps_back,
    counters,
    memo_keys,
    looked_up_keys,
    early_returns,
    last_returns,
    early_exits,
    middles,
    mirrors,
    python_traps,
    order_traps,
    absolute,
    dedented,
    rows_above,
    numbers,
    key_signs,
)

# The general search's operators, tried after every guess above, on the lines the
# failing run ran (judge.repair.search orders them, judge.repair.fixes tries them).
SEARCHED = (
    unknown_names,
    expression_mutants,
    walk_bounds,
    index_guards,
    absolute_offsets,
    value_reads,
    mask_changes,
    guards_left_out,
    statement_mutants,
    resets_out_of_loops,
    resets_into_loops,
    dropped_results,
    returns_summed,
    doubled_additions,
    doubled_sums,
    slice_bounds,
    widths,
    fixed_sizes,
    negative_offsets,
    same_sides,
    keys_asked_elsewhere,
    marks_never_cleared,
    late_reads,
    statement_guards,
    range_shifts,
    kin_called,
    items_copied,
)
