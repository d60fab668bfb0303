"""Every sentence the coach says, by key: its template, the role of its words in a
lesson, the parameters the machine measured and those that name lines of the file
(``kata.judge.words.template``). A key is `room.what` or `module.what`, where it is
said first; a new sentence goes in its room's module (this one for judge/ itself and
the phrases every room shares, ``answer_sentences``, ``cause_sentences``,
``crash_sentences``, ``fix_sentences``, ``operator_sentences``, ``flow_sentences``, ``skip_sentences``), and the code
that checked what it says chooses it by its key and fills its parameters."""

from .answer_sentences import SENTENCES as ANSWERS
from .cause_sentences import SENTENCES as CAUSES
from .crash_sentences import SENTENCES as CRASHES
from .fix_sentences import SENTENCES as FIXES
from .flow_sentences import SENTENCES as FLOWS
from .operator_sentences import SENTENCES as WHYS
from .skip_sentences import SENTENCES as SKIPS
from .template import Template

JUDGE = {
    # Where a finding is: the file, and the n or the lines.
    "where": Template("{place}: ", "where"),
    "list": Template("{first}{rest}", "any"),  # a phrase, then ", " and the next,
    "list.more": Template(", {item}{rest}", "any"),
    "nothing": Template("", "any"),
    "code": Template("`{code}`", "any", lines=()),  # a piece of the file's code
    "square": Template("({row}, {col})", "any", lines=()),  # a square, (row, col)
    "indented": Template("  {said}", "any"),  # on a line of its own, indented,
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
    "where.lines": Template("{file}, {lines}: ", "where"),
    "line": Template("line {line}", "any"),
    "lines": Template("lines {some} and {last}", "any", lines=("some", "last")),
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
    # practice/watching.py: what to do next, where `make watch` judges every save.
    "watch.again": Template(
        "Fix this first, then save: watch judges the file again on the next save.",
        "fix",
    ),
    "coach.rules_broken": Template(
        "House rules, after correctness (`make test` checks them on every file):",
        "fix",
    ),
    # forms.py: a finding as one `path:line: message` line (FORMAT=lines).
    "form.line": Template("{place}:{line}: {n}{message}{step}{also}", "any"),
    "form.unplaced": Template("{place}: {n}{message}{step}", "any", lines=()),
    "form.n": Template("n = {n}: ", "any", lines=()),
    "form.skipped": Template("; {square} skipped", "any", lines=()),
    "form.let": Template("; {square} let through though attacked", "any", lines=()),
    "form.also_line": Template(" (also line {lines})", "any", lines=("lines",)),
    "form.also_lines": Template(" (also lines {lines})", "any", lines=("lines",)),
    "coach.rule_in_summary": Template("; a house rule is broken: {rule}", "fix"),
    "coach.rules_kept": Template(
        "House rules kept: black's formatting, the docstring's Time and Space, "
        "standard-library imports.",
        "fix",
    ),
    "count.boards": Template("{count} board{s}", "any"),
    "board.drawn": Template("{board}", "board"),
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
    "further.aside": Template(
        "  (LeetCode stops at n = 9 and would accept this file; the kata goes on to "
        "n = {last}, where this shows)",
        "decided",
    ),
    # answers/stop_notes.py: why a replay cannot follow a search (watch/readers.py).
    "replay.unnamed": Template(
        "its queens cannot be read: name the placed columns `queens` (with `row`) as "
        "the shipped styles do",
        "head",
    ),
    "replay.by_columns": Template(
        "it places its queens column by column (`{column}`), which a replay row by "
        "row cannot follow",
        "head",
    ),
    "replay.rows_in_any_order": Template(
        "it keeps `{name}` as a dict, row -> col, and fills the rows in any order, "
        "which a replay row by row cannot follow",
        "head",
    ),
    "explain.watch": Template("Watch your search place its queens: {command}", "fix"),
    "where.listed": Template("{file}, lines {line}: ", "where"),
}
CATALOGUE = {**JUDGE, **ANSWERS, **CAUSES, **CRASHES, **FIXES, **WHYS, **FLOWS, **SKIPS}
