"""The coach's rules (kata.judge.causes.rules.RULES), each on a file that earns it and on
one that must not: a file whose source holds the same clue, where the answers'
findings say the cause is elsewhere. Both are judged by the coach, and the test
reads the findings (kind, rule, lines), not the words. The lines a rule must blame
are read off the files by hand."""

from pathlib import Path

import pytest
from pytest_cases import parametrize

from kata.gallery import lessons
from kata.judge import coach
from kata.judge.causes import rules

GALLERY = lessons.GALLERY
SECONDS = lessons.SECONDS  # the gallery's own limits: its cases' verdicts are shared
MEMORY = lessons.MEMORY

# A count that mirrors the first row's left half and forgets the middle column at
# odd n; its boards are right (a plain search), so only the count is wrong.
COUNT_SKIPS_MIDDLE = '''"""Half the first row, mirrored."""
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards, queens = [], []

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if all(c != col and abs(c - col) != row - r for r, c in enumerate(queens)):
                    queens.append(col)
                    place(row + 1)
                    queens.pop()

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        queens = []

        def count(row):
            if row == n:
                return 1
            found = 0
            for col in range(n):
                if all(c != col and abs(c - col) != row - r for r, c in enumerate(queens)):
                    queens.append(col)
                    found += count(row + 1)
                    queens.pop()
            return found

        total = 0
        for first in range(n // 2):
            queens.append(first)
            total += 2 * count(1)
            queens.pop()
        return total
'''


# The count kept in a parameter, as count_in_a_parameter's, in a file whose boards
# are wrong too (one left out): not only the count is wrong, so the rule on the
# count keeps quiet.
def planted(source: str, old: str, new: str) -> str:
    """The source with `old` written as `new`; a KeyError where it has no `old`, so a
    case whose slip could not be made never passes for one that was."""
    if source.count(old) != 1:
        raise KeyError(f"the text to change stands {source.count(old)} times: {old!r}")
    return source.replace(old, new)


BOARDS_WRONG_TOO = planted(
    (GALLERY / "count_in_a_parameter.py").read_text(),
    "        bt(0)\n        return res\n",
    "        bt(0)\n        return res[1:]\n",
)

# Each rule's name: (a file that earns it, the lines it must blame there; a file
# whose source holds the same clue, where the rule must not be said). A file is a
# gallery case's name, or the source itself.
# A test of the queen one row up alone, at the wrong distance: its extra boards
# have queens attacking from the row just above, which the clue cannot explain.
LAST_QUEEN_ADJACENT = """
class Solution:
    def solveNQueens(self, n):
        out, queens = [], []

        def go():
            if len(queens) == n:
                out.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if queens and abs(queens[-1] - col) == 2:
                    continue
                queens.append(col)
                go()
                queens.pop()

        go()
        return out

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
"""

EARNED = {
    "kept_state": ("class_level_state", (5,), "mirror_middle_in_loop"),
    "search_slip": ("generator_dropped", (11,), "abs_diagonal_key"),
    "cache": ("cached_count", (26,), "cache_reads_closure"),
    "early_record_in_count": ("count_one_row_early", (22,), "record_resets_row"),
    "doubled_middle_in_count": (
        "mirror_doubles_middle",
        (36, 38),  # the loop, and the line its words name that doubles
        "mirror_appended_middle",
    ),
    "missed_middle_in_count": (
        COUNT_SKIPS_MIDDLE,
        (37,),
        "mirror_columns_no_middle",
    ),
    "counted_in_a_copy": ("count_in_a_parameter", (34,), BOARDS_WRONG_TOO),
    "shared_default": ("default_rows_shared", (5,), "mutable_default"),
    "wide_columns": ("mask_one_bit_wide", (6,), "rows_counted_from_one"),
    "middle_twice_in_boards": (
        "half_range_handed_in",
        (25,),
        "mirror_rows_middle_kept",  # a board twice at n = 5, not every middle one
    ),
    "missed_middle_in_boards": (
        "mirror_columns_no_middle",
        (26,),
        COUNT_SKIPS_MIDDLE,
    ),
    "early_record_in_boards": ("last_row_left_empty", (13,), "row_never_reset"),
    "last_queen_only": ("checks_last_queen_only", (9,), LAST_QUEEN_ADJACENT),
}
BY_NAME = {rule.name: rule for rule in rules.RULES}


def file_of(case: str, folder: Path) -> Path:
    """A gallery case's path, or the source written to a file of its own."""
    if "\n" not in case:
        return GALLERY / f"{case}.py"
    path = folder / "written.py"
    path.write_text(case)
    return path


def said_by(path: Path, name: str) -> list:
    """The rule's clues in the file's verdict: a gallery case's as the gallery judges
    it (within these limits, once a run of make check), a file written here judged
    now."""
    if path.parent == GALLERY:
        found = lessons.judged(path)
    else:
        found = coach.judge(path, SECONDS, MEMORY, costs=False, fixes=False)
    return [f for f in found.findings if f.kind == "clue" and f.rule == name]


def test_every_rule_has_a_file_that_earns_it_and_one_that_must_not():
    assert len(BY_NAME) == len(rules.RULES), "two rules share a name"
    assert set(EARNED) == set(BY_NAME)


@pytest.mark.slow
@parametrize("name", sorted(EARNED))
def test_a_rule_is_said_where_it_is_earned(name, tmp_path):
    case, lines, _ = EARNED[name]
    found = said_by(file_of(case, tmp_path), name)
    assert [finding.lines for finding in found] == [lines]


@pytest.mark.slow
@parametrize("name", sorted(EARNED))
def test_a_rule_is_not_said_where_its_clue_stands_alone(name, tmp_path):
    """The clue is in the source (the finder reads it), but the answers' findings
    do not call for it: the rule keeps quiet."""
    _, _, other = EARNED[name]
    path = file_of(other, tmp_path)
    rule = BY_NAME[name]
    if name != "search_slip":  # a slip is said wherever it is read
        assert rule.finder(path.read_text()), f"{name}: no clue in {path.name}"
    assert said_by(path, name) == []
