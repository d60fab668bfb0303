"""The rules that name a cause read in a learner's source, in the order the coach
asks them, each with the findings it reacts to (by their fields: kind, counts,
fault; never their words) and why it stands where it does. A new rule goes here,
in its place."""

from typing import Callable, Dict, NamedTuple

from ...guard.runner import StyleProcess
from ...basics.boards import attacks_on
from . import cache_clues, check_clues, record_clues, search_clues
from ..answers import notes
from . import state_clues
from . import width_clues
from ..answers.known import known_count, reference_boards
from ..words.findings import Finding


class Case(NamedTuple):
    """What the rules see: the process, the first wrong n, the methods written,
    and the finding on each wrong method."""

    process: StyleProcess
    n: int
    methods: tuple
    found: Dict[str, Finding]
    right_when_first: Callable[
        [str], bool
    ]  # method -> right as a fresh process's first call?

    def any(self, test: Callable[[Finding], bool]) -> bool:
        return any(test(finding) for finding in self.found.values())

    def count(self, name: str) -> int:
        return sum(f.counts.get(name, 0) for f in self.found.values())


class Rule(NamedTuple):
    """A cause read in the source (`finder`: source -> Clues), said where `when`
    holds of the case, `place`d: ALONE (before the answers' findings, and no later
    rule is asked), BEFORE them, or AFTER them; `why`: why it stands where it
    does in RULES. `name` is each finding's `rule`."""

    name: str
    finder: Callable
    when: Callable[[Case], bool]
    place: str
    why: str


ALONE, BEFORE, AFTER = "alone", "before", "after"


def count_alone(case: Case) -> bool:
    """Only the count is wrong (solveNQueens written and right), and its process
    was not stopped (it answered, or raised)."""
    return (
        set(case.found) == {"totalNQueens"}
        and "solveNQueens" in case.methods
        and case.process.stopped.get("totalNQueens") is None
    )


def counted_over(case: Case) -> bool:
    found = case.found.get("totalNQueens")
    return bool(found) and found.counts.get("returned", 0) > known_count(case.n)


def counted_under(case: Case) -> bool:
    found = case.found.get("totalNQueens")
    return bool(found) and "returned" in found.counts and not counted_over(case)


def odd(case: Case) -> bool:
    return bool(case.n % 2)


def attacked_from_afar(finding: Finding) -> bool:
    """An extra board drawn in the finding whose queens attack each other only
    from two rows apart or more."""
    if finding.fault != "attack" or not finding.boards:
        return False
    queens = finding.boards[0]
    pairs = [
        (attack.first[0], row)
        for row, col in enumerate(queens)
        for attack in attacks_on(queens, row, col)
    ]
    return bool(pairs) and all(row - above >= 2 for above, row in pairs)


def every_middle_board_repeated(case: Case) -> bool:
    """Did every solution whose first queen stands in the middle column come back
    more than once, as the middle mirrored onto itself makes them?"""
    middle = len(notes.starting_in_middle(case.n, reference_boards(case.n)))
    return middle > 0 and case.count("repeated_middle") == middle


def short_by_a_row(case: Case) -> bool:
    """An extra board one row short, or its last row left empty."""
    return bool(case.n) and case.any(
        lambda f: (f.fault == "rows" and f.counts.get("rows") == case.n - 1)
        or (
            f.fault == "row_queens"
            and f.counts.get("row") == case.n - 1
            and f.counts.get("queens") == 0
        )
    )


def boards_wrong(case: Case) -> bool:
    """Not only the count: the rules on boards apply."""
    return not count_alone(case)


def twice_said(source: str):
    return record_clues.doubled_middles(source, True)


RULES = (  # the causes, in the order they are asked
    Rule(
        "kept_state",
        state_clues.kept_state,
        lambda c: any(c.right_when_first(m) for m in c.found),
        ALONE,
        "state kept between calls explains every wrong answer after the first: "
        "said first, and alone, where a fresh process answers right",
    ),
    Rule(
        "search_slip",
        search_clues.search_slips,
        lambda c: True,
        ALONE,
        "a slip of the search read in the source (a complement unmasked, a "
        "generator dropped) is the cause of whatever the answers show",
    ),
    # Where only the count is wrong, after the note on where to look:
    Rule(
        "cache",
        cache_clues.caches,
        count_alone,
        AFTER,
        "a cache is wrong for the count",
    ),
    Rule(
        "early_record_in_count",
        record_clues.early_records,
        lambda c: count_alone(c) and counted_over(c),
        AFTER,
        "too many counted: a board counted before its last row",
    ),
    Rule(
        "doubled_middle_in_count",
        record_clues.doubled_middles,
        lambda c: count_alone(c) and counted_over(c) and odd(c),
        AFTER,
        "too many at odd n: the middle column doubled by a mirror",
    ),
    Rule(
        "missed_middle_in_count",
        record_clues.missed_middles,
        lambda c: count_alone(c) and counted_under(c) and odd(c),
        AFTER,
        "too few at odd n: the middle column left out of a mirror",
    ),
    Rule(
        "counted_in_a_copy",
        record_clues.counted_in_a_copy,
        lambda c: count_alone(c) and counted_under(c),
        AFTER,
        "too few: counted into a copy that is thrown away",
    ),
    # Where the boards are wrong:
    Rule(
        "shared_default",
        state_clues.shared_defaults,
        lambda c: c.any(lambda f: f.kind == "shared" and f.fault == "one_object"),
        BEFORE,
        "one object for every board, a default argument shared by every call: "
        "the cause, before the boards it made",
    ),
    Rule(
        "wide_columns",
        width_clues.wide_columns,
        lambda c: boards_wrong(c) and c.any(lambda f: f.fault == "off_board"),
        AFTER,
        "a queen in column n: the columns run to n",
    ),
    Rule(
        "last_queen_only",
        check_clues.last_queen_reads,
        lambda c: boards_wrong(c) and c.any(attacked_from_afar),
        AFTER,
        "an extra board whose every attack spans two rows or more (checked): the "
        "test compares the queen one row up alone",
    ),
    Rule(
        "middle_twice_in_boards",
        twice_said,
        lambda c: boards_wrong(c) and odd(c) and every_middle_board_repeated(c),
        AFTER,
        "every board of an odd n's middle column returned twice (checked): the "
        "middle column mirrored onto itself",
    ),
    Rule(
        "missed_middle_in_boards",
        record_clues.missed_middles,
        lambda c: boards_wrong(c) and odd(c) and c.count("missing") > 0,
        AFTER,
        "boards missing at odd n: the middle column left out of a mirror",
    ),
    Rule(
        "early_record_in_boards",
        record_clues.early_records,
        lambda c: boards_wrong(c) and short_by_a_row(c),
        AFTER,
        "a board one row short: recorded before its last row",
    ),
)
