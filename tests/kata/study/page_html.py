"""`make page`'s HTML: one self-contained file, the data, styles and script inline.

The two files' code is highlighted with Pygments and aligned as `make diff` aligns
it (kata.study.aligned.pairs): a row per pair of lines, the rows that differ marked,
each line numbered so that the script can light the line a style is running. The
figures (kata.study.page) go in as JSON; page_assets/page.js draws the boards from them.
"""

import html
import json
import re
from pathlib import Path
from typing import Dict, List

from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer
from pygments.token import STANDARD_TYPES

from .aligned import pairs

ASSETS = Path(__file__).with_name("page_assets")
ROW_CLASSES = {" ": "same", "|": "changed", "<": "only-a", ">": "only-b"}
CODE_STYLE = "default"  # Pygments' colours for the code
PLACE = re.compile(r"\{\{([A-Z]+)\}\}")  # {{NAME}} in page_assets/*.html, filled once


def token_class(ttype) -> str:
    """Pygments' short CSS class of a token type (its nearest known parent's)."""
    while ttype not in STANDARD_TYPES:
        ttype = ttype.parent
    return STANDARD_TYPES[ttype]


def highlighted(source: str) -> List[str]:
    """The file's lines as HTML, one string per line, tokens in Pygments' classes."""
    lexer = PythonLexer(stripnl=False, ensurenl=True)
    lines, line = [], []
    for ttype, value in lexer.get_tokens(source):
        for k, piece in enumerate(value.split("\n")):
            if k:
                lines.append("".join(line))
                line = []
            if piece:
                text = html.escape(piece, quote=False)
                name = token_class(ttype)
                line.append(f'<span class="{name}">{text}</span>' if name else text)
    return lines[: len(source.splitlines())]


def code_rows(left: str, right: str) -> str:
    """The table rows of the two files side by side, aligned as `make diff` does."""
    lit = {"a": highlighted(left), "b": highlighted(right)}
    at = {"a": 0, "b": 0}
    rows = []
    for mark, _, _ in pairs(left.splitlines(), right.splitlines()):
        cells = []
        for side, takes in (("a", mark in " |<"), ("b", mark in " |>")):
            if takes:
                number, at[side] = at[side] + 1, at[side] + 1
                cells.append(
                    f'<td class="num">{number}</td>'
                    f'<td class="src">{lit[side][number - 1]}</td>'
                )
            else:
                cells.append('<td class="num"></td><td class="src"></td>')
        line_a = at["a"] if mark in " |<" else ""
        line_b = at["b"] if mark in " |>" else ""
        rows.append(
            f'<tr class="{ROW_CLASSES[mark]}" data-a="{line_a}" data-b="{line_b}">'
            f'{cells[0]}<td class="mark">{html.escape(mark)}</td>{cells[1]}</tr>'
        )
    return "\n".join(rows)


def script_json(data: dict) -> str:
    """JSON safe inside a <script> element."""
    return json.dumps(data, separators=(",", ":")).replace("</", "<\\/")


def filled(asset: str, values: Dict[str, str]) -> str:
    """An asset of page_assets/ with each {{NAME}} in it filled in, once."""
    template = ASSETS.joinpath(asset).read_text()
    return PLACE.sub(lambda found: values[found.group(1)], template)


def document(data: dict, sources: Dict[str, str]) -> str:
    """The whole page for the figures of kata.study.page.gather and the two files' text."""
    a, b = (side["name"] for side in data["sides"])
    css = ASSETS.joinpath("page.css").read_text()
    css += HtmlFormatter(style=CODE_STYLE).get_style_defs(".code")
    values = {
        "TITLE": html.escape(f"{a} and {b}, n = {data['n']}: N-Queens kata"),
        "A": html.escape(a),
        "B": html.escape(b),
        "SIDES": "".join(  # one side.html each: a on the left, b on the right
            filled("side.html", {"SIDE": side, "NAME": html.escape(name)})
            for side, name in (("a", a), ("b", b))
        ).rstrip("\n"),
        "N": str(data["n"]),
        "CSS": css,
        "ROWS": code_rows(sources[a], sources[b]),
        "DATA": script_json(data),
        "SCRIPT": ASSETS.joinpath("page.js").read_text(),
    }
    return filled("page.html", values)
