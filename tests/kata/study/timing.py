"""The one timing path, behind `make compare`, `make bench` and `make chart`.

For each case (a problem and an n), every style is checked once, then timed in
interleaved rounds: each round times every style once, in an order that rotates
from round to round, so a slow spell of the machine falls on all styles alike. Each
time is the CPU time of enough calls to fill about TARGET seconds, in the style's
own guarded process. A style's speed is the median over rounds of the per-round
ratio (the baseline's time over the style's): higher is faster.

Noise is met with rounds: a case gets at least `rounds` of them, then more, up to
MOST_ROUNDS times as many (and while its rounds have taken under BUDGET seconds),
until the middle half of every style's ratios lies within SETTLED of their median.

Which styles are timed at an n is decided the same way for each: its median time at
the largest n timed below, times the growth per n that all the styles share (the
median of theirs so far). A style whose call would take over `cap` seconds stops
there. Two kinds are stretched to STRETCH times the cap: the contenders (styles at
least as fast as the last anchor, the style held against), and the anchors (that
one and the baseline) while any other style is timed. Past that, an anchor's
ratios at that n are unavailable.
"""

import statistics
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

from ..judge import verdict
from ..basics.boards import plural
from ..basics.growth import growth, guess
from ..guard.runner import Stopped, StyleProcess
from ..judge.answers import stop_notes

ROUNDS = 5  # the fewest interleaved rounds a case gets
MOST_ROUNDS = 2  # times as many at most, while a ratio is unsettled
BUDGET = 20.0  # CPU seconds of rounds after which a case gets no more rounds
SETTLED = 0.10  # a ratio is settled when its middle half spans at most this (±5%)
TARGET = 0.02  # seconds of calls in one timing
STRETCH = 5  # an anchor is timed up to this many times the cap
METHOD_OF = {"boards": "solveNQueens", "counts": "totalNQueens"}


@dataclass
class Cell:
    """One style at one case: its median time per call, its speed over the baseline
    (None where the baseline was not timed) and how settled that is."""

    seconds: float
    speed: Optional[float]
    spread: float  # the middle half of the ratios (of the times, with no speed)
    rounds: int

    @property
    def settled(self) -> bool:
        return self.spread <= SETTLED


@dataclass
class Timing:
    """What a timing run found: cells, each round's times, wrong answers, capped
    styles and styles not written yet."""

    cells: Dict[Tuple[str, str, object], Cell] = field(default_factory=dict)
    times: Dict[Tuple[str, str, object], List[float]] = field(default_factory=dict)
    wrong: Dict[Tuple[str, str, object], str] = field(default_factory=dict)
    capped: Dict[Tuple[str, str], object] = field(default_factory=dict)
    unwritten: Dict[str, str] = field(default_factory=dict)


def ns_of(n) -> List[int]:
    """The n one case calls: "1-9" is LeetCode's whole range, one call per n."""
    return list(range(1, 10)) if n == "1-9" else [n]


def check(process: StyleProcess, problem: str, n, expected: float) -> Optional[str]:
    """The first note on the style's answers for the case, or None. A call expected
    to take long (a stretched style) gets four times that before it is stopped."""
    note_of = verdict.count_note if problem == "counts" else verdict.boards_note
    seconds = max(process.seconds, 4 * expected)
    for m in ns_of(n):
        note = note_of(process, m, seconds=seconds)
        if note:
            return note.said
    return None


def seconds_per_call(process: StyleProcess, problem: str, n, number: int, cap: float):
    """CPU seconds for one call (one sweep for "1-9"), over `number` calls."""
    spent = process.ask(
        "time",
        method=METHOD_OF[problem],
        ns=ns_of(n),
        number=number,
        seconds=max(cap * STRETCH, TARGET) * number * 4 + 5,
    )
    return spent / number


def calls_per_timing(process, problem, n, expected: float, cap: float) -> int:
    """How many calls fill about TARGET seconds (one, for a call expected longer)."""
    if expected >= 2 * TARGET:
        return 1
    one = seconds_per_call(process, problem, n, 1, cap)
    return max(1, round(TARGET / max(one, 1e-7)))


def middle_half(values: List[float]) -> float:
    """How wide the middle half of the values is (their interquartile range)."""
    if len(values) < 2:
        return 0.0
    low, _, high = statistics.quantiles(values, n=4)
    return high - low


def cells_of(times: Dict[str, List[float]], baseline: str) -> Dict[str, Cell]:
    """Each style's median time and median per-round speed over the baseline, and
    the spread of its ratios (of its times, where the baseline was not timed)."""
    found = {}
    for name, ts in times.items():
        median = statistics.median(ts)
        if baseline in times:
            ratios = [b / t for b, t in zip(times[baseline], ts)]
            speed = statistics.median(ratios)
            found[name] = Cell(median, speed, middle_half(ratios) / speed, len(ts))
        else:
            found[name] = Cell(median, None, middle_half(ts) / median, len(ts))
    return found


class Case:
    """One problem at one n: its styles timed in rounds until their ratios settle."""

    def __init__(self, timing: Timing, processes, problem: str, n, cap: float):
        self.timing, self.processes = timing, processes
        self.problem, self.n, self.cap = problem, n, cap

    def drop(self, stop: Stopped, numbers: dict, times: dict) -> None:
        """A style that failed in a round is wrong here, and leaves the case."""
        self.timing.wrong[(self.problem, stop.name, self.n)] = stop_notes.told(stop)
        numbers.pop(stop.name, None)
        times.pop(stop.name, None)

    def one_round(self, numbers: dict, times: dict, shift: int) -> float:
        """Each style timed once, in an order shifted by `shift`; the CPU seconds."""
        names = list(numbers)
        spent = 0.0
        for name in names[shift % len(names) :] + names[: shift % len(names)]:
            process = self.processes[name]
            try:
                took = seconds_per_call(
                    process, self.problem, self.n, numbers[name], self.cap
                )
            except Stopped as stop:
                self.drop(stop, numbers, times)
                continue
            times[name].append(took)
            spent += took * numbers[name]
        return spent

    def rounds(self, numbers: dict, least: int, baseline: str) -> Dict[str, Cell]:
        """Rounds until every ratio settles (at least `least`), or the limits."""
        times = {name: [] for name in numbers}
        spent, done, found = 0.0, 0, {}
        while numbers:
            spent += self.one_round(numbers, times, done)
            done += 1
            if done < least or not numbers:
                continue
            found = cells_of(times, baseline)
            settled = all(cell.settled for cell in found.values())
            if settled or done >= least * MOST_ROUNDS or spent > BUDGET:
                break
        for name, ts in times.items():
            self.timing.times[(self.problem, name, self.n)] = ts
        return found


def contenders(history, problem: str, anchors) -> List[str]:
    """The styles at least as fast as the last anchor (the style held against) at
    the largest n both were timed: they race it as far as it goes."""
    held = history.get((problem, anchors[-1]), {}) if anchors else {}
    found = []
    for (case_problem, name), times in history.items():
        shared = [n for n in times if n in held]
        if case_problem == problem and name not in anchors and shared:
            if times[max(shared)] <= held[max(shared)]:
                found.append(name)
    return found


def styles_to_time(history, per_n, case: Case, anchors) -> List[str]:
    """The styles to time at this case, each by the same rule: over the cap, a style
    stops; a contender, up to STRETCH times the cap. Then the anchors, the baseline
    last, each stretched likewise while any style before it is timed; the style held
    against (a second anchor, as in bench's head to head) is timed wherever a
    contender is."""
    timing, problem, n, cap = case.timing, case.problem, case.n, case.cap
    processes, chosen_names = case.processes, []
    racing = contenders(history, problem, anchors)
    others = [name for name in processes if name not in anchors]
    last = [name for name in reversed(anchors) if name in processes]
    for name in others + last:
        if (problem, name) in timing.capped or name in timing.unwritten:
            continue
        stretched = name in racing or (name in anchors and bool(chosen_names))
        limit = cap * STRETCH if stretched else cap
        held = len(anchors) > 1 and name == anchors[-1]
        if held and set(racing) & set(chosen_names):
            limit = float("inf")  # never capped while a style racing it is timed
        if guess(history.get((problem, name), {}), n, per_n) > limit:
            timing.capped[(problem, name)] = n
            continue
        chosen_names.append(name)
    return chosen_names


def run(
    processes: Dict[str, StyleProcess],
    cases: Sequence[Tuple[str, object]],
    anchors: Sequence[str],
    cap: float,
    rounds: int = ROUNDS,
    progress=lambda text: None,
) -> Timing:
    """Check and time every style on every case (problem, n); the first anchor is
    the baseline of every ratio."""
    timing = Timing()
    for name, process in processes.items():
        note = stop_notes.unwritten(process)
        if note:
            timing.unwritten[name] = note
    history = {}  # (problem, name) -> {n: median seconds per call}
    for problem, n in cases:
        case, numbers = Case(timing, processes, problem, n, cap), {}
        per_n = growth({k: v for k, v in history.items() if k[0] == problem})
        for name in styles_to_time(history, per_n, case, anchors):
            process, known = processes[name], history.get((problem, name), {})
            expected = guess(known, n, per_n)
            try:
                note = check(process, problem, n, expected)
                if not note:
                    numbers[name] = calls_per_timing(process, problem, n, expected, cap)
            except Stopped as stop:
                note = stop_notes.told(stop)
            if note:
                timing.wrong[(problem, name, n)] = note
        if not numbers:
            continue
        progress(f"{problem} n = {n}: {plural(len(numbers), 'style')}")
        for name, cell in case.rounds(numbers, rounds, anchors[0]).items():
            timing.cells[(problem, name, n)] = cell
            if isinstance(n, int):
                history.setdefault((problem, name), {})[n] = cell.seconds
    return timing
