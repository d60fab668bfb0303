"""What a user asks for (N=, STYLE=, STYLES=, A=, B=, STEPS=, ...), read and checked
in one place: each function takes the text as given and returns the value, or a
KataError that quotes the text and says what would be right."""

from pathlib import Path
from typing import List, Optional

from . import styles
from .errors import KataError

MAX_COMPARE_N = 14


def whole_number(text: str, what: str = "N") -> int:
    if not text.strip().isdigit():
        raise KataError(f"{what}={text!r} is not a whole number (e.g. {what}=6)")
    return int(text)


def positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0:
        raise KataError(f"--cap {text!r} is not a positive number of seconds")
    return value


def n_range(text: str) -> range:
    """'10' -> 4..10 (or 1..10 below 4), '6-9' -> 6..9, within 1..MAX_COMPARE_N."""
    first, dash, last = text.partition("-")
    if dash and first.strip():
        low, high = whole_number(first), whole_number(last)
        if low > high:
            raise KataError(
                f"N={text!r} is reversed: give the smaller n first (N={high}-{low})"
            )
    else:
        high = whole_number(text)
        low = 4 if high >= 4 else 1
    if not 1 <= low <= high <= MAX_COMPARE_N:
        raise KataError(
            f"N={text!r} is out of range: give the last n, or first-last, within "
            f"1..{MAX_COMPARE_N} (pure Python needs minutes per call beyond)"
        )
    return range(low, high + 1)


def one_n(text: Optional[str], most: int, example: str) -> int:
    """One n from 0 to `most`, which the command needs (`example` shows how)."""
    if text is None:
        raise KataError(f"say which n, e.g. {example}")
    n = whole_number(text)
    if n > most:
        raise KataError(
            f"N={n} is too large to read here: this command takes n = 0..{most}"
        )
    return n


def style_list(text: Optional[str]) -> List[str]:
    """The styles named in STYLES= (all of them when it is not given)."""
    if text is not None and not styles.split(text):
        raise KataError('STYLES= is empty: name styles, e.g. STYLES="sets bitmap"')
    return styles.from_text(text)


def one_style(
    text: Optional[str], default: Optional[str] = None, what: str = "STYLE"
) -> str:
    """The one style named in STYLE= (or A=, B=); a path to a .py file is taken too."""
    if text is None and default:
        return default
    if text is None:
        raise KataError(f"say which style, e.g. {what}=sets")
    if not text.strip():
        raise KataError(f"{what}= is empty: name a style, e.g. {what}=sets")
    names = styles.split(text)
    if len(names) != 1:
        raise KataError(f"{what}={text!r}: name one style")
    return styles.from_text(names[0])[0]


def flag(text: Optional[str], what: str) -> bool:
    """UNIQUE=1 (or 0): a yes or no."""
    if text is None or text in ("0", ""):
        return False
    if text == "1":
        return True
    raise KataError(f"{what}={text!r}: say {what}=1 (or leave it out)")


def choice(text: Optional[str], what: str, choices) -> str:
    if text is None:
        return choices[0]
    if text not in choices:
        raise KataError(f"{what}={text!r}: say one of {', '.join(choices)}")
    return text


def coached_file(name: Optional[str], path: Optional[str]):
    """The file `make test STYLE=` judges: a style's, or any file given by path."""
    if path is not None:
        found = Path(path)
        if found.suffix != ".py" or not found.is_file():
            raise KataError(f"--path {path!r} is not a Python file")
        return found.resolve()
    return styles.path(one_style(name))
