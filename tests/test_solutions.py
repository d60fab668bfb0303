"""Every style in solutions/ against the known answers, n by n.

Ids name the style and n (`test_boards[sets-n6]`), so `-k sets-n6` picks one.
Each style runs as LeetCode runs it: its file alone, in a fresh `python -I` in an
empty folder (and once more after LeetCode's star-imports), guarded by a time
limit per call and a memory cap. n = 10..12 carry the `slow` marker.
"""

import pytest
from pytest_cases import parametrize

from kata import verdict

SMALL = range(10)
SLOW_SECONDS = 120.0
EVERY_N = [pytest.param(n, id=f"n{n}") for n in SMALL] + [
    pytest.param(n, id=f"n{n}", marks=pytest.mark.slow) for n in (10, 11, 12)
]


def expect(note):
    """Fail with the note alone, the way a teacher would say it, if there is one."""
    if note:
        pytest.fail(note, pytrace=False)


def limit(n):
    return SLOW_SECONDS if n >= 10 else None


@parametrize("n", EVERY_N)
def test_count(style, n):
    expect(verdict.count_note(style, n, seconds=limit(n)))


@parametrize("n", EVERY_N)
def test_boards(style, n):
    expect(verdict.boards_note(style, n, seconds=limit(n)))


@parametrize("n", SMALL, ids="n{}".format)
def test_count_is_number_of_boards(style, n):
    expect(verdict.agreement_note(style, n))


def test_one_instance_reused(style):
    """LeetCode may call one instance many times: no answer may leak into the next."""
    expect(verdict.reused_note(style, SMALL))


def test_runs_under_leetcode_preamble(under_leetcode):
    """After `from typing import *` and the rest of LeetCode's star-imports, the
    file still answers n = 0..9 right (no name of its own is shadowed)."""
    for n in SMALL:
        expect("\n".join(verdict.notes_at(under_leetcode, n)))
