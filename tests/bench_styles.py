"""The one timing harness (pytest-benchmark) behind `make compare`, `make bench`
and `make chart`. Not part of `make test`: tests/cli.py runs this file with a
`Plan` of cases as a plugin, and reads the medians back from it.
"""

import pytest

import kata

METHOD = {"boards": "solveNQueens", "counts": "totalNQueens"}


class Plan:
    """What to time (problem, style, n), and what came of it.

    A style whose next n is predicted to take longer than `cap` seconds a call is
    capped there: its larger n are skipped and shown as capped.
    """

    def __init__(self, styles, ranges, cap=1.0, progress=None):
        self.cap = cap
        self.progress = progress or (lambda text: None)
        self.cases = [
            (problem, style, n)
            for problem, ns in ranges.items()
            for style in styles
            for n in ns
        ]
        self.medians = {}  # (problem, style, n) -> seconds
        self.notes = {}  # (problem, style, n) -> what was wrong with the answer
        self.capped = {}  # (problem, style) -> the first n not run

    # -- as a pytest plugin
    def pytest_generate_tests(self, metafunc):
        if "case" in metafunc.fixturenames:
            ids = [f"{problem}-{style}-n{n}" for problem, style, n in self.cases]
            metafunc.parametrize("case", self.cases, ids=ids)

    @pytest.fixture
    def plan(self):
        return self

    # -- the bookkeeping
    def guess(self, problem, style, n):
        """Seconds one call at n may take, from the two n before it (0 if unknown)."""
        before = [self.medians.get((problem, style, m)) for m in (n - 2, n - 1)]
        if before[1] is None:
            return 0.0
        growth = before[1] / before[0] if before[0] else 8.0
        return before[1] * max(growth, 2.0)

    def record(self, case, median, note):
        self.medians[case] = median
        if note:
            self.notes[case] = note
        problem, style, n = case
        mark = "WRONG" if note else kata.seconds(median)
        self.progress(f"{problem:6}  {style:22} n = {n:<2}  {mark}")


def test_time(benchmark, plan, case):
    problem, style, n = case
    if (problem, style) in plan.capped or plan.guess(*case) > plan.cap:
        plan.capped.setdefault((problem, style), n)
        pytest.skip(
            f"capped: {problem} for {style} would take over {plan.cap:g} s at n = {n}"
        )
    instance = kata.load_solution(style)()
    answer = benchmark(getattr(instance, METHOD[problem]), n)
    if problem == "counts":
        note = kata.count_note(style, n, answer)
    else:
        note = kata.boards_note(style, n, answer)
    plan.record(case, benchmark.stats.stats.median, note)
