"""What `make compare`, `make bench` and `make chart` share: timing every style
side by side in guarded processes, checked, and printing the tables.

A table per problem: one row per style, one column per n, each cell the median CPU
time per call and the speed as a multiple of the baseline's (higher is faster).
"""

import os
import platform
import sys
import textwrap
from contextlib import ExitStack
from pathlib import Path

from .. import styles, timing
from ..runner import SECONDS, StyleProcess

PROBLEMS = {
    "boards": "LeetCode 51, solveNQueens",
    "counts": "LeetCode 52, totalNQueens",
}
COMPARE_RANGES = {"boards": range(4, 11), "counts": range(4, 13)}
BENCH_RANGES = {"boards": ["1-9", 6, 8, 9, 10], "counts": ["1-9", 8, 10, 12, 13]}
REFERENCES = styles.ROOT / "tests" / "reference"


def seconds(value: float) -> str:
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


def cell_text(found: timing.Timing, problem: str, name: str, n) -> str:
    if (problem, name, n) in found.wrong:
        return "WRONG"
    cell = found.cells.get((problem, name, n))
    if cell is None:
        return "capped" if (problem, name) in found.capped else "not run"
    return f"{seconds(cell.seconds)} {cell.speed:.2f}x{'~' if cell.noisy else ''}"


def table(found: timing.Timing, problem: str, names, ns) -> str:
    rows = [["style"] + [f"n = {n}" for n in ns]]
    rows += [
        [name] + [cell_text(found, problem, name, n) for n in ns] for name in names
    ]
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = [
        "  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in rows
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def report(
    found: timing.Timing, names, ranges, baseline: str, rounds: int, cap: float
) -> int:
    """Print the tables, the capped styles and any wrong answers; the exit status."""
    for problem, ns in ranges.items():
        about = (
            f"{problem}: {PROBLEMS[problem]}. Median CPU time per call, and speed as "
            f"a multiple of {baseline}'s (higher is faster; the median of {rounds} "
            "interleaved rounds' ratios)"
        )
        print("\n" + textwrap.fill(about, 88))
        print(table(found, problem, names, ns))
    if any(cell.noisy for cell in found.cells.values()):
        print(
            "\n~ a noisy cell: the middle half of its rounds' ratios spans more than "
            f"{timing.NOISY:.0%} of their median; run again"
        )
    if found.capped:
        print(f"\ncapped: a style stops where one call would take over {cap:g} s:")
        for (problem, name), n in sorted(found.capped.items()):
            print(f"  {problem} {name} from n = {n}")
    if found.wrong:
        print("\nwrong answers:", file=sys.stderr)
        for note in dict.fromkeys(found.wrong.values()):
            print(note, file=sys.stderr)
        return 1
    return 0


def measure(paths, ranges, baseline, cap, rounds, seconds=SECONDS) -> timing.Timing:
    """Time the styles (name -> file) on every case, each in its own process,
    `seconds` the limit on a call that checks an answer."""
    cases = [(problem, n) for problem, ns in ranges.items() for n in ns]
    print(
        f"timing {len(paths)} styles on {len(cases)} cases, {rounds} interleaved rounds each",
        flush=True,
    )
    with ExitStack() as stack:
        processes = {
            name: stack.enter_context(StyleProcess(path, seconds=seconds))
            for name, path in paths.items()
        }
        progress = lambda text: print(f"  {text}", file=sys.stderr, flush=True)
        return timing.run(processes, cases, baseline, cap, rounds, progress)
