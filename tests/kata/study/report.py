"""What `make compare`, `make bench` and `make chart` share: timing the styles side by
side in guarded processes (``timing``), and the tables that report it.

A table per problem: one row per style, one column per n, each cell the median CPU
time per call and the speed as a multiple of the baseline's (higher is faster).
"""

import os
import platform
import sys
import textwrap
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Dict, List, Sequence

from ..basics import styles, tables
from . import timing
from ..basics.boards import plural
from ..guard.runner import SECONDS, StyleProcess

PROBLEMS = {
    "boards": "LeetCode 51, solveNQueens",
    "counts": "LeetCode 52, totalNQueens",
}
COMPARE_RANGES = {"boards": range(4, 11), "counts": range(4, 13)}
BENCH_RANGES = {
    "boards": ["1-9", 6, 8, 9, 10],
    "counts": ["1-9", 8, 10, 12, 13, 14, 15],
}
REFERENCES = styles.ROOT / "tests" / "reference"
FASTEST_BEFORE = "bitmap_dihedral"  # the style the fastest ones are held against
HEAD_TO_HEAD = ("counts", range(13, 16))


def duration(value: float) -> str:
    """A duration in a short human unit: '812 us', '3.41 ms', '1.20 s'."""
    if value < 1e-3:
        return f"{value * 1e6:.0f} us"
    if value < 1:
        return f"{value * 1e3:.3g} ms"
    return f"{value:.3g} s"


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    info = Path("/proc/cpuinfo")
    if info.exists():
        names = [l for l in info.read_text().splitlines() if l.startswith("model name")]
        cpu = names[0].split(":", 1)[1].strip() if names else cpu
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}"


def time_styles(
    paths: Dict[str, Path],
    ranges,
    anchors: Sequence[str],
    cap: float,
    rounds: int = timing.ROUNDS,
    seconds: float = SECONDS,
) -> timing.Timing:
    """Time the styles (name -> file) on every case, each in its own process,
    `seconds` the limit on a call that checks an answer; the first anchor is the
    baseline of the ratios."""
    cases = [(problem, n) for problem, ns in ranges.items() for n in ns]
    print(
        f"timing {plural(len(paths), 'style')} on {plural(len(cases), 'case')}, "
        f"{rounds} to {rounds * timing.MOST_ROUNDS} interleaved rounds each",
        flush=True,
    )
    with ExitStack() as stack:
        processes = {
            name: stack.enter_context(StyleProcess(path, seconds=seconds))
            for name, path in paths.items()
        }
        with progress_bar(len(cases)) as progress:
            return timing.run(processes, cases, anchors, cap, rounds, progress)


@contextmanager
def progress_bar(cases: int):
    """On a terminal, a bar of the cases timed, with the time spent (no estimate of
    the time left: each n takes several times the last, so a straight-line guess
    would mislead); elsewhere, a line per case. Both on stderr."""
    if not sys.stderr.isatty():
        yield lambda text: print(f"  {text}", file=sys.stderr, flush=True)
        return
    from tqdm import tqdm  # pinned with the tests

    form = "{desc:<34} {n_fmt}/{total_fmt} cases timed [{elapsed} spent]"
    with tqdm(total=cases, file=sys.stderr, bar_format=form, leave=False) as bar:

        def said(text: str) -> None:
            bar.set_description_str(text)
            bar.update(1)

        yield said


def cell_text(found: timing.Timing, problem: str, name: str, n) -> str:
    if (problem, name, n) in found.wrong:
        return "WRONG"
    cell = found.cells.get((problem, name, n))
    if cell is None:
        capped = found.capped.get((problem, name))
        return "capped" if capped is not None and ordered(capped, n) else "not run"
    if cell.speed is None:
        return f"{duration(cell.seconds)} n/a"
    return f"{duration(cell.seconds)} {cell.speed:.2f}x{'' if cell.settled else '~'}"


def ordered(first, n) -> bool:
    """Whether case n comes at or after `first` ("1-9" comes before every n)."""
    return n == first or (isinstance(n, int) and isinstance(first, int) and n > first)


def timing_table(found: timing.Timing, problem: str, names, ns) -> str:
    """The table of one problem, wrapped by n to fit the terminal."""
    heads = [["style"] + [f"n = {n}" for n in ns]]
    body = [[name] + [cell_text(found, problem, name, n) for n in ns] for name in names]
    return tables.fit(heads, body)


def print_tables(found: timing.Timing, names, ranges, baseline: str, rounds: int):
    for problem, ns in ranges.items():
        about = (
            f"{problem}: {PROBLEMS[problem]}. Median CPU time per call, and speed as "
            f"a multiple of {baseline}'s (higher is faster; the median of the "
            f"per-round ratios of {rounds} or more interleaved rounds)"
        )
        print("\n" + textwrap.fill(about, tables.WIDTH))
        shown = [name for name in names if name not in found.unwritten]
        print(timing_table(found, problem, shown, ns))


def unsettled_note(found: timing.Timing, rounds: int) -> List[str]:
    """What the ~ mark means, with how many cells carry it."""
    ratios = [cell for cell in found.cells.values() if cell.speed is not None]
    loose = [cell for cell in ratios if not cell.settled]
    if not loose:
        return []
    widest = max(cell.spread for cell in loose)
    return [
        f"~ {len(loose)} of {plural(len(ratios), 'ratio')} stayed unsettled after "
        f"{rounds} to {rounds * timing.MOST_ROUNDS} rounds: the middle half of their "
        f"rounds spans more than {timing.SETTLED:.0%} of the median (up to "
        f"{widest:.0%}). The machine's load moved them; trust them to about that "
        "much, or run again when the machine is quieter."
    ]


def unavailable_note(found: timing.Timing, baseline: str, cap: float) -> List[str]:
    cases = sorted(
        {(problem, n) for (problem, _, n), c in found.cells.items() if c.speed is None},
        key=str,
    )
    if not cases:
        return []
    where = ", ".join(f"{problem} n = {n}" for problem, n in cases)
    return [
        f"n/a: no ratio at {where}, where {baseline} was not timed (a call would "
        f"take over {cap * timing.STRETCH:g} s, or it was wrong)"
    ]


def report(found: timing.Timing, names, ranges, baseline: str, rounds, cap) -> int:
    """Print the tables and what they leave out; the exit status (1: a wrong answer)."""
    for note in found.unwritten.values():
        print(tables.wrapped(f"skipped {note}"))
    print_tables(found, names, ranges, baseline, rounds)
    notes = unsettled_note(found, rounds) + unavailable_note(found, baseline, cap)
    for note in notes:
        print("\n" + textwrap.fill(note, tables.WIDTH))
    if found.capped:
        stretched = cap * timing.STRETCH
        text = (
            f"capped: a style stops where one call would take over {cap:g} s (the "
            f"baseline and any style as fast as the one held against, {stretched:g} s):"
        )
        print("\n" + textwrap.fill(text, tables.WIDTH))
        for (problem, name), n in sorted(found.capped.items(), key=str):
            print(f"  {problem} {name} from n = {n}")
    if found.wrong:
        print("\nwrong answers:", file=sys.stderr)
        for note in dict.fromkeys(found.wrong.values()):
            print(tables.wrapped(note), file=sys.stderr)
        return 1
    return 0


def head_to_head(found: timing.Timing, names) -> str:
    """The styles faster than FASTEST_BEFORE at large n, as multiples of its speed:
    "" when it or they were not timed there."""
    problem, ns = HEAD_TO_HEAD
    times = {}
    for n in ns:
        here = {name: found.times.get((problem, name, n)) for name in names}
        here = {name: ts for name, ts in here.items() if ts}
        if FASTEST_BEFORE in here and len(here) > 1:
            times[n] = timing.cells_of(here, FASTEST_BEFORE)
    faster = [
        name
        for name in names
        if name != FASTEST_BEFORE
        and any(name in cells and cells[name].speed > 1 for cells in times.values())
    ]
    if not faster:
        return ""
    heads = [["style"] + [f"n = {n}" for n in times]]
    body = [
        [name] + [head_to_head_cell(times[n].get(name)) for n in times]
        for name in faster
    ]
    about = (
        f"head to head, {problem} n = {ns.start}..{ns.stop - 1}: median CPU time per "
        f"call, and speed as a multiple of {FASTEST_BEFORE}'s, the fastest before"
    )
    return textwrap.fill(about, tables.WIDTH) + "\n" + tables.fit(heads, body)


def head_to_head_cell(cell) -> str:
    if cell is None:
        return "not run"
    return f"{duration(cell.seconds)} {cell.speed:.2f}x{'' if cell.settled else '~'}"
