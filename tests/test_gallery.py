"""The lesson gallery: lessons are tests too.

Each tests/gallery/<case>.py is a wrong solution written the way a learner would;
tests/gallery/<case>.txt is the exact lesson `make test STYLE=` gives for it, with
its exit status on the last line. See tests/gallery/README.md to add one.

Run as a script to print a file's lesson with the test's own arguments:
    PYTHONPATH=tests .venv/bin/python tests/test_gallery.py tests/gallery/x.py
"""

import difflib
import sys
from pathlib import Path

from pytest_cases import parametrize

from kata.commands import coach

GALLERY = Path(__file__).resolve().parent / "gallery"
CASES = sorted(GALLERY.glob("*.py"))
SECONDS = 1.0  # per call: the runaway entries end in about a second
MEMORY = 256 << 20  # coach's own default is 1 GiB; a smaller cap ends sooner


def lesson_text(path: Path) -> str:
    """The lesson for the file as the gallery keeps it: the text, then the status."""
    text, status = coach.lesson(path.resolve(), seconds=SECONDS, memory=MEMORY)
    return f"{text}\nexit status: {status}\n"


@parametrize("case", CASES, ids=[path.stem for path in CASES])
def test_lesson_is_the_one_kept(case):
    expected = case.with_suffix(".txt").read_text()
    found = lesson_text(case)
    if found != expected:
        diff = difflib.unified_diff(
            expected.splitlines(keepends=True),
            found.splitlines(keepends=True),
            f"gallery/{case.stem}.txt (kept)",
            f"the lesson for gallery/{case.name} now",
        )
        raise AssertionError(
            f"the lesson for {case.name} changed; if the new one reads right, save "
            f"it as {case.stem}.txt (see tests/gallery/README.md):\n" + "".join(diff)
        )


def test_every_case_has_its_lesson():
    solutions = {path.stem for path in GALLERY.glob("*.py")}
    lessons = {path.stem for path in GALLERY.glob("*.txt")}
    assert len(solutions) >= 15
    assert not solutions - lessons, f"no .txt for: {sorted(solutions - lessons)}"
    assert not lessons - solutions, f"no .py for: {sorted(lessons - solutions)}"


if __name__ == "__main__":
    for argument in sys.argv[1:]:
        print(lesson_text(Path(argument)), end="")
