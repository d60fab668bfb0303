"""`make diff A=sets [B=bitmap]`: two styles side by side, the changed lines marked,
fitted to the terminal (100 columns when it cannot tell); a line too long for its
half is cut, and ends in CUT. Two names of one file, or two files of the same text,
get one line that says so."""

import os
import shutil
import sys
import textwrap

from ..basics import asked, styles
from ..basics.boards import plural
from ..study.aligned import pairs

HELP = "two styles side by side, the lines that differ marked (A=sets [B=bitmap])"
OPTIONS = asked.two_styles("diff")
check = asked.two_different

CUT = "…"
MARKS = {"<": "\033[31m", ">": "\033[32m", "|": "\033[33m"}


def fit(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + CUT


def alike(a: str, b: str) -> str:
    """One line where the two files are one (a link) or hold the same text; else ""."""
    one, two = styles.path(a), styles.path(b)
    both = f"solutions/{a}.py and solutions/{b}.py"
    if one.resolve() == two.resolve():
        return f"{both} are the same file: nothing differs"
    if one.read_bytes() == two.read_bytes():
        return f"{both} hold the same text, byte for byte: nothing differs"
    return ""


def run(args) -> int:
    a, b = args.a, args.b
    if alike(a, b):
        print(alike(a, b))
        return 0
    left = styles.path(a).read_text().splitlines()
    right = styles.path(b).read_text().splitlines()
    columns = shutil.get_terminal_size((100, 24)).columns
    half = max(20, min(max(map(len, left + right)), (columns - 3) // 2))
    colour = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    print(
        f"{fit('solutions/' + a + '.py', half).ljust(half)}   {fit('solutions/' + b + '.py', half)}"
    )
    print(f"{'-' * half}   {'-' * half}")
    changed, previous, cut = 0, " ", []
    for mark, one, two in pairs(left, right):
        changed += mark != " " and previous == " "
        previous = mark
        text = f"{fit(one, half).ljust(half)} {mark} {fit(two, half)}".rstrip()
        print(f"{MARKS[mark]}{text}\033[0m" if colour and mark in MARKS else text)
        if mark != " " and max(len(one), len(two)) > half:
            cut += [f"< {one}"] * bool(one) + [f"> {two}"] * bool(two)
    if cut:
        print(f"\nthe changed lines cut above, in full:")
        print("\n".join(cut))
    summary = (
        f"{plural(changed, 'place')} differ ('|' changed, '<' only in {a}, "
        f"'>' only in {b}; a line cut to fit ends in '{CUT}')"
    )
    print("\n" + textwrap.fill(summary, max(columns, 40)))
    return 0
