"""`make page A=sets [B=bitmap] [N=5] [OPEN=1]`: two styles in the browser, side by
side: their code aligned as `make diff` aligns it, both searches step by step in
lockstep (the words of `make trace`, each style's own variables, the line it runs),
the queens counted as they go, and `make work`'s and `make compare`'s figures.

A= is judged first, as the coach judges it, at N (at n = 1..8, the smallest first,
unless N= is given). Where it is wrong, the page shows its first wrong n and opens at
the first wrong step the finding names: the square the search skipped, or the
attacked square it let through, marked, and the line to blame lit; where the finding
names no step, at the start, saying what is wrong (see ``kata.study.page_opening``).

The page is one HTML file with everything inline (no server, no network), written
to .pages/ (git-ignored); OPEN=1 opens it in the web browser (see ``kata.study.page``).
Once the page is written the command has done its job, and exits 0 even where A= is
wrong (the page shows how); a file with no search to show gets no page, and exit 1.
"""

import sys
import webbrowser
from pathlib import Path

from ..basics import asked, styles
from ..study import page, page_html, page_opening
from ..guard.runner import Stopped
from ..judge.answers.stop_notes import told

MOST_N = 8  # a full search at n = 8 is about 4,000 steps: as far as stepping helps
RIGHT_N = 5  # the n shown where A= is right at every n judged
FOLDER = styles.ROOT / ".pages"

HELP = "two styles in the browser, step by step (A=sets [B=bitmap] N=5 OPEN=1)"
OPTIONS = {
    **asked.two_styles("page"),
    "N": asked.Option(
        f"the n both searches replay (the first n A= is wrong at, else {RIGHT_N})",
        asked.n_up_to(MOST_N),
    ),
    "OPEN": asked.Option("1: open the page in the web browser", asked.flag, False),
}
check = asked.two_different


def typed_path(path: Path) -> str:
    """The path as the learner can type it: relative to where they are, if below."""
    here = Path.cwd()
    return str(path.relative_to(here)) if path.is_relative_to(here) else str(path)


def write(text: str, a: str, b: str, n: int) -> Path:
    """The page, written to FOLDER under a name that says what it shows."""
    FOLDER.mkdir(exist_ok=True)
    path = FOLDER / f"{a}-and-{b}-n{n}.html"
    path.write_text(text, encoding="utf-8")
    return path


def judged(name: str, n) -> tuple:
    """(the n to show, the first finding on the file there, or None where it is
    right): at n where given, else at the first wrong n up to MOST_N."""
    ns = range(1, MOST_N + 1) if n is None else [n]
    where = f"n = 1..{MOST_N}" if n is None else f"n = {n}"
    print(f"{name}.py judged at {where}", flush=True)
    found = page_opening.first_wrong(styles.path(name), ns)
    if found is None:
        return (RIGHT_N if n is None else n), None
    return found


def opened(data: dict) -> str:
    """Where the page opens, in a line."""
    opening = data["opening"]
    if opening["square"] is None:
        return "  it opens at the start: no step of the search shows what is wrong"
    row, col = opening["square"]
    line = f", line {opening['line']} to blame" if opening["line"] else ""
    square = f"({row}, {col}) {opening['key']}"
    return f"  it opens at step {opening['frame']}, where {square}{line}"


def run(args) -> int:
    names = [args.a, args.b]
    n, wrong = judged(args.a, args.n)
    if wrong is not None and wrong.kind == "stopped":  # no search to show at n
        print(wrong.head, file=sys.stderr)
        return 1
    print(f"the page of {args.a}.py and {args.b}.py at n = {n}:", flush=True)
    try:
        data = page.gather(names, n, lambda text: print(text, flush=True), wrong)
    except Stopped as stop:
        print(told(stop), file=sys.stderr)
        return 1
    for side in data["sides"]:
        if not side["read"]:
            print(f"  {side['file']}: its variables cannot be followed step by step")
    for note in data["speed"]["wrong"]:
        print(f"  wrong: {note}", file=sys.stderr)
    sources = {name: styles.path(name).read_text() for name in names}
    path = write(page_html.document(data, sources), args.a, args.b, n)
    print(f"wrote {typed_path(path)}: open it in a web browser (OPEN=1 opens it)")
    if wrong is not None:
        print(opened(data))
    if args.open and not webbrowser.open(path.as_uri()):
        print("no web browser found here: open the file yourself", file=sys.stderr)
    return 0  # the page asked for is written: a wrong A= is what it shows
