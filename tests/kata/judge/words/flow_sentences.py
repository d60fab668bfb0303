"""The sentences of judge/operators/ that mend a file's flow and state: its loops,
jumps and returns, the marks and undos of a search, the order of its statements.
Each is the `why` an operator gives its Edit, keyed `why.<operator module>.<what>`,
in one section per module, as in ``operator_sentences`` (its `why` helper types the
lines a why names)."""

from .operator_sentences import why
from .template import Template

SENTENCES = {
    # operators/blocks.py
    "why.blocks.set_each_pass": why(
        "`{statement}` runs at the start of each pass of the loop of line {loop}, so "
        "each pass throws away what the passes before it made."
    ),
    "why.blocks.set_once": why(
        "`{statement}` runs once, before the loop of line {loop}, so each pass "
        "builds on what the pass before it left."
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
    # operators/order.py
    "why.order.any": why(
        "any() stops at the first true value, so the calls after it never run."
    ),
    "why.order.all": why(
        "all() stops at the first false value, so the calls after it never run."
    ),
    "why.order.walrus": why(
        "`{name} :=` in the `while` test works {name} out anew before every pass, so "
        "what the body does to it is lost."
    ),
    "why.order.late_binding": why(
        "a lambda reads {names} when it is called, not when it is made, so every "
        "lambda made in the loop sees the last values."
    ),
    # operators/restores.py
    "why.restores.skipped": why(
        "`{jump}` {goes} before line {undo}, `{undone}`, which takes back what line "
        "{done} set: that stays set."
    ),
    "why.restores.all_skipped": why(
        "`{jump}` {goes} before lines {undos}, which take back what was set before "
        "it: that stays set."
    ),
    "why.restores.and_more": Template(" and {item}{rest}", "any", lines=()),
    "why.restores.continue": Template("goes on with the next pass", "any", lines=()),
    "why.restores.break": Template("leaves the loop", "any", lines=()),
    "why.restores.return": Template("leaves the call", "any", lines=()),
    # operators/siblings.py
    "why.siblings.one": why(
        "{names} is set only by a sibling method ({where}), and {method} reads it: "
        "on an instance of its own it finds it unset, and after the sibling's call, "
        "as that call left it."
    ),
    "why.siblings.many": why(
        "{names} are set only by a sibling method ({where}), and {method} reads "
        "them: on an instance of its own it finds them unset, and after the "
        "sibling's call, as that call left them."
    ),
    "why.siblings.attribute": Template("`self.{name}`", "any", lines=()),
    "why.siblings.set_in": Template("line {line} in {method}", "any", lines=()),
    "why.siblings.local": why(
        "`{name} = ...` gives a local name of {method} a value; `self.{name}`, which "
        "the class reads, is set nowhere."
    ),
    # operators/undo.py
    "why.undo.kept": why(
        "line {line}, `{mark}`, is done before the call and nothing after the call "
        "takes it back."
    ),
    "why.undo.swapped": why(
        "line {line} swaps two items before the call, and nothing after the call "
        "swaps them back, so each later pass of the loop starts from the order the "
        "one before it left."
    ),
    "why.undo.set": why(
        "line {line} sets `{written}` before the call, and nothing after the call "
        "sets it back."
    ),
    "why.undo.made_once": why(
        "`{name}` is made once, on line {made}, before the loop of line {loop}: each "
        "pass adds to what the passes before it left."
    ),
    "why.undo.stalled": why(
        "it steps back a row, but the queen of that row stays where it was, so the "
        "same square is tried again."
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
