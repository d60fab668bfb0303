"""Every file in solutions/ judged by the coach, check by check: the one verdict
`make test STYLE=` gives, said once.

Each item is one check of one file across every n (`test_solution[sets-leetcode]`):
the first check a file fails carries its whole lesson; a later check is not reached
(skipped), and a check passed passes. The verdict is computed once per file
(tests/conftest.py), by kata.judge.coach.judge, the code `make test STYLE=` runs.
n = 10..12 for every style, however slow, carry the `slow` marker.
"""

import pytest
from pytest_cases import parametrize_with_cases

import cases_solutions
from kata.basics import styles
from kata.guard.runner import StyleProcess
from kata.judge import coach, verdict

SLOW_SECONDS = 120.0


@parametrize_with_cases("check", cases=cases_solutions, prefix="check_")
def test_solution(style_name, check, verdict_of, record_property):
    found = verdict_of(style_name)
    record_property("style", style_name)
    record_property("summary", found.summary())
    if found.failed == check:
        record_property("lesson", coach.told(found))
        pytest.fail(coach.told(found), pytrace=False)
    if check not in found.passed:
        reason = "not reached: fix the lesson above first" if found.failed else ""
        pytest.skip(reason or not_made(found, check))


def not_made(found: coach.Verdict, check: str) -> str:
    if check == "beyond":
        return "n = 10 not asked: the file is too slow for it within the budget"
    return found.summary()


@parametrize_with_cases("n", cases=cases_solutions, prefix="larger_")
def test_larger_n(style_name, n):
    path = styles.path(style_name, cases_solutions.FOLDER)
    with StyleProcess(path, seconds=SLOW_SECONDS) as process:
        with process.fresh() as side:
            methods = verdict.written(side)
        if not methods:
            pytest.skip(f"{style_name}.py is not written yet")
        found = verdict.notes_at(process, n, methods=methods)
    assert not found, "\n".join(found)
