"""The make targets beyond `make test`: compare, bench, chart, show, diff and new.

Run through make (`make compare N=4-10 STYLES="sets bitmap"`), or directly as
`.venv/bin/python tests/cli.py COMMAND --help`. A mistake in what is asked gets one
line on stderr and exit status 2; a wrong answer from a style gets exit status 1.
"""

import argparse
import datetime
import difflib
import os
import platform
import sys
from pathlib import Path

import kata

HERE = Path(__file__).resolve().parent
CHART = kata.ROOT / "problems" / "compare.png"
PROBLEMS = {
    "boards": "LeetCode 51, solveNQueens",
    "counts": "LeetCode 52, totalNQueens",
}
COMPARE_RANGES = {"boards": range(4, 11), "counts": range(4, 13)}
BENCH_RANGES = {"boards": ["1-9", 6, 8, 9, 10], "counts": ["1-9", 8, 10, 12, 13]}
BENCH_CAP = 2.0
BASELINE = "bitmap"
MAX_COMPARE_N = 14
MAX_SHOW_N = 10

TEMPLATE = '''"""{title}: one line on the idea.

Two or three plain sentences: what this style remembers about the queens placed
so far, and how it answers "is this square attacked?".

Time: O(?).
Space: O(?).
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        raise NotImplementedError

    def totalNQueens(self, n: int) -> int:
        raise NotImplementedError
'''


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is a KataError: one line, no usage dump."""

    def error(self, message):
        raise kata.KataError(message)


# --- reading what was asked ------------------------------------------------------


def whole_number(text: str, what: str = "N") -> int:
    if not text.strip().isdigit():
        raise kata.KataError(f"{what}={text!r} is not a whole number (e.g. {what}=6)")
    return int(text)


def positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0:
        raise kata.KataError(f"--cap {text!r} is not a positive number of seconds")
    return value


def n_range(text: str) -> range:
    """'10' -> 4..10 (or 1..10 below 4), '6-9' -> 6..9, within 1..MAX_COMPARE_N."""
    first, dash, last = text.partition("-")
    if dash:
        low, high = whole_number(first), whole_number(last)
    else:
        high = whole_number(text)
        low = 4 if high >= 4 else 1
    if not 1 <= low <= high <= MAX_COMPARE_N:
        raise kata.KataError(
            f"N={text!r} is out of range: give the last n, or first-last, within "
            f"1..{MAX_COMPARE_N} (pure Python needs minutes per call beyond)"
        )
    return range(low, high + 1)


def styles_from(text) -> list:
    return kata.choose_styles(
        [kata.check_style_name(name) for name in kata.split_names(text)]
    )


# --- measuring -------------------------------------------------------------------


def measure(styles, ranges, cap, rounds):
    """Time every case with pytest-benchmark; return the finished Plan."""
    import pytest

    import bench_styles

    plan = bench_styles.Plan(styles, ranges, cap=cap)
    plan.progress = Progress(len(plan.cases))
    print(
        f"timing {len(plan.cases)} cases with pytest-benchmark "
        f"(a warm-up, then at least {rounds} rounds each; median kept)",
        flush=True,
    )
    args = [
        str(HERE / "bench_styles.py"),
        "-p",
        "no:terminal",
        "-p",
        "no:cacheprovider",
        "-o",
        "addopts=",
        "-o",
        "python_files=bench_*.py",
        "-s",
        "--benchmark-quiet",
        f"--benchmark-min-rounds={rounds}",
        "--benchmark-max-time=0.25",
        "--benchmark-warmup=on",
        "--benchmark-warmup-iterations=1",
    ]
    status = pytest.main(args, plugins=[plan])
    plan.progress.finish()
    if status not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
        raise kata.KataError(f"the timing run stopped early ({status.name.lower()})")
    return plan


class Progress:
    """One line per case on stderr; on a terminal, one line rewritten in place."""

    def __init__(self, total):
        self.total = total
        self.done = 0
        self.live = sys.stderr.isatty()

    def __call__(self, case, text):
        self.done += 1
        problem, style, n = case
        line = f"[{self.done:>3}/{self.total}] {problem:6} {style:20} n = {n:<3} {text}"
        if self.live:
            print(f"\r{line:<72}", end="", file=sys.stderr, flush=True)
        else:
            print(line, file=sys.stderr, flush=True)

    def finish(self):
        if self.live and self.done:
            print(file=sys.stderr)


def table(plan, problem, styles, ns, baseline=None):
    """One row per style, one column per n: median time and a ratio.

    Without a baseline the ratio is the time over the fastest time at that n (x1.0
    is the fastest); with one it is the baseline's time over this style's (its speed
    as a multiple of the baseline's).
    """
    header = ["style"] + [f"n = {n}" for n in ns]
    rows = [header]
    for style in styles:
        row = [style]
        for n in ns:
            case = (problem, style, n)
            if case in plan.notes:
                row.append("WRONG")
                continue
            median = plan.medians.get(case)
            if median is None:
                row.append("capped" if (problem, style) in plan.capped else "not run")
                continue
            times = [plan.medians.get((problem, other, n)) for other in styles]
            times = [t for t in times if t is not None]
            if baseline is None:
                ratio = f"x{median / min(times):.1f}"
            elif (problem, baseline, n) in plan.medians:
                ratio = f"{plan.medians[(problem, baseline, n)] / median:.2f}x"
            else:
                ratio = ""
            row.append(f"{kata.seconds(median)} {ratio}".strip())
        rows.append(row)
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = [
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip()
        for row in rows
    ]
    lines.insert(1, "  ".join("-" * width for width in widths))
    return "\n".join(lines)


def report(plan, styles, ranges, baseline=None):
    """Print the tables and any wrong answers; return the exit status."""
    for problem, ns in ranges.items():
        what = (
            f"speed as a multiple of {baseline}'s (higher is faster)"
            if baseline
            else "x = time over the fastest style's at that n"
        )
        print(f"\n{problem}: {PROBLEMS[problem]}; median time per call; {what}")
        print(table(plan, problem, styles, ns, baseline))
    capped = sorted(plan.capped.items())
    if capped:
        print(f"\ncapped: a style stops where one call would take over {plan.cap:g} s:")
        for (problem, style), n in capped:
            print(f"  {problem} {style} from n = {n}")
    if plan.notes:
        print("\nwrong answers:", file=sys.stderr)
        for note in dict.fromkeys(plan.notes.values()):  # each note once
            print(note, file=sys.stderr)
        return 1
    return 0


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}"


# --- the commands ------------------------------------------------------------------


def compare(args):
    return compared(args)[0]


def compared(args):
    """Time the styles over the asked range and print the tables.
    Return (exit status, plan, styles, ranges)."""
    styles = styles_from(args.styles)
    ranges = dict(COMPARE_RANGES)
    if args.n is not None:
        ranges = {problem: n_range(args.n) for problem in ranges}
    plan = measure(styles, ranges, cap=args.cap, rounds=3)
    return report(plan, styles, ranges), plan, styles, ranges


def bench(args):
    styles = styles_from(args.styles)
    if BASELINE not in styles:
        styles.insert(0, BASELINE)
    plan = measure(styles, BENCH_RANGES, cap=args.cap, rounds=5)
    print(f"\n{datetime.date.today()}, {machine()}")
    return report(plan, styles, BENCH_RANGES, baseline=BASELINE)


def chart(args):
    out = Path(args.out).resolve()
    if not out.parent.is_dir():
        raise kata.KataError(f"--out {args.out}: there is no folder {out.parent}")
    status, plan, styles, ranges = compared(args)

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(1, 2, figsize=(12, 5), sharey=True)
    for axis, (problem, ns) in zip(axes, ranges.items()):
        for number, style in enumerate(styles):
            points = [
                (n, plan.medians[(problem, style, n)])
                for n in ns
                if (problem, style, n) in plan.medians
            ]
            if points:
                line = ("-", "--", ":")[number // 10 % 3]  # colours repeat after 10
                axis.plot(*zip(*points), marker="o", linestyle=line, label=style)
        axis.set_yscale("log")
        axis.set_title(PROBLEMS[problem])
        axis.set_xlabel("n")
        axis.grid(True, which="both", alpha=0.3)
    axes[0].set_ylabel("median seconds per call (log scale)")
    axes[1].legend(fontsize="small")
    figure.suptitle(
        f"N-Queens styles side by side, {datetime.date.today()}, {machine()}",
        fontsize="small",
    )
    figure.tight_layout()
    figure.savefig(out, dpi=100)
    shown = out.relative_to(kata.ROOT) if out.is_relative_to(kata.ROOT) else out
    print(f"\nchart written to {shown}")
    return status


def show(args):
    if args.n is None:
        raise kata.KataError("say which n to draw, e.g. make show N=6")
    n = whole_number(args.n)
    if n > MAX_SHOW_N:
        raise kata.KataError(
            f"N={n} has too many boards to draw; show draws n = 0..{MAX_SHOW_N}"
        )
    style = styles_from(args.style or BASELINE)[0]
    boards = kata.ask(style, kata.load_solution(style)(), "solveNQueens", n)
    note = kata.boards_note(style, n, boards)
    if note:
        print(note, file=sys.stderr)
        return 1
    print(
        f"n = {n}: {kata.plural(len(boards), 'board')}, computed by solutions/{style}.py"
    )
    per_line = max(1, 72 // (2 * n + 3)) if n else 1
    for start in range(0, len(boards), per_line):
        print()
        print(kata.draw(boards[start : start + per_line], most=per_line))
    return 0


def diff(args):
    missing = [letter for letter in ("a", "b") if not getattr(args, letter)]
    if missing:
        raise kata.KataError(
            f"say which two styles to compare, e.g. make diff A=sets B=bitmap ({' and '.join(m.upper() for m in missing)} missing)"
        )
    a, b = styles_from(args.a) + styles_from(args.b)
    left = kata.style_path(a).read_text().splitlines()
    right = kata.style_path(b).read_text().splitlines()
    width = max(len(line) for line in left + right)
    colour = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    paint = {"<": "\033[31m", ">": "\033[32m", "|": "\033[33m"}

    def line(mark, one, two):
        text = f"{one.ljust(width)} {mark} {two}".rstrip()
        if colour and mark in paint:
            text = f"{paint[mark]}{text}\033[0m"
        print(text)

    print(f"{('solutions/' + a + '.py').ljust(width)}   solutions/{b}.py")
    print(f"{'-' * width}   {'-' * width}")
    changed = 0
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(
        None, left, right, autojunk=False
    ).get_opcodes():
        if op == "equal":
            for one, two in zip(left[i1:i2], right[j1:j2]):
                line(" ", one, two)
            continue
        changed += 1
        ones, twos = left[i1:i2], right[j1:j2]
        for k in range(max(len(ones), len(twos))):
            one = ones[k] if k < len(ones) else ""
            two = twos[k] if k < len(twos) else ""
            mark = (
                "|"
                if k < len(ones) and k < len(twos)
                else ("<" if k < len(ones) else ">")
            )
            line(mark, one, two)
    print(
        f"\n{kata.plural(changed, 'place')} differ ('|' changed, '<' only in {a}, '>' only in {b})"
    )
    return 0


def new(args):
    if not args.style:
        raise kata.KataError("name the new style, e.g. make new STYLE=my_idea")
    name = kata.check_style_name(args.style)
    path = kata.style_path(name)
    if path.exists():
        raise kata.KataError(
            f"solutions/{name}.py exists already: pick another name, or edit it"
        )
    path.write_text(TEMPLATE.format(title=name.replace("_", " ").capitalize()))
    print(
        f"wrote solutions/{name}.py: fill in both methods, then run: make test STYLE={name}"
    )
    return 0


def parser():
    top = Parser(prog="tests/cli.py", description=__doc__.splitlines()[0])
    commands = top.add_subparsers(dest="command", required=True, parser_class=Parser)
    timed = {}
    for name, function, help in (
        ("compare", compare, "every style side by side, timed and checked"),
        ("bench", bench, f"every style's speed as a ratio to {BASELINE}"),
        ("chart", chart, "time against n, saved as a PNG"),
    ):
        command = timed[name] = commands.add_parser(name, help=help)
        command.set_defaults(run=function)
        command.add_argument(
            "--styles", help="style names, separated by spaces or commas"
        )
        cap = BENCH_CAP if name == "bench" else 1.0
        command.add_argument(
            "--cap",
            type=positive_seconds,
            default=cap,
            help=f"skip larger n once a call would take over this many seconds ({cap:g})",
        )
        if name != "bench":
            command.add_argument(
                "--n", help=f"the last n, or first-last (within 1..{MAX_COMPARE_N})"
            )
    timed["chart"].add_argument("--out", default=str(CHART), help="where the PNG goes")
    command = commands.add_parser("show", help="draw every board for one n")
    command.set_defaults(run=show)
    command.add_argument("--n")
    command.add_argument("--style")
    command = commands.add_parser("diff", help="two styles side by side")
    command.set_defaults(run=diff)
    command.add_argument("--a")
    command.add_argument("--b")
    command = commands.add_parser("new", help="start a new style from the template")
    command.set_defaults(run=new)
    command.add_argument("--style")
    return top


def main(argv=None):
    try:
        args = parser().parse_args(argv)
        return args.run(args)
    except kata.KataError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("stopped", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader (say `| head`) has seen enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
