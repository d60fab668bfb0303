"""`make test STYLE=name`: one file judged the way a teacher would, lesson first.

Correctness first, on LeetCode's range (n = 1..9), smallest failing n first, with
the evidence drawn; then one instance reused, n = 0, and LeetCode's imports; the
house rules (black, the docstring, the imports) only after the verdict, one line
each with its fix. Exit status 0 only when all is well.
"""

from pathlib import Path
from typing import List, Tuple

from .. import asked, house_rules, notes, styles, verdict
from ..errors import KataError
from ..runner import MEMORY, SECONDS, StyleProcess

HELP = "judge one file the way a teacher would (what make test STYLE= runs)"
OPTIONS = {
    "STYLE": asked.Option("the style to judge", asked.style),
    "PATH": asked.Option("or a file to judge, anywhere", asked.python_file),
    "SECONDS": asked.Option("the time limit per call", asked.positive_seconds, SECONDS),
}


def check(args) -> None:
    if (args.style is None) == (args.path is None):
        raise KataError("say which file to judge: STYLE=name, or PATH=file.py")


LEETCODE_RANGE = range(1, 10)


def correctness(process: StyleProcess) -> List[str]:
    """The lesson of the first thing wrong, checked in the order a learner needs it."""
    for n in LEETCODE_RANGE:
        found = verdict.notes_at(process, n)
        if found:
            return found + watch_hint(process, n, found)
    reused = verdict.reused_note(process, LEETCODE_RANGE)
    if reused:
        return [reused]
    zero = [verdict.boards_note(process, 0), verdict.count_note(process, 0)]
    if any(zero):
        return [
            notes.zero_note(process.name, [first_line(note) for note in zero if note])
        ]
    return []


def watch_hint(process: StyleProcess, n: int, found: List[str]) -> List[str]:
    """Where boards are extra or missing, how to watch the search make them."""
    if process.path.parent != styles.SOLUTIONS or not any(
        word in found[0].splitlines()[0] for word in ("extra", "missing")
    ):
        return []
    return [
        f"Watch your search place its queens: make trace N={n} STYLE={process.name}"
    ]


def first_line(note: str) -> str:
    return note.splitlines()[0].split(": ", 1)[-1]


def under_leetcode(path: Path, seconds: float, memory: int) -> List[str]:
    """Notes from a run after LeetCode's star-imports (only a name clash shows here)."""
    with StyleProcess(path, leetcode=True, memory=memory, seconds=seconds) as process:
        for n in LEETCODE_RANGE:
            found = verdict.notes_at(process, n)
            if found:
                return [
                    f"{found[0]}\n  (only after LeetCode's `from typing import *` and the rest)"
                ]
    return []


def lesson(
    path: Path, seconds: float = SECONDS, memory: int = MEMORY
) -> Tuple[str, int]:
    """The whole lesson for the file, and the exit status."""
    with StyleProcess(path, memory=memory, seconds=seconds) as process:
        wrong = correctness(process)
    wrong = wrong or under_leetcode(path, seconds, memory)
    rules = house_rules.notes_for(path)
    name = path.name
    if wrong:
        lines = wrong + [
            f"Fix this first, then run `make test STYLE={path.stem}` again."
        ]
    else:
        lines = [
            f"{name}: correct. n = 1..9 as LeetCode asks, fresh and reused instances, n = 0, and under LeetCode's imports."
        ]
    if rules:
        lines.append(
            "House rules, after correctness (`make test` checks them on every file):"
        )
        lines += [f"  {rule}" for rule in rules]
    elif not wrong:
        lines.append(
            "House rules kept: black's formatting, the docstring's Time and Space, standard-library imports."
        )
    return "\n".join(lines), int(bool(wrong or rules))


def run(args) -> int:
    path = args.path or styles.path(args.style)
    text, status = lesson(path, args.seconds)
    print(text)
    return status
