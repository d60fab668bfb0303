"""The sentences of judge/causes/ (the causes read in a learner's source, the house
rules), by key (``kata.judge.words.sentences`` gathers every room's)."""

from .template import Template

SENTENCES = {
    # causes/search_clues.py: slips of a search read in its source.
    "search.unmasked": Template(
        "`{code}` is negative: `~` sets every bit above the n columns too (an int "
        "has no width), so the free squares never run out. Keep n bits: full & "
        "~(...), with full = (1 << n) - 1",
        "decided",
    ),
    "search.dropped": Template(
        "`{code}` makes a generator and drops it, so its body never runs: write "
        "`yield from {code}`",
        "decided",
    ),
    "search.one_way": Template(
        "both diagonal masks move the same way ({way} 1) to the next row, so one "
        "diagonal is never followed: one mask moves << 1 and the other >> 1",
        "decided",
    ),
    "search.repeated_rows": Template(
        "`{code}` repeats one row list: every row is the same object, so a queen "
        "put in one row shows in all of them. Make each row its own list: [['.'] * "
        "n for _ in range(n)]",
        "decided",
    ),
    "search.every_column": Template(
        "every choice of a column for each row, n**n of them ({count:,}", "decided"
    ),
    "search.every_square": Template(
        "every choice of n squares of the board's n*n ({count:,}", "decided"
    ),
    "search.made_whole": Template(
        "`{code}` makes {made} at n = 9), and each is made whole before it is "
        "checked: place the queens a row at a time, each only where none attacks, "
        "and most of them are never made",
        "decided",
    ),
    "search.overrun": Template(
        "{code} reaches index {index} at n = {n}, but {name} has {size} = {items}, "
        "indexes 0..{last}: size it to hold the largest index",
        "decided",
    ),
    # causes/state_clues.py: state kept between calls.
    "state.module_level": Template(
        "`{name}` lives at module level, so it outlives each call: a call starts "
        "from what the last one left. Make it a local of the method",
        "decided",
    ),
    "state.class_attribute": Template(
        "`{name}` is a class attribute: one value, shared by every instance and "
        "kept between calls. Make it a local of the method",
        "decided",
    ),
    "state.class_rebound": Template(
        "`{name}` is a class attribute, and `self.{name} {op}= ...` gives each instance "
        "a `{name}` of its own, which it keeps between calls: nothing sets it again "
        "when a call starts. Set it at the start of each call, or use a local",
        "decided",
    ),
    "state.default": Template(
        "the default `{arg}={default}` of {function}() is made once, when the def "
        "runs, and every call that leaves it out shares it: default to None and "
        "make a new one in the call",
        "decided",
    ),
    "state.instance": Template(
        "`{name}` is kept on the instance and not set again when a call starts, so "
        "a reused instance starts from the last call's. Set it at the start of "
        "each call, or use a local",
        "decided",
    ),
    "state.answer_table": Template(
        "a table of the answers: it runs out where the table ends. Count the boards "
        "with the search",
        "decided",
    ),
    # causes/record_clues.py: a board or a count recorded wrong.
    "record.early": Template(
        "`{test}` records a board before its last row holds a queen: the board is "
        "full once the row index reaches n",
        "decided",
    ),
    "record.float_half": Template(
        "`{code}` compares with n / 2, a float (2.5 for n = 5) that no column "
        "equals, so the middle column is never told apart: use n // 2",
        "decided",
    ),
    "record.middle_twice": Template(
        "`{loop}` takes the middle column of an odd n too, and the mirror of a "
        "board whose first queen is there has its first queen there too: taken "
        "with its mirror, each comes twice. Loop over range(n // 2), then add the "
        "middle column's boards once",
        "decided",
    ),
    "record.middle_doubled": Template(
        "`{loop}` takes the middle column of an odd n, and line {line} doubles its "
        "boards too, though each is its own mirror's column: loop over range(n // "
        "2), double, then add the middle column's boards once",
        "decided",
    ),
    "record.middle_missed": Template(
        "`{loop}` leaves out the middle column of an odd n, so no board with its "
        "first queen there is searched: search that column too, and take its "
        "boards once (each is its own mirror's column)",
        "decided",
    ),
    "record.param_count": Template(
        "`{name} += 1` adds to {function}()'s own `{name}`, a parameter: the "
        "caller's stays as it was, and nothing hands the new one back. Return it "
        "(`return {name}`, and add up what the calls return), or keep one count in "
        "the outer function and declare it `nonlocal`",
        "decided",
    ),
    # causes/cache_clues.py: a cache that leaves out what its result depends on.
    "cache.by": Template("@{how}", "decided"),
    "cache.dict": Template("the dict `{memo}`", "decided"),
    "cache.depends": Template(
        "{function}({params}) is cached ({cached}) by its arguments, but its result "
        "depends on {names} too, {changes}. Drop the cache",
        "decided",
    ),
    "cache.set_anew": Template(
        "which each call sets anew, while the cache outlives the call: it answers "
        "with what an earlier call's values gave",
        "decided",
    ),
    "cache.placed": Template(
        "which change as queens are placed: the cache answers for queens that are "
        "gone",
        "decided",
    ),
    # causes/width_clues.py: a column that reaches n.
    "width.shift": Template(
        "`{code}` shifts by n + 1, so the mask built from it has n + 1 bits and "
        "column n is free too: shift by n, `(1 << n) - 1`",
        "decided",
    ),
    "width.range": Template(
        "`{code}` runs to n, one column past the board: the columns are range(n)",
        "decided",
    ),
    # causes/house_rules.py: a house rule broken, with its fix.
    "rules.docstring": Template(
        "open the file with a docstring: the style's name, its idea, then 'Time: "
        "...' and 'Space: ...' lines",
        "head",
    ),
    "rules.cost_line": Template(
        "the docstring has no line that starts {lines} with a cost (`make new`'s "
        "O(?) is none): add one, e.g. '{example}'",
        "head",
    ),
    "rules.imports": Template(
        "imports {module}; LeetCode has the standard library only", "head"
    ),
    "rules.layout": Template(
        "after the imports, the file should hold class Solution and nothing else",
        "head",
    ),
    "rules.state": Template(
        "class Solution holds more than methods: keep state inside a call", "head"
    ),
    "rules.print": Template(
        "print; remove it (LeetCode reads only what the methods return)", "head"
    ),
    "rules.black": Template("black would reformat it: run 'make format'", "head"),
    # causes/method_names.py, leetcode_python.py: what LeetCode cannot call or read.
    "names.misnamed": Template(
        "`def {written}`: did you mean `{meant}`? LeetCode calls `{meant}`, and "
        "class Solution has no method of that name, so it rejects the file.",
        "head",
    ),
    "newer.syntax": Template(
        "{what} needs Python 3.12 or newer, and LeetCode runs Python 3.11, where it "
        "is a SyntaxError: {instead}\n    {code}",
        "head",
    ),
    # causes/walk_clues.py: a walk over the board that misses the attacker.
    "walk.along_row": Template(
        "line {line} reads `{code}`, along the square's own row, not up its column, "
        "toward the queen at {queen}",
        "decided",
    ),
    "walk.lines": Template("lines {line}", "any"),
    "walk.missed": Template(
        "its walks over the board ({lines}) go {ways}; none goes {toward}, toward "
        "the queen at {queen}: add that walk",
        "decided",
    ),
    "walk.reads": Template("it reads {squares} only", "decided"),
    "walk.empty": Template("its range is empty", "decided"),
    "walk.short": Template(
        "its walk {way}, `{head}`, stops before the queen at {queen}: from "
        "{square} {reads}",
        "decided",
    ),
    "walk.stopped": Template(
        "its walk {way}, `while {test}:`, stops before the queen at {queen}: its "
        "test is false there ({row} = {r}, {col} = {c})",
        "decided",
    ),
    # causes/put_clues.py, try_clues.py: why a check let an attacked square by.
    "put.other_key": Template(
        "it asks `{held}` for `{tested}`, {asked} at {square}, but it is {what} "
        "`{given}` on {lines}, {value} for the queen at {queen}: the test never "
        "meets the key given",
        "decided",
    ),
    "try.swallowed": Template(
        "at {name} = {value}, line {line} reads index `{index}` = {read}, off the "
        "board: `{caught}` on line {handler} catches the IndexError and ends the "
        "whole loop of line {loop} there, so row {row} is never compared",
        "decided",
        lines=("line", "handler", "loop"),
    ),
    # causes/key_clues.py: keys that differ at a queen and a square on one line.
    "key.held": Template(
        "its key for `{held}`, `{read}`{origin}, is {first} at {queen} and {second} "
        "at {square}, though both are on one {name}: a {name}'s key is {truth}",
        "decided",
        lines=(),
    ),
    "key.origin": Template(" (line {line})", "decided"),  # where a name's key is made
    "key.none_same": Template(
        "none of the keys it compares ({compared}) is the same at {queen} and "
        "{square}, though both are on one {name}: compare {truth} too",
        "decided",
        lines=(),
    ),
    "key.cols": Template("column", "any"),  # the lines two queens can share
    "key.diag": Template("`\\` diagonal", "any"),
    "key.anti": Template("`/` diagonal", "any"),
    "key.unlike_sides": Template(
        "it compares{where} the square's `{mine}`, {at_square} at {square}, with the "
        "queen's `{theirs}`, {hers} at {queen}: the queen's `{mine}` is {at_queen}, "
        "so written alike the two sides would meet",
        "decided",
        lines=(),
    ),
    # causes/check_clues.py: a check's loop over the rows above that misses a row.
    "check.first_pass": Template(
        "{returns} in the first pass of the loop on line {loop}, so the queens after "
        "the first it looks at are never compared: return True after the loop, once "
        "every queen is checked",
        "decided",
        lines=("loop",),
    ),
    "check.returns": Template("line {line} returns", "decided"),
    "check.both_return": Template(
        "lines {line} and {other} return, whichever way the `if` goes,",
        "decided",
        lines=("line", "other"),
    ),
    "check.stops_short": Template(
        "`{call}` on line {loop} stops before row {row}, the row just above, so the "
        "queen there is never compared: run it over every row above, range({bound})",
        "decided",
        lines=("loop",),
    ),
    "check.starts_late": Template(
        "`{call}` on line {loop} starts at row {start}, so the queen in row {row} is "
        "never compared: start it at 0",
        "decided",
        lines=("loop",),
    ),
    "check.last_queen": Template(
        "`{test}` reads `{read}`{named} alone, one row up, so a queen two rows up or "
        "more is never compared: compare with every queen above",
        "decided",
        lines=(),
    ),
    "check.named_row": Template(" (`{name}` is `{row}`)", "decided", lines=()),
}
