"""The sentences of judge/operators/: what Python does with a line as written, the
`why` an operator gives its Edit (``kata.judge.words.edits``), said before the fix
(``fix.told_why``). A key is `why.<operator module>.<what>`; the operator chooses it
and fills its parameters (the names and code of the learner's file), in one section
per operator module (``kata.judge.words.sentences`` gathers every room's)."""

import re

from .template import Template


def why(text: str) -> Template:
    """A why's template: a phrase of a fix's line; the parameters said right after
    "line " or "lines " name lines of the file (the fix's finding lists them)."""
    return Template(text, "fix", lines=tuple(re.findall(r"\blines? \{(\w+)\}", text)))


SENTENCES = {
    # Several whys of one edit (changes on one line), said one after the other.
    "why.and": why("{first} {then}"),
    # operators/arguments.py
    "why.arguments.by_place": why(
        "`{call}(...)` hands its arguments to its parameters by place: `{first}` "
        "fills the one before `{second}`'s."
    ),
    # operators/bits.py
    "why.bits.left_out": why(
        "`{shifted}` moves `{mask}` on without `{bit}`, which `{sibling}` takes in "
        "first."
    ),
    "why.bits.lowest_cleared": why(
        "`{x} & ({x} - 1)` is {x} with its lowest set bit cleared, not that bit alone "
        "(`{x} & -{x}`)."
    ),
    # operators/blocks.py
    "why.blocks.set_each_pass": why(
        "`{statement}` runs at the start of each pass of the loop of line {loop}, so "
        "each pass throws away what the passes before it made."
    ),
    "why.blocks.set_once": why(
        "`{statement}` runs once, before the loop of line {loop}, so each pass "
        "builds on what the pass before it left."
    ),
    # operators/bounds.py
    "why.bounds.walk_below_zero": why(
        "`{test}` does not stop `{name}` at 0, and a negative index counts from the "
        "end (`[-1]` is the last item), so the walk goes on from the far side."
    ),
    "why.bounds.walk_past_edge": why(
        "`{test}` does not stop `{name}` at the board's edge."
    ),
    "why.bounds.read_below_zero": why(
        "nothing in `{test}` stops `{index}` below 0, and a negative index counts "
        "from the end (`[-1]` is the last item): it reads the far side."
    ),
    "why.bounds.write_below_zero": why(
        "nothing stops `{index}` below 0, and a negative index counts from the end "
        "(`[-1]` is the last item): it writes to the far side."
    ),
    "why.bounds.slice_start": why("`{whole}` starts at item `{bound}` and keeps it."),
    "why.bounds.slice_stop": why(
        "`{whole}` stops before item `{bound}`: it is left out."
    ),
    "why.bounds.padded": why(
        "`{call}` is padded to {width} characters in all, counting the text itself."
    ),
    "why.bounds.from_zero": why("`{call}` counts from 0."),
    # operators/brackets.py
    "why.brackets.read_as": why("Python reads `{whole}` as `{grouped}`."),
    # operators/cache_keys.py
    "why.cache_keys.not_every_parameter": why(
        "the key is not each of {function}'s parameters ({parameters}): two calls "
        "whose parameters differ may share one key, and so one answer."
    ),
    # operators/copies.py
    "why.copies.rows_shared": why("`{copy}` copies the list, not the lists inside it."),
    "why.copies.items_shared": why("`{copy}` copies the list, not what is inside it."),
    "why.copies.second_name": why(
        "it gives one list a second name: a change made through {target} is a change "
        "to {name}."
    ),
    "why.copies.walked_while_changed": why(
        "the loop walks {name} while its body adds to it or takes from it, so it "
        "skips items and meets others again."
    ),
    "why.copies.row_repeated": why(
        "`* {times}` repeats one row list: every row is the same object."
    ),
    "why.copies.iterator_read_twice": why(
        "{name} is read in {reads} places, and an iterator (a filter, a map, a "
        "generator) can be read only once: the first read uses it up."
    ),
    "why.copies.iterator_each_pass": why(
        "{name} is read on each pass of the {loop} of line {line}, and an iterator (a "
        "filter, a map, a generator) can be read only once: what one pass reads, no "
        "later pass sees."
    ),
    "why.copies.iterator_kept": why(
        "`{kept}` keeps an iterator, which can be read only once: a second read finds "
        "it used up."
    ),
    "why.copies.one_object": why(
        "`{names} = ...` gives {count} names one object: what is put in through one "
        "is there under every name."
    ),
    # operators/counts.py
    "why.counts.value_thrown_away": why(
        "a call on a line of its own throws away the value it returns, so what "
        "`{called}` found is never counted."
    ),
    "why.counts.first_square_returned": why(
        "a `return` in the loop of line {loop} ends the call with the count of the "
        "first square that fits, so the squares after it are never counted."
    ),
    "why.counts.added_twice": why(
        "`{name} += ...` adds to `{name}`, and `return {doubled}` then counts what it "
        "added twice."
    ),
    "why.counts.doubled_both": why(
        "`{whole}` doubles `{second}` as well as `{first}`."
    ),
    # operators/edit.py
    # operators/exits.py
    "why.exits.else_returns": why(
        "the `else` returns in the loop's first pass, so the loop of line {loop} "
        "never looks past its first item."
    ),
    "why.exits.first_true": why(
        "the `return` ends the loop as soon as one call returns a true value, so no "
        "square after it is tried."
    ),
    "why.exits.last_returns": why(
        "a `return` at the end of the loop's body ends the call when the first pass "
        "gets there, so the loop of line {loop} never comes to a second item."
    ),
    # operators/guards.py
    "why.guards.returns": why("the call returns at once wherever `{test}` is true."),
    "why.guards.returns_first": why(
        "the call returns at once wherever `{test}` is true, before any queen is "
        "placed."
    ),
    "why.guards.next_taken": why(
        "And `{call}` takes an item from the iterator, which nothing after it sees "
        "again."
    ),
    # operators/keys.py
    "why.keys.left_out": why(
        "the key leaves out {left_out}: two calls that differ only there share one "
        "answer."
    ),
    "why.keys.asked_other": why(
        "`{held}` is given `{put}` but asked for `{asked}`, another key."
    ),
    "why.keys.taken_out_other": why(
        "`{held}` is given `{put}` but `{asked}` is taken out, another key."
    ),
    "why.keys.given_other": why(
        "`{held}` is asked for `{asked}` but given `{put}`, another key."
    ),
    # operators/marks.py
    "why.marks.never_cleared": why(
        "line {marked} marks `{name}`, and no line clears it, while line {cleared} "
        "clears `{sibling}`."
    ),
    # operators/moves.py
    "why.moves.return_in_loop": why(
        "a `return` in the loop's body ends the call in the loop's first pass, so the "
        "loop of line {loop} never comes to a second item."
    ),
    "why.moves.yield_one_item": why(
        "`yield` hands on what the call returns as one item; `yield from` hands on "
        "each item it makes."
    ),
    "why.moves.read_back_itself": why(
        "it gives `{name}` the value read back itself, where the search steps "
        "`{name}` on by `{name} += 1`."
    ),
    "why.moves.never_taken_back": why(
        "line {line}, `{mark}`, is done before the call and nothing after the call "
        "takes it back."
    ),
    "why.moves.handed_itself": why(
        "`{name}` hands out the {kind} itself, not a copy: a change made to it after "
        "shows in what was handed out."
    ),
    "why.moves.rows_handed_shared": why(
        "`{copy}` copies the list, not the lists inside it: a row changed after shows "
        "in what was handed out."
    ),
    "why.moves.set_once": why(
        "`{name}` is set on line {line} only, so a call starts from what the calls "
        "before it left there."
    ),
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
