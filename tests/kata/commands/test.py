"""`make test [STYLE=name]` (or `kata test [name]`): the learner's command. Every
file in solutions/ judged by the shared suite (tests/test_solutions.py), one verdict
per file with each lesson said once, then black's check; with a style, that one
file judged the way a teacher would, lesson first (see ``kata.judge.coach``).
SLOW=1 adds n = 10..12 for every file judged. FORMAT=json or FORMAT=lines gives one
file's findings as a tool reads them (see ``kata.judge.forms``). It judges the
learner's files and black's check, nothing else: the kata's own tests, the lesson
gallery among them, are `make check`'s."""

import time

from ..basics import asked, black_check, styles, suite
from ..basics.errors import KataError
from ..judge import coach, forms
from ..practice import journal, layers, places

HELP = "every file judged, one verdict each, then black (STYLE=name: coach one file)"
OPTIONS = {
    "STYLE": asked.Option("one file to coach, lesson first", asked.style),
    "SLOW": asked.Option("1: n = 10..12 as well, for every file", asked.flag, False),
    "FORMAT": asked.Option(
        "with STYLE=: text, json, or lines (path:line: message, for an editor)",
        asked.one_of(*forms.FORMATS),
        "text",
    ),
}


def check(args) -> None:
    if args.format != "text" and (args.style is None or args.slow):
        raise KataError(
            f"FORMAT={args.format} gives one file's findings: name it, "
            f"make test STYLE=mine FORMAT={args.format}"
        )


SUITE = styles.ROOT / "tests" / "test_solutions.py"


def run(args) -> int:
    if args.style is not None and not args.slow:
        path = styles.path(args.style)
        found = coach.judge(path)
        print(said_as(args.format, found, path, coach.told(found)))
        green = layers.green(found)  # a drill file's judgement is recorded
        journal.judged(path, path.read_bytes(), green, time.time(), places.history())
        return found.status
    status = suite.run(pytest_command(args))
    if args.style is None and status in (0, 1):
        status = max(status, black_status())
    return status


def said_as(form: str, found: coach.Verdict, path, text: str) -> str:
    if form == "json":
        return forms.as_json(found, path)
    if form == "lines":
        return "\n".join(forms.as_lines(found, path))
    return text


def pytest_command(args) -> list:
    """The suite on every core (a file's checks on one), each lesson said once under
    "one verdict per file" (no tracebacks, no short summary); n = 10..12 where SLOW=1;
    for one style where STYLE= is given."""
    command = suite.command("--tb=no", "-r", "N", "-p", "no:hypothesispytest")
    command += [str(SUITE)]
    if args.slow:
        command += ["-m", "slow or not slow"]
    if args.style is not None:
        return command + ["--style", args.style]
    return command


def black_status(root=styles.ROOT) -> int:
    """black's check over the repository, each file it fails named: 0 or 1."""
    status, lines = black_check.check(root)
    print("\n".join(lines))
    return status
