"""The lesson gallery (tests/gallery/): wrong solutions written the way a learner
would, each beside the exact lesson kept for it (<case>.txt). A case is judged with
the gallery's own limits and said as the gallery keeps it: the correctness lesson,
what the machine decides (times, growth, speed: the words' measured parameters,
``words.catalogue``) as placeholders, then the house rules broken, by name, then the
exit status. `make check` compares every case with
its kept lesson (tests/check/test_gallery.py), and a fresh sample of them besides
(sample.py)."""

import difflib
from pathlib import Path
from typing import List, Optional, Tuple

from ..basics import styles
from ..judge import coach
from ..judge.causes import house_rules
from ..judge.repair.search import searched
from ..judge.repair.table import edits
from ..judge.words.catalogue import rendering
from . import shared

GALLERY = styles.ROOT / "tests" / "gallery"
SECONDS = 1.0  # per call: the runaway cases end in about a second
PATIENT = {"permutations_brute_force": 3.0}  # correct, but slow by design
MEMORY = 256 << 20  # coach's own default is 1 GiB; a smaller cap ends sooner


def cases(folder: Path = GALLERY) -> List[Path]:
    """Every case of the gallery, its wrong solution's path, by name."""
    return sorted(folder.glob("*.py"))


def kept(case: Path) -> str:
    """The lesson kept for the case."""
    return case.with_suffix(".txt").read_text()


def judged(case: Path) -> coach.Verdict:
    """The coach's verdict on the case, within the gallery's limits: judged once in a
    run of make check, and shared by every test that asks (shared.py)."""
    seconds = PATIENT.get(case.stem, SECONDS)
    limits = {"seconds": seconds, "memory": MEMORY}
    return shared.verdict(case, lambda: judged_anew(case), limits)


def judged_anew(case: Path) -> coach.Verdict:
    """The coach's verdict on the case, within the gallery's limits, judged now
    (never a verdict shared from before: for a test that judges under other
    conditions, such as other words)."""
    seconds = PATIENT.get(case.stem, SECONDS)
    return coach.judge(case.resolve(), seconds=seconds, memory=MEMORY)


def judged_fixed(fixed: Path, seconds: float) -> coach.Verdict:
    """The coach's verdict on a case's file with a fix written in (named as the
    case), on what a fix's words claim (every answer for n = 1..9 right, in any order
    of calls), so without its costs and n past 9: judged once in a run of make check
    for those bytes, and shared by the tests that write the same fix (test_repairs,
    test_fixes)."""
    asked = {"seconds": seconds, "costs": False, "beyond": False}

    def judged() -> coach.Verdict:
        return coach.judge(fixed, seconds, costs=False, beyond=False)

    return shared.verdict(fixed, judged, asked)


def proposals(case: Path) -> Tuple[list, list]:
    """The edits the table's guesses propose for the case, and those its search
    proposes over every line of the file, each in the order tried: worked out once in
    a run of make check, and shared by every test that asks (shared.py)."""
    source = case.read_text()
    every = set(range(1, source.count("\n") + 2))
    return shared.computed(
        case,
        lambda: (edits(source), searched(source, set(), every)),
        {"proposed": "guessed, then searched over every line"},
        tuple,
    )


def lesson_text(case: Path, found: Optional[coach.Verdict] = None) -> str:
    """The lesson for the file as the gallery keeps it: the correctness lesson, the
    house rules broken by name, then the exit status."""
    found = found or judged(case)
    rules = house_rules.broken(case)
    with rendering(masked=True):  # each measured parameter as its placeholder
        text = coach.fit(found.lines)
    broken = ", ".join(rules) or "none"
    return f"{text}\nhouse rules broken: {broken}\nexit status: {found.status}\n"


def changed(case: Path, found: Optional[coach.Verdict] = None) -> str:
    """ "" when the case's lesson is the one kept; else what to do, and the diff from
    the kept lesson to the lesson now."""
    expected, now = kept(case), lesson_text(case, found)
    if now == expected:
        return ""
    diff = difflib.unified_diff(
        expected.splitlines(keepends=True),
        now.splitlines(keepends=True),
        f"gallery/{case.stem}.txt (kept)",
        f"the lesson for gallery/{case.name} now",
    )
    return (
        f"the lesson for {case.name} changed; if the new one reads right, save "
        f"it as {case.stem}.txt (see tests/gallery/README.md):\n" + "".join(diff)
    )
