"""The cases behind tests/test_solutions.py, kept apart from its tests (pytest-cases):
every file of solutions/, and each n it is asked with the answer known for it."""

from typing import NamedTuple

import pytest
from pytest_cases import case, parametrize

from kata.judge import answers
from kata.basics import styles


class Known(NamedTuple):
    """One n and what a right answer holds: the count (OEIS A000170), the boards."""

    n: int
    count: int
    boards: frozenset


def known(n: int) -> Known:
    return Known(n, answers.known_count(n), answers.reference_boards(n))


@parametrize("name", styles.names(), idgen="{name}")
def style_file(name: str) -> str:
    """A style: every file in solutions/, the learner's own included."""
    return name


@case(tags="leetcode")
@parametrize("n", range(10), idgen="n{n}")
def answer_leetcode(n: int) -> Known:
    """LeetCode's n = 1..9, and the empty board, n = 0."""
    return known(n)


@case(tags="slow")
@parametrize("n", (10, 11, 12), idgen="n{n}")
@pytest.mark.slow
def answer_larger(n: int) -> Known:
    """Beyond LeetCode (make test-slow): a table of answers for 1..9 is caught."""
    return known(n)
