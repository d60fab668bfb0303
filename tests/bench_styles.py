"""The one timing harness (pytest-benchmark) behind `make compare`, `make bench`
and `make chart`. Not part of `make test`: tests/cli.py runs this file with a
`Plan` of cases as a plugin, and reads the medians back from it.
"""

import pytest

import kata

METHOD = {"boards": "solveNQueens", "counts": "totalNQueens"}
ALL_SMALL = range(1, 10)  # the case "1-9": LeetCode's whole range, one call per n


class Plan:
    """What to time (problem, style, n), and what came of it.

    A style whose next n is predicted to take longer than `cap` seconds a call is
    capped there: its larger n are skipped and shown as capped.
    """

    def __init__(self, styles, ranges, cap=1.0, progress=None):
        self.cap = cap
        self.progress = progress or (lambda case, text: None)
        self.cases = [
            (problem, style, n)
            for problem, ns in ranges.items()
            for style in styles
            for n in ns
        ]
        self.medians = {}  # (problem, style, n) -> seconds
        self.notes = {}  # (problem, style, n) -> what was wrong with the answer
        self.capped = {}  # (problem, style) -> the first n not run
        self.solutions = {}  # style -> its class Solution

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
        """Seconds one call at n may take, from the two largest n measured below it
        (the time grows by a steady factor per n); 0 when nothing is known yet."""
        if not isinstance(n, int):
            return 0.0
        below = sorted(
            (m, median)
            for (p, s, m), median in self.medians.items()
            if (p, s) == (problem, style) and isinstance(m, int) and m < n
        )
        if not below:
            return 0.0
        m1, t1 = below[-1]
        growth = 6.0  # a guess until two n are measured
        if len(below) > 1:
            m0, t0 = below[-2]
            growth = (t1 / t0) ** (1 / (m1 - m0))
        return t1 * max(growth, 2.0) ** (n - m1)

    def solution(self, style):
        """The style's class Solution, loaded from its file once per run."""
        if style not in self.solutions:
            self.solutions[style] = kata.load_solution(style)
        return self.solutions[style]

    def record(self, case, median, note):
        if note:
            self.notes[case] = note
            self.progress(case, "WRONG")
        else:
            self.medians[case] = median
            self.progress(case, kata.seconds(median))

    def cap_here(self, case):
        """Skip this case and the style's larger n if a call would take too long."""
        problem, style, n = case
        if not isinstance(n, int):
            return False
        if (problem, style) not in self.capped and self.guess(*case) <= self.cap:
            return False
        self.capped.setdefault((problem, style), n)
        self.progress(case, "capped")
        return True


def test_time(benchmark, plan, case):
    problem, style, n = case
    if plan.cap_here(case):
        pytest.skip(
            f"capped: {problem} for {style} would take over {plan.cap:g} s at n = {n}"
        )
    method = getattr(plan.solution(style)(), METHOD[problem])
    ns = ALL_SMALL if n == "1-9" else [n]
    try:
        answers = benchmark(lambda: [method(m) for m in ns])
    except NotImplementedError:
        plan.record(case, None, f"{style}.py: {METHOD[problem]} is not written yet")
        return
    except Exception as error:  # a style that crashes is wrong, and the run goes on
        plan.record(case, None, f"{style}.py, n = {n}: {type(error).__name__}: {error}")
        return
    check = kata.count_note if problem == "counts" else kata.boards_note
    notes = [check(style, m, answer) for m, answer in zip(ns, answers)]
    plan.record(case, benchmark.stats.stats.median, next(filter(None, notes), None))
