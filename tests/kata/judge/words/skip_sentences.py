"""The sentences of a free square a search never went on from (said by
``kata.judge.answers.skip_notes``), and of what its check read that it should not
have (a row with no queen yet, a slot left from another branch, a key no queen on
the board has, two names for one list, two kinds of key in one set, ...) and where
the run wrote it (said by ``kata.judge.answers.read_notes`` from the data
kata.watch found), by key (``kata.judge.words.sentences`` gathers every room's)."""

from .template import Template

PHRASE = {"lines": ()}  # a phrase that names no line of the file itself

SENTENCES = {
    # answers/skip_notes.py: a free square the search never went on from.
    "skip.test": Template("line {line} turned it away: {code}", "decided"),
    "skip.exit": Template(
        "line {line} left the loop before it came to it: {code}{instead}", "decided"
    ),
    "skip.instead": Template(" (`continue` goes on to the next column)", "decided"),
    "skip.called": Template(
        "line {line} ran with it, but its call ran no line of your file: {code}",
        "decided",
    ),
    "skip.loop": Template(
        "the loop on line {line} never came to it: {code}", "decided"
    ),
    "skip.start": Template(
        "when it came to row {row}, {read}, so it went on from there and never came "
        "to col {col}: set it back (e.g. to -1) when the search backs up",
        "decided",
        lines=(),
    ),
    "skip.there": Template("there {read}", "decided", lines=()),
    "skip.came_after": Template("and came to", "decided", lines=()),
    "skip.came": Template("came to", "decided", lines=()),
    "skip.no_further": Template(", but went no further", "decided", lines=()),
    "skip.no_further_key": Template("went no further from", "board", lines=()),
    "skip.never_after": Template("but never tried", "decided", lines=()),
    "skip.never": Template("never tried", "decided", lines=()),
    "skip.skipped_key": Template("skipped", "board", lines=()),
    # A square, and squares one after the other.
    # watch/frame_reads.py: a row read before a queen is placed on it.
    "read.unplaced": Template(
        "it read {values}[{index}] with {index} = {at}, a row with no queen yet "
        "(the search is at row {row}): let {index} run over {above}",
        "decided",
        **PHRASE,
    ),
    "read.range": Template("range({rows})", "decided", **PHRASE),
    "read.rows_above": Template("the rows above", "decided", **PHRASE),
    # watch/decisions.py: a row's slot that still held a column from before.
    "read.start": Template(
        "{values}[{index}] still held {held}{branch}", "decided", **PHRASE
    ),
    "read.branch": Template(
        ", written on line {line} under {under}: left from that branch", "decided"
    ),
    # watch/writes.py: where the run put a key in, and that nothing took it out.
    "read.put": Template(" on line {line}{through}{when}", "decided"),
    "read.put_in": Template(", put in{put}", "decided", **PHRASE),
    "read.through": Template(", through `{name}`", "decided", **PHRASE),
    "read.when_placed": Template(", when {queen} was placed", "decided", **PHRASE),
    "read.when_stood": Template(
        ", when the search stood at {queen}", "decided", **PHRASE
    ),
    "read.left": Template(
        ": nothing {undone} it when {queen} was taken back, so it is left from a "
        "queen no longer there",
        "decided",
        **PHRASE,
    ),
    "read.cleared": Template("cleared", "decided", **PHRASE),
    "read.removed": Template("removed", "decided", **PHRASE),
    # watch/keys.py: a set or a list of flags that held a key it should not have.
    "read.slot_set": Template("`{name}[{value}]` was set", "decided", **PHRASE),
    "read.key_given": Template(
        "`{name}` was given the key {value}", "decided", **PHRASE
    ),
    "read.one_object": Template(
        "{slot}{put}: `{name}` and `{other}` are one {kind} (`{name} is {other}` on "
        "this run{bound}). Give each name a {kind} of its own",
        "decided",
        **PHRASE,
    ),
    "read.a_list": Template("list", "decided", **PHRASE),
    "read.a_set": Template("set", "decided", **PHRASE),
    "read.binds": Template("; line {line} binds both", "decided"),
    "read.wrapped": Template(
        "`{name}[{value}]` was set{put}, and `{code}` is {theirs} at {queen}: a "
        "negative index counts from the end of the list, so in a list of {size} it "
        "is {value} too. Offset the key so it is never negative, and size the list to "
        "hold every key",
        "decided",
        **PHRASE,
    ),
    "read.stale_slot": Template(
        "`{name}[{value}]` was set{put}, though no queen on the board is on that "
        "line{left}",
        "decided",
        **PHRASE,
    ),
    "read.stale_key": Template(
        "`{name}` held the key {value}{put}, though no queen on the board has it{left}",
        "decided",
        **PHRASE,
    ),
    "read.mixed": Template(
        "`{name}` holds keys of two kinds, `{mine}` and `{other}`: this square's "
        "`{mine}` = {value} is the `{other}` of the queen at {queen}{put}, so the "
        "square was turned away by a line it is not on; keep each kind in a set of "
        "its own",
        "decided",
        **PHRASE,
    ),
    "read.merged_put": Template(
        "`{name}` held the key {value}{put}, though {queen} shares no line with "
        "{square}: `{code}` is {value} at both, so it gives two lines one key",
        "decided",
        **PHRASE,
    ),
    "read.merged": Template(
        "`{name}` held the key {value}, which the queen at {queen} has too (`{code}` is "
        "{value} at both), though it shares no line with {square}: `{code}` gives two "
        "lines one key",
        "decided",
        **PHRASE,
    ),
}
