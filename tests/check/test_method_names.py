"""A method written under a name one slip away from the one LeetCode calls
(`totalNQueen`) fails, with the name meant, where it was once told "not written
yet" and passed."""

from pytest_cases import parametrize

from kata.basics import styles
from kata.judge import coach
from kata.judge.causes.method_names import distance, misnamed

SOLUTIONS = styles.SOLUTIONS  # make check's copy of the shipped styles
SECONDS = 2.0


@parametrize(
    "one, other, expected",
    [("totalNQueen", "totalNQueens", 1), ("solveNqueens", "solveNQueens", 1),
     ("kitten", "sitting", 3), ("", "abc", 3), ("same", "same", 0)],
)  # fmt: skip
def test_edit_distance_counts_letters_changed_added_or_dropped(one, other, expected):
    assert distance(one, other) == expected == distance(other, one)


CLASS = """\
class Solution:
    def {0}(self, n):
        return 0

    def helper(self, n):
        return n

    def solve(self, n):
        return []
"""


@parametrize(
    "written, meant",
    [("totalNQueen", "totalNQueens"), ("solveNqueens", "solveNQueens"),
     ("TotalNQueens", "totalNQueens"), ("totalnqueens", "totalNQueens"),
     ("solveNQueen", "solveNQueens")],
)  # fmt: skip
def test_a_name_a_slip_away_is_taken_for_the_one_meant(written, meant):
    found = misnamed(CLASS.format(written), [meant])
    assert [(slip.line, slip.written, slip.meant) for slip in found] == [
        (2, written, meant)
    ]


@parametrize("written", ["count", "totalQueensOf", "solve", "helper"])
def test_a_name_further_off_is_no_slip(written):
    assert misnamed(CLASS.format(written), ["totalNQueens", "solveNQueens"]) == []


def test_a_misnamed_method_fails_the_file_even_where_all_else_is_kept(tmp_path):
    """sets.py, correct, formatted, documented, with `totalNQueens` renamed: before,
    "correct for LeetCode 51", exit 0."""
    source = (SOLUTIONS / "sets.py").read_text()
    slipped = tmp_path / "slipped.py"
    slipped.write_text(source.replace("def totalNQueens", "def totalNQueen"))
    found = coach.judge(slipped, SECONDS, costs=False, fixes=False)
    assert (found.failed, found.status) == ("leetcode", 1)
    assert "did you mean `totalNQueens`?" in found.lines[0]
    assert found.lines[0].startswith("slipped.py, line 41: `def totalNQueen`")
