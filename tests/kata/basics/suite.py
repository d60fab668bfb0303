"""How the kata runs a pytest suite (`make test`, `make check`): on every core this
process may use, each style's checks kept on one worker (pytest-xdist's loadgroup);
pytest's exit status for a mistake in what was asked is the kata's 2."""

import os
import subprocess
import sys
from typing import List, Optional

from . import styles

STATUS_ONCE = "kata.basics.suite_status"  # the plugin that says xdist's status once
PYTEST_USAGE = 4  # pytest's exit status for a mistake in what was asked


def cores() -> int:
    """The cores this process may run on (its affinity where the OS tells it)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def command(*words: str, most: Optional[int] = None) -> List[str]:
    """pytest, quiet, on every core (or `most` of them: with one, in this process
    alone, which starts sooner), a style's checks on one worker, its workers' status
    said once (``suite_status``), then `words`."""
    count = cores() if most is None else min(cores(), most)
    workers = ["-n", str(count if count > 1 else 0), "--dist", "loadgroup"]
    workers += ["-p", STATUS_ONCE]
    return [sys.executable, "-m", "pytest", "-q", *workers, *words]


def run(command: List[str], env: Optional[dict] = None) -> int:
    """The suite's exit status, run from the repository's root; 2 for a mistake in
    what was asked."""
    status = subprocess.run(command, cwd=styles.ROOT, env=env).returncode
    return 2 if status == PYTEST_USAGE else status
