"""`make check [K=expression]` (or `kata check`): the maintainer's command, and CI's
after `make test`. The kata's own tests (tests/check/), and what `make test` leaves
out to stay quick: n = 10..12 for every style, the whole lesson gallery through both
judges (and a sample of it drawn by a seed the run says: SEED= draws it again, `make
check K=sample_drawn SEED=` alone), many property-test examples, the runaways beside
busy cores, the planted faults, `make page` in a real browser where Chromium is found.

They run on a copy of the shipped styles (KATA_SOLUTIONS), never on solutions/
itself, so no file a learner adds there can turn them red. Each gallery case is
judged once a run, in a folder of verdicts the tests share (kata.gallery.shared)."""

import os
import tempfile
from pathlib import Path

from ..basics import asked, styles, suite
from ..gallery import sample, shared

HELP = "the kata's own tests, the whole gallery, n = 10..12 (maintainers, CI)"
OPTIONS = {
    "K": asked.Option("only the tests this pytest -k expression names", asked.words),
    "SEED": asked.Option(
        "the gallery sample's seed, to draw a run's sample again (each run says its own)",
        asked.whole_number,
    ),
}


def run(args) -> int:
    with tempfile.TemporaryDirectory(prefix="kata-check-") as folder:
        copy = styles.shipped_copy(Path(folder) / "solutions")
        verdicts = Path(folder) / "gallery-verdicts"  # each case judged once a run
        env = {shared.FOLDER: str(verdicts), "KATA_SOLUTIONS": str(copy)}
        return suite.run(pytest_command(args), {**os.environ, **env})


def pytest_command(args) -> list:
    """Every test of tests/, slow ones included, on every core (a style's checks on
    one), with many property-test examples and a sample of the gallery drawn."""
    tests = [
        str(styles.ROOT / "tests" / part) for part in ("test_solutions.py", "check")
    ]
    command = suite.command("-m", "slow or not slow", "--hypothesis-profile=thorough")
    command += tests
    seed = sample.fresh_seed() if args.seed is None else args.seed
    command += sample.suite_words(seed)
    if args.k:
        command += ["-k", args.k]
    return command
