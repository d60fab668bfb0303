"""The cases behind tests/test_solutions.py, kept apart from its tests (pytest-cases):
every file of solutions/ (or of the folder KATA_SOLUTIONS names), and the checks the
coach makes of each file, in the order it makes them, each across every n."""

import pytest
from pytest_cases import parametrize

from kata.basics import styles
from kata.judge import coach

FOLDER = styles.SOLUTIONS


@parametrize("name", styles.names(FOLDER), idgen="{name}")
def style_file(name: str) -> str:
    """A style: every file in solutions/, the learner's own included."""
    return name


@parametrize("check", list(coach.CHECKS), idgen="{check}")
def check_in_order(check: str) -> str:
    """One of the coach's checks: LeetCode's n = 1..9, n = 0, one instance reused,
    LeetCode's loading, n = 10 where fast enough, the house rules."""
    return check


@parametrize("n", (10, 11, 12), idgen="n{n}")
@pytest.mark.slow
def larger_n(n: int) -> int:
    """Beyond LeetCode, for every style however slow (make check, or make test SLOW=1)."""
    return n
