"""What a user asks for (N=, STYLE=, STYLES=, A=, B=, STEPS=, ...), read and checked
in one place.

A command declares each make variable it takes as an ``Option``: its help, its
check and its default. A check takes the text as given and the variable's name,
and returns the value the command needs, or raises a KataError: one line that
quotes the text and says what would be right.
"""

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, List

from . import styles
from .errors import KataError

MAX_TIMED_N = 14  # pure Python needs minutes per call beyond
DIGITS = 6  # a whole number longer than this is a typo, not a request


@dataclass(frozen=True)
class Option:
    """One make variable a command takes.

    `check(text, name)` turns the text given into the value; `default` is the value
    when the variable is not given (called, when it is a function); a non-empty `required` makes it an error not to
    give it, and is the example that error shows (e.g. "make diff A=sets B=bitmap").
    """

    help: str
    check: Callable[[str, str], Any]
    default: Any = None
    required: str = ""


def whole_number(text: str, name: str) -> int:
    digits = text.strip()
    if not (digits.isascii() and digits.isdigit()):
        raise KataError(f"{name}={text!r} is not a whole number (e.g. {name}=6)")
    if len(digits) > DIGITS:
        raise KataError(f"{name}={text!r} is far too large")
    return int(digits)


def at_least(least: int) -> Callable[[str, str], int]:
    """A check for a whole number no smaller than `least`."""

    def check(text: str, name: str) -> int:
        value = whole_number(text, name)
        if value < least:
            raise KataError(f"{name}={text!r}: give at least {least}")
        return value

    return check


def positive_seconds(text: str, name: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value < 1e6:  # also refuses nan and inf
        raise KataError(f"{name}={text!r} is not a positive number of seconds")
    return value


def n_range(text: str, name: str = "N", most: int = MAX_TIMED_N) -> range:
    """'6-9' -> n = 6..9, '8' (or '8-8') -> n = 8 alone, within 1..`most`.

    N= is one n in every command; where a command takes several, they are written
    as a range, first-last.
    """
    first, dash, last = text.partition("-")
    parts = [first, last] if dash else [text]
    if not all(part.strip().isascii() and part.strip().isdigit() for part in parts):
        raise KataError(
            f"{name}={text!r} is not an n or a range of n: write one n, e.g. {name}=8, "
            f"or first-last, e.g. {name}=4-10"
        )
    low, high = whole_number(parts[0], name), whole_number(parts[-1], name)
    if low > high:
        raise KataError(
            f"{name}={text!r} is reversed: give the smaller n first "
            f"({name}={high}-{low})"
        )
    if not 1 <= low <= high <= most:
        why = " (pure Python needs minutes per call beyond)" * (most == MAX_TIMED_N)
        raise KataError(
            f"{name}={text!r} is out of range: give n within 1..{most}{why}"
        )
    return range(low, high + 1)


def n_range_up_to(most: int) -> Callable[[str, str], range]:
    """A check for N= as n_range reads it, within 1..`most`."""

    def check(text: str, name: str) -> range:
        return n_range(text, name, most)

    return check


def n_up_to(most: int) -> Callable[[str, str], int]:
    """A check for one n from 0 to `most`."""

    def check(text: str, name: str) -> int:
        n = whole_number(text, name)
        if n > most:
            raise KataError(
                f"{name}={text!r} is out of range: this command takes n = 0..{most}"
            )
        return n

    return check


def style_named(text: str, name: str) -> str:
    """The style a value names, as an editor passes it: `mine`, `mine.py`, or the
    path of solutions/mine.py (from here, from the repository's root, or in full)."""
    text = text.strip()
    if "\x00" in text:  # no file's name or path holds one
        raise KataError(f"{name}={text!r} holds a NUL character: name a style")
    if not any(mark in text for mark in ("/", os.sep, os.altsep or "/")):
        return text[:-3] if text.endswith(".py") else text
    try:
        path = Path(text).expanduser()
    except RuntimeError:  # `~name/` of no user: the text as written
        path = Path(text)
    folders = {styles.SOLUTIONS.resolve(), (styles.ROOT / "solutions").resolve()}
    seen_from = (
        [path] if path.is_absolute() else [Path.cwd() / path, styles.ROOT / path]
    )
    if not any(place.parent.resolve() in folders for place in seen_from):
        raise KataError(
            f"{name}={text!r} is not in solutions/: styles live in solutions/ (put the "
            f"file there, then {name}={styles.suggested(path.stem)})"
        )
    return path.stem if path.suffix == ".py" else path.name


def style(text: str, name: str) -> str:
    """One style of solutions/ (a learner's file included), named as style_named
    reads it; a name no style can have says how to rename the file."""
    if not text.strip():
        raise KataError(f"{name}= is empty: name a style, e.g. {name}=sets")
    names = styles.split(text)
    if len(names) > 1 and set(names) <= set(styles.names()):
        raise KataError(f"{name}={text!r}: name one style")
    return styles.choose([styles.check_name(style_named(text, name))])[0]


def style_list(text: str, name: str) -> List[str]:
    """The styles named in STYLES= ("sets bitmap" or "sets,bitmap"), each as
    style_named reads it."""
    if not styles.split(text):
        raise KataError(f'{name}= is empty: name styles, e.g. {name}="sets bitmap"')
    if "" in [part.strip() for part in text.strip(" ").split(",")]:
        raise KataError(f"{name}={text!r} has an empty name between its commas")
    named = [style_named(part, name) for part in styles.split(text)]
    return styles.choose([styles.check_name(part) for part in named])


def new_style_name(text: str, name: str) -> str:
    """A name for a new style: valid, and not taken yet (`mine.py` is `mine`)."""
    if not text.strip():
        raise KataError(f"{name}= is empty: name the new style, e.g. {name}=my_idea")
    new = styles.check_name(style_named(text, name), verb="call it")
    if styles.path(new).exists():
        raise KataError(
            f"solutions/{new}.py exists already: pick another name, or edit it"
        )
    return new


def words(text: str, name: str) -> str:
    """Any text of one line, not empty (a pytest -k expression, say)."""
    if not text.strip() or "\n" in text:
        raise KataError(f"{name}={text!r}: give some words, on one line")
    return text.strip()


def flag(text: str, name: str) -> bool:
    """1 (or 0): a yes or no."""
    if text not in ("0", "1", ""):
        raise KataError(f"{name}={text!r}: say {name}=1 (or leave it out)")
    return text == "1"


def one_of(*choices: str) -> Callable[[str, str], str]:
    def check(text: str, name: str) -> str:
        if text not in choices:
            raise KataError(f"{name}={text!r}: say one of {', '.join(choices)}")
        return text

    return check


def existing(path: Path, text: str, name: str, folder: bool = False) -> Path:
    """The path, if there is such a file (or folder), else a KataError."""
    try:
        found = path.is_dir() if folder else path.is_file()
    except (OSError, ValueError):  # a name the system cannot even look up
        found = False
    if not found:
        what = (
            f"there is no folder {str(path)!r}" if folder else "there is no such file"
        )
        raise KataError(f"{name}={text!r}: {what}")
    return path


def python_file(text: str, name: str) -> Path:
    """A Python file anywhere (the gallery's, say)."""
    path = Path(text)
    if path.suffix != ".py":
        raise KataError(f"{name}={text!r} is not a Python file (a name ending in .py)")
    return existing(path, text, name).resolve()


def picture(suffix: str) -> Callable[[str, str], Path]:
    """A check for where a picture goes: a name ending in `suffix`, in a folder that
    exists."""

    def check(text: str, name: str) -> Path:
        path = Path(text)
        if path.suffix != suffix:
            raise KataError(
                f"{name}={text!r}: the picture's name should end in {suffix}"
            )
        existing(path.parent, text, name, folder=True)
        return path.resolve()

    return check


def given(options: dict, values: dict) -> dict:
    """Each declared option's value: checked where given, its default where not."""
    found = {}
    for name, option in options.items():
        text = values.get(name)
        if text is not None:
            found[name] = option.check(text, name)
        elif option.required:
            raise KataError(f"say {name}=..., e.g. {option.required}")
        else:
            default = option.default
            found[name] = default() if callable(default) else default
    return found


# Variables that several commands take, declared once.
STYLES = Option(
    "style names, by spaces or commas (every style)", style_list, styles.names
)


def timed_n() -> Option:
    """N= in a command that times styles: one n, or a range, 1..MAX_TIMED_N."""
    return Option(
        "one n, or a range of n first-last (e.g. N=9, N=6-9)",
        n_range_up_to(MAX_TIMED_N),
    )


def two_styles(command: str) -> dict:
    """A= and B=, alike in every command that sets two styles side by side: A= must
    be given; B= is the baseline unless given, as the speeds are measured against it,
    so `make diff A=mine` reads as mine against the plain bitmap."""
    return {
        "A": Option("the left style", style, required=f"make {command} A=sets"),
        "B": Option(
            "the right style: unless given, the baseline every speed is measured against",
            style,
            styles.BASELINE,
        ),
    }


def two_different(args) -> None:
    """The rule across A= and B=: two files, not one file twice."""
    if args.a == args.b:
        raise KataError(
            f"A={args.a} and B={args.b} are the same file: name two styles "
            f"(B= is {styles.BASELINE} unless given)"
        )


def cap(default: float) -> Option:
    """CAP=: where a style stops being timed."""
    return Option(
        "skip larger n once one call would take over this many seconds",
        positive_seconds,
        default,
    )
