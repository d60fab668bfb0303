"""Every sentence the coach says, by key: its template, the role of its words in a
lesson, and the parameters the machine measured (``kata.judge.words.catalogue``).
A key is `module.what`, the module that says it first; a new sentence goes here, and
the code that checked what it says chooses it by its key and fills its
parameters."""

from .catalogue import Template

TIME = {"seconds": "<time>"}  # a time measured, kept in the gallery as <time>

CATALOGUE = {
    # Words not yet in the catalogue, as the code that made them wrote them.
    "unmoved": Template("{text}", "any"),
    # Where a finding is: the file, and the n or the lines.
    "where": Template("{place}: ", "where"),
}
CATALOGUE.update(
    {
        # answers/pace.py: a call that ran out of time, told slow or endless.
        "pace.endless": Template(
            "{method} gave no answer in {seconds}: an endless loop?{at}{limits}",
            "head",
            TIME,
        ),
        "pace.slow": Template(
            "{method} gave no answer in {seconds}: too slow, not endless.\n  n = {n} "
            "took {took}{grows}; LeetCode would answer Time Limit Exceeded{limits}",
            "head",
            {**TIME, "took": "<time>"},
        ),
        "pace.grows": Template(
            " and each n takes about {factor} times the last", "head", {"factor": "<k>"}
        ),
        "pace.jump": Template(
            "{method} never answered in {seconds}, though n = {n} took {took}: too "
            "big a jump for slowness. An endless loop?{at}{limits}",
            "head",
            {**TIME, "took": "<time>"},
        ),
        # answers/cost.py: what a correct file costs.
        "cost.head": Template("Cost at n = {n}: {measures}", "decided"),
        "cost.nodes": Template(
            "{nodes:,} partial boards visited (plain backtracking visits {plain:,})",
            "decided",
        ),
        "cost.speed": Template(
            "{multiple} bitmap.py's speed", "decided", {"multiple": "<x>"}
        ),
        "cost.unmeasured": Template("not measured", "decided"),
        "cost.uncounted": Template(
            "  (the queens it places are not counted: the kata follows them in a list "
            "of placed columns, row by row, named `queens` or `pos`, beside a row "
            "named `row` or `r`)",
            "decided",
        ),
        "cost.next": Template("  Next idea: {idea}", "decided"),
        "cost.idea_permutations": Template(
            "it tries every permutation whole; prune as you place, a row at a time "
            "(permutation_swap.py)",
            "decided",
        ),
        "cost.idea_prune": Template(
            "it places queens it could have ruled out: test each square before "
            "placing a queen there (queen_columns.py)",
            "decided",
        ),
        "cost.idea_symmetry": Template(
            "search half the first row: a board's mirror image is a solution too "
            "(bitmap_symmetry.py)",
            "decided",
        ),
        "cost.idea_bits": Template(
            "the same three sets as the bits of three integers (bitmap.py)", "decided"
        ),
        "cost.idea_sets": Template(
            "name each line by a number and keep the taken ones in sets (sets.py)",
            "decided",
        ),
        "cost.wasted": Template(
            "  at n = {n} its search stood on {distinct:,} placements, {attacked:,} of "
            "them with a queen another attacks, where plain backtracking stands on "
            "{plain:,}: test each square before you place a queen there, and most of "
            "them are never made",
            "decided",
        ),
        "list": Template("{first}{rest}", "any"),  # a phrase, then ", " and the next
        "list.more": Template(", {item}{rest}", "any"),
        "nothing": Template("", "any"),
        "indented": Template("  {said}", "any"),  # on a line of its own, indented
    }
)
CATALOGUE.update(
    {
        # coach.py: what a correct verdict checked.
        "coach.correct": Template("correct", "head"),
        "coach.checked": Template(
            ". n = 1..9 as LeetCode asks{further}, fresh and reused instances, "
            "{zero}and under LeetCode's imports.",
            "checked",
        ),
        "coach.further": Template(
            ", then n = 10{reached} (LeetCode stops at 9; the kata goes further)",
            "checked",
            {"reached": "<..n>"},
        ),
        "coach.zero_checked": Template("n = 0, ", "checked"),
        "coach.correct_for": Template("correct for {problem} ({method})", "head"),
        "coach.unwritten_other": Template(
            "{checked} {method} ({problem}) is not written yet.", "checked"
        ),
    }
)
CATALOGUE.update(
    {
        "where.n": Template("{file}, n = {n}: ", "where"),
        # explain.py: a call stopped, and the loop it was seen in.
        "explain.stopped": Template("{stopped}{at}{limits}", "head"),
        "explain.repeated": Template(
            " (the loop on line {line}, `{code}`, came back to its head with the same "
            "state{aside}{same}: nothing moves it on)",
            "head",
        ),
        "explain.aside": Template(", leaving {names} aside", "head"),
        "explain.loop_line": Template(" (line {line}: {code})", "head"),
    }
)
CATALOGUE.update(
    {
        "where.lines": Template("{file}, {lines}: ", "where"),
        "line": Template("line {line}", "any"),
        "lines": Template("lines {some} and {last}", "any", lines=("some", "last")),
    }
)
CATALOGUE.update(
    {
        "where.line": Template("{file}, line {line}: ", "where"),
        "list.semi": Template("; {item}{rest}", "any"),
        # coach.py: the verdict's own words.
        "coach.imports_only": Template(
            "  (only after LeetCode's `from typing import *` and the rest)", "decided"
        ),
        "coach.unwritten": Template(
            "not written yet: solveNQueens and totalNQueens are missing or raise "
            "NotImplementedError. Write one, then run `make test STYLE={style}`.",
            "head",
        ),
        "coach.both_methods": Template(
            "a shipped style has both methods: write {missing}", "head"
        ),
        "coach.again": Template(
            "Fix this first, then run `make test STYLE={style}` again.", "fix"
        ),
        "coach.rules_broken": Template(
            "House rules, after correctness (`make test` checks them on every file):",
            "fix",
        ),
        "coach.rules_kept": Template(
            "House rules kept: black's formatting, the docstring's Time and Space, "
            "standard-library imports.",
            "fix",
        ),
        # answers/zero_notes.py: a wrong n = 0.
        "zero.aside": Template(
            "Note: at n = 0, {problems}. LeetCode asks only 1 <= n <= 9, so this is no "
            "failure; the empty board has one way to place no queens, so the shipped "
            "styles answer [[]] and 1",
            "decided",
        ),
        "zero.note": Template(
            "{problems}.\n  LeetCode asks only 1 <= n <= 9, so it would accept this. "
            "The kata asks n = 0 too: an empty board has one way to place no queens, "
            "the empty board, so the answers are [[]] and 1. The search that starts at "
            "row 0 and records a board when row == n gives them with no special case",
            "head",
        ),
    }
)
CATALOGUE.update(
    {
        "count.boards": Template("{count} board{s}", "any"),
        "board.drawn": Template("{board}", "board"),
        # answers/notes.py: what is wrong with the boards.
        "notes.missing": Template("{boards} missing", "head"),
        "notes.extra": Template("{count} extra", "head"),
        "notes.repeated": Template("{boards} returned more than once", "head"),
        "notes.repeated_below": Template(
            "  returned more than once (each belongs once):", "decided"
        ),
        "notes.unknown_why": Template(" ({why})", "decided"),
        "notes.missing_below": Template(
            "  missing, a solution that was not returned{why}:", "decided"
        ),
        "notes.placed": Template(
            "your search placed (row, col) = {placed} {after} {square}, which no queen "
            "attacks",
            "decided",
        ),
        "notes.alone": Template(
            "your search {alone} (row, col) = {square}, on the empty board", "decided"
        ),
        "notes.skip": Template("  {told}{tail}{why}{there}", "decided"),
        "notes.below": Template("\n  {said}", "decided"),
        "notes.skipped_key": Template(
            "    ({mark} is the square it {did}; beside it, a missing board through it)",
            "board",
        ),
        "notes.crowded": Template(
            "your search's board came to hold {queens} in row {row}, {squares}: {why}",
            "decided",
        ),
        "notes.one_list": Template(
            "its rows are one list, so a queen put in any row shows in all of them",
            "decided",
        ),
        "notes.not_taken_off": Template(
            "a queen it placed was not taken off when the search backed up", "decided"
        ),
        "notes.clear_square": Template(
            ". After the call that tries the next row, clear the square again (e.g. "
            "board[row][col] = '.')",
            "fix",
        ),
        "notes.clear_row": Template(
            ". After the call that tries the next row, clear the row again (e.g. "
            "board[row] = '.' * n)",
            "fix",
        ),
        "notes.crowded_key": Template(
            "    ({mark} marks the queens that share row {row})", "board"
        ),
        "notes.extra_fault": Template("  extra, {fault}:", "decided"),
        "notes.let": Template(
            "\n  line {line} let {square} through, though it is attacked: {why}",
            "decided",
        ),
        "notes.extra_attack": Template(
            "  extra, not a solution: {attack}{through}", "decided"
        ),
        "notes.marks_two": Template("    ({mark} marks the two queens)", "board"),
        "notes.strings_fixed": Template(
            "  strings do not change in place: keep a list and `''.join` it, or build "
            "the row from its column",
            "fix",
        ),
        "notes.nonlocal": Template(
            "  a function that assigns `{name}` (`{name} += 1` too) has a `{name}` of "
            "its own, not the outer one: declare `nonlocal {name}` at its top, or "
            "return the value",
            "fix",
        ),
    }
)
CATALOGUE.update(
    {
        # answers/row_faults.py: what is wrong with a board's rows.
        "rows.count": Template("it has {rows}, not {n}", "decided"),
        "rows.whole": Template("{rows}: it is a whole solution for n = {n}", "decided"),
        "rows.kept": Template(
            "{rows}: the queens of branches it backed out of are still in it; take "
            "each queen back (pop it) when the search backs up",
            "decided",
        ),
        "rows.off_board": Template(
            "row {row} is {line}: its queen is in column {n}, off the board (the "
            "columns are 0..{last})",
            "decided",
        ),
        "rows.text": Template(
            "row {row} is {line}: a row is {squares}, each 'Q' or '.'{why}", "decided"
        ),
        "rows.length": Template(
            " (one square too {how}: '.'*col+'Q'+'.'*(n-col-1) is n squares)",
            "decided",
        ),
        "rows.length_minus_one": Template(
            " (one square too {how}: '.'*col+'Q'+'.'*(n-col-1) is n squares for a "
            "column in 0..{last}, and this for column -1)",
            "decided",
        ),
        "rows.queens": Template("row {row} holds {queens}, not 1", "decided"),
        # answers/count_notes.py: what is wrong with a count.
        "count.none": Template(
            "totalNQueens returned None: is its `return` missing?", "head"
        ),
        "count.float": Template(
            "totalNQueens returned {count}, a float: count with whole numbers (`//` "
            "rather than `/`, or int(...))",
            "head",
        ),
        "count.type": Template(
            "totalNQueens returned {count} ({kind}), not an int", "head"
        ),
        "count.wrong": Template(
            "totalNQueens returned {count}, but there {be} {ways} to place the queens "
            "(OEIS A000170)",
            "head",
        ),
        "count.agreement": Template(
            "totalNQueens says {count}, but solveNQueens returned {boards}", "head"
        ),
        "count.look": Template(
            "  solveNQueens({n}) is right ({boards}): the mistake is in totalNQueens, "
            "so look there",
            "decided",
        ),
        # answers/shape_notes.py: an answer not in LeetCode's shape.
        "shape.named": Template(
            "solveNQueens returned {named}, not a list: LeetCode wants a list of boards "
            "(wrap it in list(...))",
            "head",
        ),
        "shape.other": Template(
            "solveNQueens returned {answer} ({kind}), not a list of boards", "head"
        ),
        "shape.tuple_board": Template(
            "a board is a tuple; each board should be a list of row strings (append "
            "list(...))",
            "head",
        ),
        "shape.named_board": Template(
            "a board is {named}; each board should be a list of row strings", "head"
        ),
        "shape.other_board": Template(
            "board 1 is {board}; each board should be a list of row strings", "head"
        ),
        "shape.int_rows": Template(
            "board 1 is {board}, a column number for each row: draw each row from its "
            "column instead, '.' * col + 'Q' + '.' * (n - col - 1)",
            "head",
        ),
        "shape.row_type": Template(
            "a row is a {kinds}, not a string: join its squares into one, e.g. "
            "''.join(row)",
            "head",
        ),
        "shape.one_object": Template(
            "the boards are one list object, appended {times} times; it changed after "
            "each append, so every copy shows its last state",
            "head",
        ),
        "shape.copy": Template(
            ". Append a copy: boards.append(board[:]), or build a new list for each "
            "board",
            "fix",
        ),
        "shape.changed": Template(
            "{boards} changed after {were} appended (the search went on changing "
            "{them}). Append a copy, boards.append(board[:]), or a new list of strings "
            "for each board",
            "head",
        ),
        "shape.when_appended": Template("  when appended:", "decided"),
        "shape.as_returned": Template("  as returned:", "decided"),
    }
)
CATALOGUE.update(
    {
        # verdict.py: why no square skipped is shown, and a reused instance.
        "verdict.unread": Template(
            "the kata could not replay your search row by row to show where it lost "
            "this board: it reads the placed columns when they are named `queens` "
            "(with `row`), as the shipped styles name them",
            "decided",
        ),
        "verdict.column_unread": Template(
            "the kata could not replay your search to show where it lost this board: "
            "{why}",
            "decided",
        ),
        "verdict.reached": Template(
            "your search placed all its queens, but the board was not returned",
            "decided",
        ),
        "verdict.reused": Template(
            "  (asked of one instance reused over many n: keep no state between calls)",
            "decided",
        ),
    }
)
CATALOGUE.update(
    {
        "further.aside": Template(
            "  (LeetCode stops at n = 9 and would accept this file; the kata goes on to "
            "n = {last}, where this shows)",
            "decided",
        ),
        "explain.watch": Template(
            "Watch your search place its queens: {command}", "fix"
        ),
    }
)
CATALOGUE.update(
    {
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
    }
)
CATALOGUE.update(
    {
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
    }
)
CATALOGUE.update(
    {
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
    }
)
CATALOGUE.update(
    {
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
    }
)
CATALOGUE.update(
    {
        "where.listed": Template("{file}, lines {line}: ", "where"),
        # causes/house_rules.py: a house rule broken, with its fix.
        "rules.docstring": Template(
            "open the file with a docstring: the style's name, its idea, then 'Time: "
            "...' and 'Space: ...' lines",
            "head",
        ),
        "rules.cost_line": Template(
            "the docstring has no {lines} line (a template's O(?) is none): add one "
            "with the method's cost, e.g. 'Time: O(n!).'",
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
    }
)
CATALOGUE.update(
    {
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
    }
)
CATALOGUE.update(
    {
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
    }
)
CATALOGUE.update(
    {
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
    }
)
