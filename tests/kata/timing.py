"""The one timing path, behind `make compare`, `make bench` and `make chart`.

For each case (a problem and an n), every style is checked once, then timed in
ROUNDS: each round times every style once, in an order that rotates from round to
round, so a slow spell of the machine falls on all styles alike. Each time is the
CPU time of enough calls to fill about TARGET seconds, in the style's own guarded
process. A style's speed is the median over rounds of the per-round ratio
(the baseline's time over the style's): higher is faster.
"""

import statistics
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

from . import verdict
from .boards import plural
from .runner import Stopped, StyleProcess

TARGET = 0.02  # seconds of calls in one timing
NOISY = 0.10  # a cell whose middle half of per-round ratios spans more is marked
METHODS = {"boards": "solveNQueens", "counts": "totalNQueens"}


@dataclass
class Cell:
    """One style at one case: its median time per call and its speed ratio."""

    seconds: float
    speed: float = 1.0
    spread: float = 0.0  # the middle half of the per-round ratios, over their median

    @property
    def noisy(self) -> bool:
        return self.spread > NOISY


@dataclass
class Timing:
    """What a timing run found: cells, wrong answers and capped styles."""

    cells: Dict[Tuple[str, str, object], Cell] = field(default_factory=dict)
    wrong: Dict[Tuple[str, str, object], str] = field(default_factory=dict)
    capped: Dict[Tuple[str, str], object] = field(default_factory=dict)


def ns_of(n) -> List[int]:
    """The n one case calls: "1-9" is LeetCode's whole range, one call per n."""
    return list(range(1, 10)) if n == "1-9" else [n]


def check(process: StyleProcess, problem: str, n) -> Optional[str]:
    """The first note on the style's answers for the case, or None."""
    note_of = verdict.count_note if problem == "counts" else verdict.boards_note
    for m in ns_of(n):
        note = note_of(process, m)
        if note:
            return note
    return None


def seconds_per_call(process: StyleProcess, problem: str, n, number: int, cap: float):
    """CPU seconds for one call (one sweep for "1-9"), over `number` calls."""
    spent = process.ask(
        "time",
        method=METHODS[problem],
        ns=ns_of(n),
        number=number,
        seconds=cap * number * 4 + 5,
    )
    return spent / number


def guess(times: Dict[int, float], n) -> float:
    """Seconds a call at n may take, from the two largest n timed below it (the time
    grows by a steady factor per n); 0 when nothing is known yet."""
    below = sorted((m, t) for m, t in times.items() if isinstance(n, int) and m < n)
    if not below:
        return 0.0
    m1, t1 = below[-1]
    growth = 6.0
    if len(below) > 1:
        m0, t0 = below[-2]
        growth = (t1 / t0) ** (1 / (m1 - m0))
    return t1 * max(growth, 2.0) ** (n - m1)


def rounds(processes, problem, n, numbers, count: int, cap: float):
    """Each style's time per call in each round, styles in a rotating order."""
    names = list(numbers)
    times = {name: [] for name in names}
    for round_number in range(count):
        shift = round_number % len(names)
        for name in names[shift:] + names[:shift]:
            times[name].append(
                seconds_per_call(processes[name], problem, n, numbers[name], cap)
            )
    return times


def cells(times: Dict[str, List[float]], baseline: str) -> Dict[str, Cell]:
    """Median time and median per-round speed over the baseline, for each style."""
    if baseline not in times:
        return {name: Cell(statistics.median(ts)) for name, ts in times.items()}
    found = {}
    for name, ts in times.items():
        ratios = [b / t for b, t in zip(times[baseline], ts)]
        speed = statistics.median(ratios)
        found[name] = Cell(statistics.median(ts), speed, middle_half(ratios) / speed)
    return found


def middle_half(values: List[float]) -> float:
    """How wide the middle half of the values is (their interquartile range)."""
    if len(values) < 2:
        return 0.0
    low, _, high = statistics.quantiles(values, n=4)
    return high - low


def run(
    processes: Dict[str, StyleProcess],
    cases: Sequence[Tuple[str, object]],
    baseline: str,
    cap: float,
    count: int,
    progress=lambda text: None,
) -> Timing:
    """Check and time every style on every case (problem, n)."""
    timing = Timing()
    history = {}  # (problem, name) -> {n: seconds per call}
    for problem, n in cases:
        numbers = {}
        for name, process in processes.items():
            if (problem, name) in timing.capped:
                continue
            known = history.setdefault((problem, name), {})
            if guess(known, n) > cap:
                timing.capped[(problem, name)] = n
                continue
            try:
                note = check(process, problem, n)
                one = note or seconds_per_call(process, problem, n, 1, cap)
            except Stopped as stop:
                note = stop.line()
            if note:
                timing.wrong[(problem, name, n)] = note
                continue
            if isinstance(n, int):
                known[n] = one
            numbers[name] = max(1, round(TARGET / max(one, 1e-7)))
        if numbers:
            styles = plural(len(numbers), "style")
            progress(f"{problem} n = {n}: {count} rounds of {styles}")
            try:
                times = rounds(processes, problem, n, numbers, count, cap)
                found = cells(times, baseline)
            except Stopped as stop:
                timing.wrong[(problem, stop.name, n)] = stop.line()
                continue
            for name, cell in found.items():
                timing.cells[(problem, name, n)] = cell
    return timing
