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
    # The operators of crashes' kinds (issue 41): a `not` over a chain, a call's arguments
    # operators/negations.py
    "why.negations.widened": why(
        "`not` binds tighter than `{joined}`: it negates `{negated}` alone, not the "
        "whole test."
    ),
    # operators/sizes.py
    "why.sizes.side": why(
        "a list made as `{made}` has `{side}` items, its last index `{side} - 1`."
    ),
    # operators/calls.py
    "why.calls.one_item": why(
        "`{maker}(x)` holds each item x yields when iterated, not x itself, so "
        "`{value}` is not one of its items."
    ),
    "why.calls.reduce_start": why(
        "`reduce()` of an empty iterable with no start value raises TypeError; "
        "{start} is the start that leaves the first item as it is."
    ),
}
