"""The sample of the lesson gallery that `make check` judges beside the whole of it:
SIZE cases, drawn afresh on each run by a seed that the run says, so that `make check
K=sample_drawn SEED=` draws the same cases again (over the same gallery), quickly.

The sample is drawn from the cases that are quick to judge and read nothing outside
tests/gallery/: a case whose lesson waits for a limit (a runaway: a second or more
of each call, and its fixes tried, each as long) and a correct case, whose lesson
measures it against solutions/bitmap.py (a learner's file), are left to make check.
"""

import random
import re
import secrets
from pathlib import Path
from typing import List

from ..basics import boards, styles
from .lessons import GALLERY, cases, kept

SIZE = 30
SEEDS = 100_000  # a fresh seed is below this: five digits at most, to retype
SUITE = styles.ROOT / "tests" / "check" / "test_gallery_sample_drawn.py"
OPTION = (
    "--gallery-sample"  # the suite's option: the seed (the suite draws nothing without)
)
WAITED = re.compile(r"<time>|over \d+ [MG]iB")  # a limit reached: the time or memory
MEASURES = "bitmap.py's speed"  # a correct case's lesson, measured against bitmap.py


def fresh_seed() -> int:
    """A seed drawn afresh, from the operating system's randomness."""
    return secrets.randbelow(SEEDS)


def quick(case: Path) -> bool:
    """Whether the case's lesson comes without waiting for a limit and without
    reading solutions/ (judged by its kept lesson)."""
    lesson = kept(case)
    return not WAITED.search(lesson) and MEASURES not in lesson


def pool(folder: Path = GALLERY) -> List[Path]:
    """The cases a sample is drawn from, by name."""
    return [case for case in cases(folder) if quick(case)]


def drawn(seed: int, folder: Path = GALLERY) -> List[Path]:
    """The sample the seed draws, by name: the same cases in any process."""
    among = pool(folder)
    return sorted(random.Random(seed).sample(among, min(SIZE, len(among))))


def suite_words(seed: int) -> List[str]:
    """What `make check` adds to its pytest command for the sample (the suite itself
    is among tests/check/)."""
    return [OPTION, str(seed)]


def heading(seed: int, folder: Path = GALLERY) -> str:
    """The line that names the sample and how to draw it again."""
    return (
        f"gallery sample: {len(drawn(seed, folder))} of {len(pool(folder))} quick "
        f"cases, seed {seed}; rerun with make check K=sample_drawn SEED={seed}"
    )


def outcome(judged: int, changed: List[str], folder: Path = GALLERY) -> List[str]:
    """The sample's result: one line when every lesson is the one kept; else the
    cases whose lesson changed, and where to see each diff."""
    if not changed:
        every = len(cases(folder))
        return [
            f"gallery sample: {boards.plural(judged, 'lesson')} as kept "
            f"(test_gallery judges all {every} cases)"
        ]
    names = sorted(changed)
    return [
        f"gallery sample: {len(names)} of {judged} lessons changed: {', '.join(names)}",
        f"  the diff: make check K='one_kept and ({' or '.join(names)})'",
    ]
