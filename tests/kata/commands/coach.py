"""`make test STYLE=name` (or `kata coach --path=FILE`): one file judged
the way a teacher would, lesson first (see ``kata.judge.coach``)."""

from ..basics import asked, styles
from ..basics.errors import KataError
from ..guard.runner import SECONDS
from ..judge import coach

HELP = "judge one file the way a teacher would (what make test STYLE= runs)"
OPTIONS = {
    "STYLE": asked.Option("the style to judge", asked.style),
    "PATH": asked.Option("or a file to judge, anywhere", asked.python_file),
    "SECONDS": asked.Option("the time limit per call", asked.positive_seconds, SECONDS),
}


def check(args) -> None:
    if (args.style is None) == (args.path is None):
        raise KataError("say which file to judge: STYLE=name, or PATH=file.py")


def run(args) -> int:
    path = args.path or styles.path(args.style)
    text, status = coach.lesson(path, args.seconds)
    print(text)
    return status
