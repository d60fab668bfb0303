"""The sentences of judge/operators/ that mend an expression, a call, a key, a
size or a copy: what Python does with a line as written, the `why` an operator
gives its Edit (``kata.judge.words.edits``), said before the fix (``fix.told_why``);
those that mend a file's flow and state are in ``flow_sentences``. A key is `why.<operator module>.<what>`; the operator chooses it
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
    # repair/anchors.py: a statement taken from a shipped style, renamed
    "why.anchors.otherwise": why(
        "`{style}`, a shipped style that is correct, writes this statement otherwise "
        "(in its own names)."
    ),
    "why.anchors.one_more": why(
        "`{style}`, a shipped style that is correct, has one statement more here (in "
        "its own names)."
    ),
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
    # operators/edit.py
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
    # operators/mutants.py
    # a side of an operator, the file's code said bare (python.operand)
    "why.mutants.operand": Template("{code}", "any", lines=()),
    "why.mutants.traded": why(
        "`{plus}` and `{minus}` stand each where the other's set wants it."
    ),
    "why.mutants.strict": why("`{compared}` is false where the two are equal."),
    "why.mutants.or_equal": why("`{compared}` is true where the two are equal too."),
    "why.mutants.equal": why("`{compared}` is true only where the two are equal."),
    "why.mutants.differ": why("`{compared}` is true wherever the two differ."),
    "why.mutants.in": why("`{compared}` is true where the right side holds the left."),
    "why.mutants.not_in": why(
        "`{compared}` is true where the right side does not hold the left."
    ),
    "why.mutants.adds": why("`{whole}` adds {right} to {left}."),
    "why.mutants.subtracts": why("`{whole}` subtracts {right} from {left}."),
    "why.mutants.shifts_up": why("`{whole}` moves every bit one place up (`<<`)."),
    "why.mutants.shifts_down": why("`{whole}` moves every bit one place down (`>>`)."),
    "why.mutants.divides": why(
        "`{whole}` is true division: its value is a float (2.5 for 5 / 2), never an int."
    ),
    "why.mutants.multiplies": why(
        "`{whole}` multiplies the two: every square of row 0 or column 0 gets 0."
    ),
    "why.mutants.floor_divides": why(
        "`{whole}` is the whole part of the quotient, not the remainder (`%`)."
    ),
    "why.mutants.remainder": why(
        "`{whole}` is the remainder, not the whole part of the quotient (`//`)."
    ),
    "why.mutants.xor": why(
        "`{whole}` is the bits set in one side only (xor), not a difference."
    ),
    "why.mutants.bit_or": why(
        "`{whole}` is the bits set in either side, not a sum (a bit in both counts "
        "once)."
    ),
    "why.mutants.break": why(
        "`break` leaves the loop of line {loop} at once: no item after it is tried."
    ),
    "why.mutants.continue": why(
        "`continue` goes on with the next item of the loop of line {loop}: it never "
        "leaves the loop early."
    ),
    "why.mutants.any": why("`any(...)` is true where one item is true."),
    "why.mutants.all": why("`all(...)` is true only where every item is true."),
    "why.mutants.and": why("`{test}` is true only where every side is."),
    "why.mutants.or": why("`{test}` is true where any one side is."),
    "why.mutants.joined": why("the `+` after `{left}` joins a second list to it."),
    "why.mutants.set_each_pass": why(
        "`{name} = ...` puts each pass's value in place of the {name} so far; `+=` "
        "adds it."
    ),
    "why.mutants.len": why(
        "`len({items})` counts every item: one that is there twice counts twice."
    ),
    # operators/names.py
    "why.names.unknown": why(
        "no name `{name}` is set where line {line} can see it, so Python raises "
        "NameError there."
    ),
    "why.names.same_sides": why(
        "`{difference}` takes `{name}` from itself: it is always 0."
    ),
    "why.names.never_put": why(
        "the file never puts `{asked}` in `{held}`, so it is asked of a set that holds "
        "other keys."
    ),
    "why.names.read_late": why(
        "a generator runs only when it is read; here that is after the loop of line "
        "{loop} has moved `{name}` on, so it reads the last `{name}`."
    ),
    "why.names.combinations": why(
        "`combinations` makes each choice of items in the order they come, once: no "
        "other order."
    ),
    "why.names.product": why(
        "`product` makes every choice of an item for each place, repeats among them."
    ),
    "why.names.combinations_with_replacement": why(
        "`combinations_with_replacement` makes each choice in order, repeats among "
        "them."
    ),
    # operators/numbers.py
    # operators/offsets.py
    "why.offsets.signless": why(
        "abs() gives `{left} - {right}` and `{right} - {left}` one value, so squares "
        "on two different lines share it."
    ),
    "why.offsets.distances": why(
        "without abs(), a difference is negative on one side, so the test meets one "
        "of the two diagonals only."
    ),
    "why.offsets.abs_index": why(
        "`abs({inside})` gives the diagonals {inside} = k and {inside} = -k one slot; "
        "`{inside} + n - 1` gives each its own, 0 to 2n - 2, in a list of {size}."
    ),
    "why.offsets.fixed_size": why(
        "a list made as `{made}` has {size} items at every n."
    ),
    "why.offsets.below_zero": why(
        "`{difference}` is below 0 wherever `{right}` is greater than `{left}`; "
        "`{difference} + n - 1` counts from 0."
    ),
    # operators/python.py
    "why.python.uncalled": why(
        "`{named}` without `()` only names the method: it is never called."
    ),
    "why.python.compared": why(
        "`==` compares `{target}` to `{value}` and drops the answer: nothing is "
        "assigned."
    ),
    "why.python.dropped": why(
        "it gives back a new value and leaves `{target}` as it was: the line drops it."
    ),
    "why.python.frozenset": why(
        "a frozenset keeps no order: `frozenset({inner})` is one key for every order "
        "of the same columns."
    ),
    "why.python.dict_keys": why(
        "`in {name}` asks of the dict's keys, not of its values."
    ),
    "why.python.identity": why(
        "`is` asks whether two names hold the same object, not equal values, and "
        "Python keeps one object per int only for small ints (to 256)."
    ),
    "why.python.flips": why(
        "`^` flips bits: a bit of {right} outside {left} is turned on, where `{left} "
        "& ~...` would clear it."
    ),
    "why.python.set": why(
        "a set keeps one copy of equal items, so equal states count once."
    ),
    "why.python.cache": why(
        "`@{cache}` gives back a stored answer whenever the arguments of {function} "
        "repeat, whatever else has changed since."
    ),
    "why.python.pushed": why(
        "`{name}` is handed out by name, so every entry is one list, which the search "
        "goes on changing."
    ),
    "why.python.reversed": why(
        "`{name}[::-1]` reverses the order of the rows (upside down), not each row "
        "(left to right)."
    ),
    "why.python.bit_length": why(
        "for a one-bit number, `{whole}` is its bit's column plus one."
    ),
    # operators/reads.py
    "why.reads.get": why(
        "`{held}.get({asked})` is the value stored for {asked} (None where there is "
        "none), read for its truth: a stored 0 is false, as if nothing were there."
    ),
    "why.reads.gets": why(
        "each `.get(...)` is the value stored (None where there is none), read for "
        "its truth: a stored 0 is false, as if nothing were there."
    ),
    "why.reads.truth": why(
        "`{read}` is read for its truth: 0 is false, as None is, so a `{read}` of 0 "
        "reads as nothing there."
    ),
    "why.reads.empty_list": why(
        "an empty list is false too, so `{read}` cannot tell an empty list from None."
    ),
    "why.reads.items": why(
        "`items()` hands out (key, value) pairs: `{first}` takes the first of each "
        "and `{second}` the second."
    ),
    "why.reads.items_key": why(
        "`items()` hands out (key, value) pairs: in `{used}`, `{name}` is the key, "
        "`{other}` the value."
    ),
    "why.reads.items_value": why(
        "`items()` hands out (key, value) pairs: in `{used}`, `{name}` is the value, "
        "`{other}` the key."
    ),
    "why.reads.enumerate": why(
        "`enumerate()` hands out (index, item) pairs: `{first}` takes the first of "
        "each and `{second}` the second."
    ),
    "why.reads.enumerate_index": why(
        "`enumerate()` hands out (index, item) pairs: in `{used}`, `{name}` is the "
        "index, `{other}` the item."
    ),
    "why.reads.enumerate_item": why(
        "`enumerate()` hands out (index, item) pairs: in `{used}`, `{name}` is the "
        "item, `{other}` the index."
    ),
    "why.reads.one_item": why(
        "`({item})` is {item} itself: brackets only group, and a tuple of one item "
        "needs its comma, `({item},)`."
    ),
    "why.reads.empty_base": why(
        "`[]` holds no placement, so nothing is built on it; `[[]]` holds one, the "
        "empty one, to build on."
    ),
    "why.reads.handed_on": why(
        "`{function}` takes `{name}` there, but the call hands on `{arg}`, a step of "
        "`{stepped}`."
    ),
    # operators/slips.py
    "why.slips.shifted_alone": why(
        "`{shift}` binds tighter than `{low}`: `{whole}` is `{left} {low} ({moved} "
        "{shift} {by})`, so only {moved} is shifted."
    ),
    "why.slips.shifted_by_all": why(
        "`{arithmetic}` binds tighter than `{shift}`: `{whole}` is `{base} {shift} "
        "({by} {arithmetic} {rest})`."
    ),
    "why.slips.mask": why(
        "`&` binds tighter than `|`: `{whole}` is `({full} & ~{taken}) {rest}`."
    ),
    "why.slips.inside_if": why(
        "it is inside the `if` of line {line}, so it runs only when that test holds."
    ),
    "why.slips.counter": why(
        "a {maker} keeps a key whose count falls to 0 (neither subtract nor -= "
        "removes it), so `in` stays true for it."
    ),
    "why.slips.false_kept": why(
        "a dict keeps a key whose value is set to False, so `in` stays true for it."
    ),
    "why.slips.odd_half": why("for odd n, `{half}` comes to n // 2 too."),
    "why.slips.middle_doubled": why(
        "for odd n the loop of line {loop} comes to the middle column, {col} = n // "
        "2, whose mirror image is itself, and doubles its boards too."
    ),
    "why.slips.middle_mirrored": why(
        "for odd n the middle column is its own mirror image: a board whose first "
        "queen stands there mirrors into another board that starts there too, which "
        "the search finds on its own."
    ),
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
