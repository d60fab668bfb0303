"""How long `make test` itself takes, warm, in a fresh clone of this repository:
with every file judged (FRESH=1, none said from its kept verdict), as shipped and with
learner files in solutions/ (written as learners write them: the gallery's); then with
the learner files and nothing changed since (every verdict kept), and with one of them
changed, beside that file's own `make test STYLE= FRESH=1`. Rounds alternate between
the cases and a fixed pure-Python workload, so a slow spell of the machine falls on
all of them; each figure is the median of its rounds, on the clock and in CPU seconds
of every process the run started, and as a multiple of the workload's time in the
same rounds, a figure that carries from one machine to another."""

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Dict, List

from ..basics import styles, tables
from .report import machine

GALLERY = styles.ROOT / "tests" / "gallery"
WORKLOAD_CASE = "the fixed workload"
LEARNER_FILES = (  # wrong in twelve different ways, none of them a runaway
    "abs_diagonal_key", "anti_never_removed", "break_for_continue",
    "changed_after_append", "class_level_state", "float_count", "forgot_diagonal",
    "mask_one_bit_wide", "only_problem_51", "range_from_one",
    "returns_in_first_pass", "unwritten_template",
)  # fmt: skip
SHIPPED, LEARNERS = "as shipped, every file", "with 12 learner files, every file"
UNCHANGED, CHANGED = "the same, nothing changed", "the same, one file changed"
CHANGED_FILE = "abs_diagonal_key"  # a learner file, its lesson with a fix tried
ALONE = f"STYLE={CHANGED_FILE} FRESH=1"
GOALS = {SHIPPED: 8.0, LEARNERS: 25.0, UNCHANGED: 1.5}  # seconds on the clock
AFTER_ALONE = 1.0  # one file changed: at most its STYLE= time and this
# The fixed workload: the boards of n = 11 counted three times by a plain search, in
# a fresh Python, about a second of one core. make test's times are said as multiples of it.
WORKLOAD = """
def count(n, row=0, cols=0, diag=0, anti=0):
    if row == n:
        return 1
    found = 0
    for col in range(n):
        if not (cols >> col & 1 or diag >> (row + col) & 1 or anti >> (row - col + n) & 1):
            found += count(n, row + 1, cols | 1 << col, diag | 1 << (row + col), anti | 1 << (row - col + n))
    return found
assert sum(count(11) for _ in range(3)) == 3 * 2680
"""


def clone(into: Path) -> Path:
    """A fresh clone of what is committed, with this checkout's .venv beside it."""
    repo = into / "repo"
    subprocess.run(["git", "clone", "--quiet", str(styles.ROOT), str(repo)], check=True)
    shutil.copytree(styles.ROOT / ".venv", repo / ".venv", symlinks=True)
    return repo


def with_learners(repo: Path, into: Path) -> Path:
    """A second clone with the learner files in solutions/."""
    other = into / "learners"
    shutil.copytree(repo, other, symlinks=True)
    for name in LEARNER_FILES:
        shutil.copy(GALLERY / f"{name}.py", other / "solutions" / f"{name}.py")
    return other


def timed_make_test(repo: Path, *words: str) -> Dict[str, float]:
    """One `make test WORDS`: seconds on the clock and of CPU, its exit status. The
    clone's own kata runs, on its own files: the .venv copied beside it installs this
    checkout's (an editable install names its folder), so the clone's comes first."""
    outer = ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES")  # make's own
    env = {key: value for key, value in os.environ.items() if key not in outer}
    env["PYTHONPATH"] = str(repo / "tests")
    return timed(["make", "test", *words], repo, env)


def timed_workload() -> Dict[str, float]:
    """The fixed workload, once, as make test is timed."""
    return timed([sys.executable, "-I", "-c", WORKLOAD], Path.cwd(), None)


def timed(command: List[str], folder: Path, env) -> Dict[str, float]:
    """One run of the command: seconds on the clock and of CPU, its exit status."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    done = subprocess.run(command, cwd=folder, capture_output=True, env=env)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall": wall, "cpu": cpu, "status": done.returncode}


def measure(rounds: int) -> Dict[str, List[dict]]:
    """Each case's runs: one warm-up each, then `rounds` alternating rounds."""
    with tempfile.TemporaryDirectory(prefix="kata-stopwatch-") as folder:
        repo = clone(Path(folder))
        learners = with_learners(repo, Path(folder))
        for path in (repo, learners):
            timed_make_test(path)  # warm: bytecode compiled, nothing installed
        found = {case: [] for case in (*GOALS, CHANGED, ALONE, WORKLOAD_CASE)}
        for turn in range(rounds):
            found[WORKLOAD_CASE].append(timed_workload())
            found[SHIPPED].append(timed_make_test(repo, "FRESH=1"))
            found[LEARNERS].append(timed_make_test(learners, "FRESH=1"))
            found[UNCHANGED].append(timed_make_test(learners))
            changed = learners / "solutions" / f"{CHANGED_FILE}.py"
            with open(changed, "a") as file:  # a byte changed, the lesson the same
                file.write(f"# round {turn + 1}\n")
            found[CHANGED].append(timed_make_test(learners))
            found[ALONE].append(timed_make_test(learners, *ALONE.split()))
    return found


def report(found: Dict[str, List[dict]], today: str) -> str:
    """The table: each case's median times, on the clock and as multiples of the
    workload's in the same rounds, and whether it met its goal on this machine."""
    unit = median(found[WORKLOAD_CASE], "wall")
    goals = dict(GOALS)
    if found.get(ALONE):
        goals[CHANGED] = median(found[ALONE], "wall") + AFTER_ALONE
    rows = []
    for case, runs in found.items():
        wall, cpu = median(runs, "wall"), median(runs, "cpu")
        status = ",".join(sorted({str(run["status"]) for run in runs}))
        goal = goals.get(case)
        verdict = (
            f"{seconds(goal)} s: {'met' if wall <= goal else 'MISSED'}" if goal else ""
        )
        if case == CHANGED and goal:
            verdict = f"STYLE= + {AFTER_ALONE:g} s = {verdict}"
        rows.append(
            [case, str(len(runs)), f"{wall:.1f}", f"{cpu:.1f}",
             f"{wall / unit:.1f}x", status, verdict]
        )  # fmt: skip
    header = ["make test", "runs", "wall s", "cpu s", "x workload", "exit", "goal"]
    table = tables.fit([header], rows)
    return (
        f"make test, warm, in a fresh clone ({today}; {machine()})\n{table}\n"
        f"x workload: wall time over that of {WORKLOAD_CASE} in the same rounds; every\n"
        "file: FRESH=1, none said from its kept verdict"
    )


def seconds(goal: float) -> str:
    """8.0 as "8", 1.54 as "1.5": a goal to a tenth of a second."""
    return f"{goal:.1f}".removesuffix(".0")


def median(runs: List[dict], key: str) -> float:
    return statistics.median(run[key] for run in runs)
