"""What a wrong n = 0 is told: a note beside a learner's correct verdict (LeetCode
asks only 1 <= n <= 9), a house rule for a shipped style."""

from typing import List

from ..words.catalogue import Words, series, words


def zero_aside(problems: List[Words]) -> Words:
    """A learner's wrong n = 0, said as a note beside a correct verdict."""
    return words("zero.aside", problems=series(problems, "list.semi"))


def zero_note(problems: List[Words]) -> Words:
    """Why the kata asks n = 0, when only n = 0 is wrong (said after the file and
    the n)."""
    return words("zero.note", problems=series(problems, "list.semi"))
