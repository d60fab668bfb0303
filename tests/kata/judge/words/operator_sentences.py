"""The sentences of judge/operators/: what Python does with a line as written, the
`why` an operator gives its Edit (``kata.judge.words.edits``), said before the fix
(``fix.told_why``). A key is `why.<operator module>.<what>`; the operator chooses it
and fills its parameters (the names and code of the learner's file), in one section
per operator module (``kata.judge.words.sentences`` gathers every room's)."""

from .template import Template


def why(text: str) -> Template:
    """A why's template: a phrase of a fix's line, naming no line of its own."""
    return Template(text, "fix", lines=())


SENTENCES = {
    # Several whys of one edit (changes on one line), said one after the other.
    "why.and": why("{first} {then}"),
    # operators/arguments.py
    # operators/bits.py
    # operators/blocks.py
    # operators/bounds.py
    # operators/brackets.py
    # operators/cache_keys.py
    # operators/copies.py
    # operators/counts.py
    # operators/edit.py
    # operators/exits.py
    # operators/guards.py
    # operators/keys.py
    # operators/marks.py
    # operators/moves.py
    # operators/mutants.py
    # operators/names.py
    # operators/numbers.py
    # operators/offsets.py
    # operators/order.py
    # operators/python.py
    # operators/reads.py
    # operators/restores.py
    # operators/siblings.py
    # operators/slips.py
    # operators/undo.py
    # General operators of issue 41 (board causes), each a part of a row but swaps.py.
    # operators/in_place.py (row idle_statements)
    "why.in_place.dropped": why(
        "it gives back a new value and leaves `{owner}` as it was: the line drops it."
    ),
    "why.in_place.insert": why(
        "it puts `{value}` in at that index and moves each item from there on one "
        "place along: the list grows by one, and no item is replaced."
    ),
    # operators/downward.py (row range_shifts)
    "why.downward.empty": why(
        "`{range}` counts up by 1, from `{start}` to `{stop}`: it is empty wherever "
        "`{start}` is `{stop}` or more."
    ),
    # operators/flags.py (row loop_resets)
    "why.flags.once": why(
        "it runs once, before the loop: once a pass runs `{turned}`, nothing sets "
        "`{name}` back, and every later pass reads it as that pass left it."
    ),
    # operators/mirrored_undos.py (row missing_undos)
    "why.mirrored_undos.pop": why(
        "`{undo}` takes out any one item of a set, not always the one `{done}` put in."
    ),
    # operators/loop_steps.py (row missing_undos)
    "why.loop_steps.skipped": why(
        "it goes on with the next pass and skips `{step}` below it, so the next pass "
        "tests the same value again."
    ),
    # operators/halves.py (row middles)
    "why.halves.middle_doubled": why(
        "for odd {size}, `{range}` comes to the middle column, `{size} // 2`, whose "
        "mirror image is itself, and `{doubled}` doubles its count too."
    ),
    # operators/swaps.py (row statements_swapped)
    "why.swaps.before": why(
        "it reads `{changed}` before `{second}`, on the line below, changes it."
    ),
    "why.swaps.after": why(
        "it changes `{changed}` before `{second}`, on the line below, reads it."
    ),
}
