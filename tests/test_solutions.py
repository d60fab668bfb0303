"""Every style in solutions/ against the known answers, n by n.

The styles and the n with their answers are case functions in cases_solutions.py,
apart from these tests. Ids name the style and n (`test_boards[sets-n6]`), so
`-k sets-n6` picks one. Each style runs as LeetCode runs it: its file alone, in a
fresh `python -I` in an empty folder (and once more after LeetCode's star-imports),
guarded by a time limit per call and a memory cap. n = 10..12 carry the `slow`
marker.
"""

import pytest
from pytest_cases import parametrize_with_cases

from kata.judge import verdict

import cases_solutions

SLOW_SECONDS = 120.0


def expect(note):
    """Fail with the note alone, the way a teacher would say it, if there is one."""
    if note:
        pytest.fail(note, pytrace=False)


def limit(n):
    return SLOW_SECONDS if n >= 10 else None


@parametrize_with_cases("known", cases=cases_solutions, prefix="answer_")
def test_count(style, known):
    expect(verdict.count_note(style, known.n, seconds=limit(known.n)))


@parametrize_with_cases("known", cases=cases_solutions, prefix="answer_")
def test_boards(style, known):
    expect(verdict.boards_note(style, known.n, seconds=limit(known.n)))


@parametrize_with_cases(
    "known", cases=cases_solutions, prefix="answer_", has_tag="leetcode"
)
def test_count_is_number_of_boards(style, known):
    expect(verdict.agreement_note(style, known.n))


def test_one_instance_reused(style):
    """LeetCode may call one instance many times: no answer may leak into the next."""
    expect(verdict.reused_note(style, range(10)))


def test_runs_under_leetcode_preamble(under_leetcode):
    """After `from typing import *` and the rest of LeetCode's star-imports, the
    file still answers n = 0..9 right (no name of its own is shadowed)."""
    for n in range(10):
        expect("\n".join(verdict.notes_at(under_leetcode, n)))
