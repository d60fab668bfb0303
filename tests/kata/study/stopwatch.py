"""How long `make test` itself takes, warm, in a fresh clone of this repository:
as shipped, and with learner files in solutions/ (written as learners write them:
the gallery's). Rounds alternate between the two, so a slow spell of the machine
falls on both; each figure is the median of its rounds, on the clock and in CPU
seconds of every process the run started."""

import os
import resource
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Dict, List

from ..basics import styles, tables
from .report import machine

GALLERY = styles.ROOT / "tests" / "gallery"
LEARNER_FILES = (  # wrong in twelve different ways, none of them a runaway
    "abs_diagonal_key", "anti_never_removed", "break_for_continue",
    "changed_after_append", "class_level_state", "float_count", "forgot_diagonal",
    "mask_one_bit_wide", "only_problem_51", "range_from_one",
    "returns_in_first_pass", "unwritten_template",
)  # fmt: skip
GOALS = {"as shipped": 20.0, "with 12 learner files": 60.0}  # seconds on the clock


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


def timed_make_test(repo: Path) -> Dict[str, float]:
    """One `make test`: seconds on the clock and of CPU, and its exit status."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    outer = ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES")  # make's own
    env = {key: value for key, value in os.environ.items() if key not in outer}
    done = subprocess.run(["make", "test"], cwd=repo, capture_output=True, env=env)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall": wall, "cpu": cpu, "status": done.returncode}


def measure(rounds: int) -> Dict[str, List[dict]]:
    """Each case's runs: one warm-up each, then `rounds` alternating rounds."""
    with tempfile.TemporaryDirectory(prefix="kata-stopwatch-") as folder:
        repo = clone(Path(folder))
        cases = {
            "as shipped": repo,
            "with 12 learner files": with_learners(repo, Path(folder)),
        }
        for path in cases.values():
            timed_make_test(path)  # warm: bytecode compiled, nothing installed
        found = {case: [] for case in cases}
        for _ in range(rounds):
            for case, path in cases.items():
                found[case].append(timed_make_test(path))
    return found


def report(found: Dict[str, List[dict]], today: str) -> str:
    rows = []
    for case, runs in found.items():
        wall = statistics.median(run["wall"] for run in runs)
        cpu = statistics.median(run["cpu"] for run in runs)
        status = ",".join(sorted({str(run["status"]) for run in runs}))
        verdict = "met" if wall <= GOALS[case] else "MISSED"
        rows.append(
            [case, str(len(runs)), f"{wall:.1f}", f"{cpu:.1f}", status,
             f"{GOALS[case]:.0f} s: {verdict}"]
        )  # fmt: skip
    header = ["make test", "runs", "wall s", "cpu s", "exit", "goal"]
    table = tables.fit([header], rows)
    return f"make test, warm, in a fresh clone ({today}; {machine()})\n{table}"
