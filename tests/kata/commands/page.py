"""`make page A=sets [B=bitmap] [N=5] [OPEN=1]`: two styles in the browser, side by
side: their code aligned as `make diff` aligns it, both searches step by step in
lockstep (the words of `make trace`, each style's own variables, the line it runs),
the queens counted as they go, and `make work`'s and `make compare`'s figures.

The page is one HTML file with everything inline (no server, no network), written
to .pages/ (git-ignored); OPEN=1 opens it in the web browser (see ``kata.study.page``).
"""

import sys
import webbrowser
from pathlib import Path

from ..basics import asked, styles
from ..study import page, page_html
from ..guard.runner import Stopped

MOST_N = 8  # a full search at n = 8 is about 4,000 steps: as far as stepping helps
FOLDER = styles.ROOT / ".pages"

HELP = "two styles in the browser, step by step (A=sets [B=bitmap] N=5 OPEN=1)"
OPTIONS = {
    **asked.two_styles("page"),
    "N": asked.Option("the n both searches replay", asked.n_up_to(MOST_N), 5),
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


def run(args) -> int:
    names = [args.a, args.b]
    print(f"the page of {args.a}.py and {args.b}.py at n = {args.n}:", flush=True)
    try:
        data = page.gather(names, args.n, lambda text: print(text, flush=True))
    except Stopped as stop:
        print(stop.line(), file=sys.stderr)
        return 1
    for side in data["sides"]:
        if not side["read"]:
            print(f"  {side['file']}: its variables cannot be followed step by step")
    for note in data["speed"]["wrong"]:
        print(f"  wrong: {note}", file=sys.stderr)
    sources = {name: styles.path(name).read_text() for name in names}
    path = write(page_html.document(data, sources), args.a, args.b, args.n)
    print(f"wrote {typed_path(path)}: open it in a web browser (OPEN=1 opens it)")
    if args.open and not webbrowser.open(path.as_uri()):
        print("no web browser found here: open the file yourself", file=sys.stderr)
    return 1 if data["speed"]["wrong"] else 0
