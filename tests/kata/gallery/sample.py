"""The sample of the lesson gallery that `make check` judges beside the whole of it:
SIZE cases, drawn afresh on each run by a seed that the run says, so that `make check
K=sample_drawn SEED=` draws the same cases again (over the same gallery), quickly.

The sample is drawn from the cases that are quick to judge and read nothing outside
tests/gallery/: a case whose lesson waits for a limit (a runaway: a second or more
of each call, and its fixes tried, each as long) and a correct case, whose lesson
measures it against solutions/bitmap.py (a learner's file), are left to make check.
Which cases those are is kept in tests/gallery/waiting.list, and test_gallery holds
the list to each verdict's fields and keys (``waits``), never to a lesson's words.
"""

import random
import secrets
from pathlib import Path
from typing import Iterator, List

from ..basics import boards, styles
from ..judge.coach import Verdict
from ..judge.words.catalogue import Words
from .lessons import GALLERY, cases

SIZE = 30
SEEDS = 100_000  # a fresh seed is below this: five digits at most, to retype
SUITE = styles.ROOT / "tests" / "check" / "test_gallery_sample_drawn.py"
OPTION = (
    "--gallery-sample"  # the suite's option: the seed (the suite draws nothing without)
)
WAITING = "waiting.list"  # in the gallery: the cases that wait, a name a line
LIMITS = {"time", "memory"}  # a call stopped by one of these waited for it
MEASURES = "cost.speed"  # the words of a speed measured against solutions/bitmap.py


def fresh_seed() -> int:
    """A seed drawn afresh, from the operating system's randomness."""
    return secrets.randbelow(SEEDS)


def waits(found: Verdict) -> bool:
    """Whether the verdict waited for a limit (a call stopped by time or memory) or
    read solutions/ (a speed measured against bitmap.py's)."""
    stopped = any(finding.stop in LIMITS for finding in found.findings)
    return stopped or any(
        said.key == MEASURES
        for finding in found.findings
        for part in finding.parts
        for said in within(part.words)
    )


def within(said: Words) -> Iterator[Words]:
    """The words and every phrase among their parameters, in turn."""
    yield said
    for _, value in said.params:
        if isinstance(value, Words):
            yield from within(value)


def waiting(folder: Path = GALLERY) -> List[str]:
    """The names of the cases that wait (``waits``), as the gallery lists them."""
    path = folder / WAITING
    listed = path.read_text().splitlines() if path.exists() else []
    return [name for name in listed if name and not name.startswith("#")]


def quick(case: Path) -> bool:
    """Whether the case's lesson comes without waiting for a limit and without
    reading solutions/ (as tests/gallery/waiting.list lists it)."""
    return case.stem not in waiting(case.parent)


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
