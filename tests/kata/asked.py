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


def positive_seconds(text: str, what: str = "--cap") -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0:
        raise KataError(f"{what} {text!r} is not a positive number of seconds")
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
        raise KataError(f"N={text!r} is out of range: this command takes n = 0..{most}")
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


def steps(text: Optional[str]) -> int:
    """STEPS=: how many steps a trace shows (200 when not given)."""
    if text is None:
        return 200
    count = whole_number(text, "STEPS")
    if count < 1:
        raise KataError(f"STEPS={text!r}: show at least 1 step (e.g. STEPS=50)")
    return count


def two_styles(args) -> None:
    """A= and B= for diff: both needed."""
    missing = [x.upper() for x in ("a", "b") if getattr(args, x) is None]
    if missing:
        raise KataError(
            "say which two styles to compare, e.g. make diff A=sets B=bitmap "
            f"({' and '.join(missing)} missing)"
        )
    args.a, args.b = one_style(args.a, what="A"), one_style(args.b, what="B")


def work_range(text: Optional[str]) -> range:
    """N= for work: as for compare, up to n = 10 (each line is counted)."""
    found = n_range(text) if text is not None else range(4, 9)
    if found.stop > 11:
        raise KataError(f"N={text!r} is too large to count here: work takes n up to 10")
    return found


def new_style(args) -> None:
    """STYLE= (the new file's name) and FROM= (the style whose idea it starts from)."""
    if args.style is None or not args.style.strip():
        raise KataError("name the new style, e.g. make new STYLE=my_idea")
    source = getattr(args, "from")
    args.source = one_style(source, what="FROM") if source is not None else None


def timed_range(args) -> None:
    """N= for compare and chart: the last n, or first-last (their own default)."""
    args.n = n_range(args.n) if args.n is not None else None


def compare_options(args) -> None:
    timed_range(args)
    args.seconds = per_call(args.seconds)


def per_call(text: Optional[str]) -> Optional[float]:
    """--seconds: the time limit per call (the guarded process's own when not given)."""
    return positive_seconds(text, "--seconds") if text else None


def show_options(args) -> None:
    args.n = one_n(args.n, 10, "make show N=6")
    args.style = one_style(args.style, styles.BASELINE)
    args.unique = flag(args.unique, "UNIQUE")
    args.format = choice(args.format, "FORMAT", ("grid", "leetcode"))
    if args.unique and args.format == "leetcode":
        raise KataError(
            "UNIQUE=1 draws one board per class; FORMAT=leetcode prints every "
            "board: ask for one of them"
        )


def trace_options(args) -> None:
    args.n = one_n(args.n, 8, "make trace N=4 STYLE=bitmap")
    args.style = one_style(args.style, styles.BASELINE)
    args.steps = steps(args.steps)


def coach_options(args) -> None:
    args.path = coached_file(args.style, args.path)
    args.seconds = per_call(args.seconds)


def bench_options(args) -> None:
    args.rounds = whole_number(args.rounds, "ROUNDS") if args.rounds else 9


def work_options(args) -> None:
    args.n = work_range(args.n)


CHECKS = {
    "compare": compare_options,
    "chart": timed_range,
    "work": work_options,
    "show": show_options,
    "trace": trace_options,
    "diff": two_styles,
    "new": new_style,
    "coach": coach_options,
    "bench": bench_options,
}


def checked(args):
    """Every value the command takes turned into what it needs, or a KataError."""
    if hasattr(args, "styles"):
        args.styles = style_list(args.styles)
    if hasattr(args, "cap"):
        default = 2.0 if args.command == "bench" else 1.0
        args.cap = positive_seconds(args.cap) if args.cap else default
    if hasattr(args, "out"):
        args.out = Path(args.out) if args.out else None
    if args.command in CHECKS:
        CHECKS[args.command](args)
    return args
