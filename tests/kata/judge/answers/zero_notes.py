"""What a wrong n = 0 is told: a note beside a learner's correct verdict (LeetCode
asks only 1 <= n <= 9), a house rule for a shipped style."""

from typing import List


def zero_aside(problems: List[str]) -> str:
    """A learner's wrong n = 0, said as a note beside a correct verdict."""
    return (
        f"Note: at n = 0, {'; '.join(problems)}. LeetCode asks only 1 <= n <= 9, so "
        "this is no failure; the empty board has one way to place no queens, so the "
        "shipped styles answer [[]] and 1"
    )


def zero_note(problems: List[str]) -> str:
    """Why the kata asks n = 0, when only n = 0 is wrong (said after the file and
    the n)."""
    return (
        f"{'; '.join(problems)}.\n"
        "  LeetCode asks only 1 <= n <= 9, so it would accept this. The kata asks n = 0 "
        "too: an empty board has one way to place no queens, the empty board, so the "
        "answers are [[]] and 1. The search that starts at row 0 and records a board "
        "when row == n gives them with no special case"
    )
