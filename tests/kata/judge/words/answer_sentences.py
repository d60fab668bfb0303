"""The sentences of judge/answers/ (what is wrong with an answer, what a file
costs), by key (``kata.judge.words.sentences`` gathers every room's)."""

from .template import TIME, Template

SENTENCES = {
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
    "notes.let_found": Template(
        "\n  line {line} found the queen at {queen} as the check looked at {square}, "
        "yet the check let {square} through: what line {line} found was lost before "
        "the check answered",
        "decided",
    ),
    "notes.let_unread": Template(
        "\n  no test run on {square} read the square of the queen at {queen} that "
        "attacks it; they read {read}",
        "decided",
        lines=(),
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
    "notes.unhashable": Template(
        "  a {kind} can change, so it cannot be in a set or be a dict's key: put a "
        "tuple in its place (`tuple(...)`), or a string",
        "fix",
    ),
    "notes.changed_while_looped": Template(
        "  the loop goes over the {kind} its body changes, which Python refuses: "
        "loop over a copy (`for x in list(...)`), or change another {kind}",
        "fix",
    ),
    # answers/row_faults.py: what is wrong with a board's rows.
    "rows.count": Template("it has {rows}, not {n}", "decided"),
    "rows.whole": Template("{rows}: it is a whole solution for n = {n}", "decided"),
    "rows.kept": Template(
        "{rows}: the queens of branches it backed out of are still in it; take "
        "each queen back (pop it) when the search backs up",
        "decided",
    ),
    "rows.off_board": Template(
        "row {row} is {text}: its queen is in column {n}, off the board (the "
        "columns are 0..{last})",
        "decided",
    ),
    "rows.text": Template(
        "row {row} is {text}: a row is {squares}, each 'Q' or '.'{why}", "decided"
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
    # answers/stop_notes.py: a call that gave no answer (guard.runner's reply).
    "stop.line": Template("{where}{said}", "head", lines=()),
    "stop.said": Template("{stopped}{limits}", "head", lines=()),
    "stop.limits_proc": Template(
        " (no `resource` module here: CPU time limited by the parent{timer}, memory "
        "by the parent, read in /proc)",
        "head",
        lines=(),
    ),
    "stop.limits_clock": Template(
        " (no `resource` module here: time on the clock limited by the parent"
        "{timer}, memory not limited)",
        "head",
        lines=(),
    ),
    "stop.own_timer": Template(" and the child's own timer", "head", lines=()),
    "stop.at": Template(" (line {line}: {code})", "head"),
    "stop.who": Template("{method} ", "head", lines=()),
    "stop.the_file": Template("the file ", "head", lines=()),
    "stop.a_method": Template("a method ", "head", lines=()),
    "stop.time": Template(
        "{who}gave no answer in {seconds:g} s: an endless loop?{at}", "head", lines=()
    ),
    "stop.steps": Template(
        "{who}gave no answer in {steps:,} steps (turns of its loops, calls): an "
        "endless loop?{at}",
        "head",
        lines=(),
    ),
    "stop.waiting": Template(
        "{who}used almost no CPU for {waited:g} s: is it waiting, on input() or "
        "time.sleep()?",
        "head",
        lines=(),
    ),
    "stop.waiting_unseen": Template(
        "{who}gave no answer for {waited:g} s: is it waiting, on input() or "
        "time.sleep()?",
        "head",
        lines=(),
    ),
    "stop.memory": Template(
        "{who}took over {size} of memory: a list that grows without end?{at}",
        "head",
        lines=(),
    ),
    "stop.gib": Template("{size} GiB", "head", lines=()),
    "stop.mib": Template("{size} MiB", "head", lines=()),
    "stop.killed": Template("{who}{died}", "head", lines=()),
    "stop.cpu": Template(
        "ran on past its CPU time and the process was ended ({how}): does it catch "
        "every exception (a bare `except:`), or compute a huge number at once?",
        "head",
        lines=(),
    ),
    "stop.segv": Template(
        "ended the process ({how}): a recursion too deep for the stack?",
        "head",
        lines=(),
    ),
    "stop.died": Template(
        "ended the process ({how}) before it answered: does the file exit?",
        "head",
        lines=(),
    ),
    "stop.unwritten": Template(
        "{who}is not written yet (it raises NotImplementedError)", "head", lines=()
    ),
    "stop.no_class": Template(
        "no class Solution in the file: LeetCode calls Solution().solveNQueens(n)",
        "head",
        lines=(),
    ),
    "stop.no_method": Template(
        "class Solution has no method {method}", "head", lines=()
    ),
    "stop.signal": Template("killed by {signal}", "head", lines=()),
    "stop.status": Template("exit status {status}{last}", "head", lines=()),
    "stop.last": Template(": {message}", "head", lines=()),  # the child's own
    "stop.list_unnamed": Template(
        "NameError: name 'List' is not defined. LeetCode imports typing for you; add "
        "`from typing import List` so the file runs alone",
        "head",
        lines=(),
    ),
    "stop.raised": Template("{method} raised {type}: {message}{at}", "head", lines=()),
    "stop.error": Template("{type}: {message}{at}", "head", lines=()),
    # answers/attack_notes.py: two queens on one line.
    "attack.queens": Template(
        "the queens at (row {r1}, col {c1}) and (row {r2}, col {c2})",
        "decided",
        lines=(),
    ),
    "attack.cols": Template(
        "{queens} share column {value} (`cols`)", "decided", lines=()
    ),
    "attack.diag": Template(
        "{queens} share a `\\` diagonal: row - col = {value} for both (`diag`)",
        "decided",
        lines=(),
    ),
    "attack.anti": Template(
        "{queens} share a `/` diagonal: row + col = {value} for both (`anti`)",
        "decided",
        lines=(),
    ),
}
