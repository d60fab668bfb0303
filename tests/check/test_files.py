"""What a solution file may hold, so that it pastes into LeetCode as it is; and what
the documents say: links that resolve, each style listed once where styles are
listed, the glossary said once, no copy of `make help`, measured figures only in their
dated tables, and a real coach lesson."""

import importlib
import os
import pkgutil
import re
from pathlib import Path

import pytest

from kata import commands

from kata.basics import styles

README = styles.ROOT / "README.md"
STYLE_TABLES = [README, styles.ROOT / "solutions" / "README.md"]
GLOSSARY = styles.ROOT / "problems" / "0051-n-queens.md"
LESSON = styles.ROOT / "tests" / "gallery" / "abs_diagonal_key.txt"
MOST_LINES = 156  # a line more for make run, in the list of commands
WIDEST_TABLE = 100

MEASURED = [
    README,
    styles.ROOT / "solutions" / "README.md",
    styles.ROOT / "tests" / "kata" / "README.md",
]
FIGURE = re.compile(r"\b\d+(?:\.\d+)?x\b")  # a speed: 3.57x, 3.5x
FENCED = re.compile(r"^```.*?^```", re.M | re.S)
INLINE_LINK = re.compile(r"\]\(([^)\s]+)\)")
REFERENCE = re.compile(r"^\[([^\]]+)\]:\s*(\S+)", re.M)


def documents():
    """Every Markdown file of the repository, outside hidden folders."""
    found = []
    for folder, subfolders, files in os.walk(styles.ROOT):
        subfolders[:] = sorted(name for name in subfolders if not name.startswith("."))
        found += [Path(folder) / name for name in sorted(files) if name.endswith(".md")]
    return found


def prose(doc: Path) -> str:
    """The document without its fenced blocks, which hold output, not links."""
    return FENCED.sub("", doc.read_text())


def slug(heading: str) -> str:
    """A heading's anchor, as GitHub makes it: '## Where to start' -> 'where-to-start'."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(doc: Path) -> set:
    return {slug(heading) for heading in re.findall(r"^#+ (.*)$", prose(doc), re.M)}


def link_targets(doc: Path) -> list:
    text = prose(doc)
    return INLINE_LINK.findall(text) + [target for _, target in REFERENCE.findall(text)]


def style_table(doc: Path) -> list:
    """The styles a document's table lists, row by row, each checked to link to its file."""
    links = dict(REFERENCE.findall(prose(doc)))
    listed = []
    for row in re.findall(r"^\|.*\|$", prose(doc), re.M):
        name = re.search(r"\[([a-z][a-z0-9_]*)\]", row)
        if name:
            target = links.get(name.group(1), "")
            assert target.endswith(f"{name.group(1)}.py"), f"{doc.name}: {row}"
            listed.append(name.group(1))
    return listed


def make_help_lines() -> list:
    """What `make help` shows: the Makefile's `## ` texts, and each command's HELP."""
    makefile = (styles.ROOT / "Makefile").read_text()
    lines = re.findall(r"^[a-z-]+:.*?## (.*)$", makefile, re.M)
    for module in pkgutil.iter_modules(commands.__path__):
        lines.append(
            getattr(importlib.import_module(f"kata.commands.{module.name}"), "HELP", "")
        )
    return [line for line in lines if line]


@pytest.mark.parametrize(
    "doc", documents(), ids=lambda doc: str(doc.relative_to(styles.ROOT))
)
def test_every_link_resolves(doc):
    """Each link and picture is a file that exists, and each #anchor a heading there."""
    for target in link_targets(doc):
        if "://" in target or target.startswith("mailto:"):
            continue
        path, _, anchor = target.partition("#")
        where = (doc.parent / path).resolve() if path else doc
        assert where.exists(), f"{doc.name} links to {target}, which is not there"
        if anchor:
            assert anchor in anchors(
                where
            ), f"{doc.name} links to {target}: no such heading"


@pytest.mark.parametrize(
    "doc", STYLE_TABLES, ids=lambda doc: str(doc.relative_to(styles.ROOT))
)
def test_style_table_lists_each_shipped_style_once_in_teaching_order(doc):
    assert style_table(doc) == list(styles.SHIPPED)


def test_glossary_is_said_once_next_to_the_diagonals():
    """Only problems/0051 defines the shared names; the other documents link there."""
    defining = [
        doc for doc in documents() if re.search(r"^\| `n` \|", doc.read_text(), re.M)
    ]
    assert defining == [GLOSSARY]
    assert "row - col" in GLOSSARY.read_text() and "row + col" in GLOSSARY.read_text()


def test_no_document_copies_make_help():
    helps = make_help_lines()
    assert len(helps) > 5
    for doc in documents():
        text = doc.read_text()
        copied = [help for help in helps if help in text]
        assert not copied, f"{doc.name} copies `make help`: {copied}"


def prose_lines(doc: Path) -> list:
    """(line number, line) of the document's prose: outside its fenced blocks and
    its table rows, where the measured figures stand with their date and machine."""
    found, fenced = [], False
    for number, line in enumerate(doc.read_text().splitlines(), 1):
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and not line.startswith("|"):
            found.append((number, line))
    return found


@pytest.mark.parametrize(
    "doc",
    MEASURED + sorted((styles.ROOT / "problems").glob("*.md")),
    ids=lambda doc: str(doc.relative_to(styles.ROOT)),
)
def test_a_measured_speed_is_written_once_in_its_dated_table(doc):
    """Each number in one place: a speed like 3.57x stands in the table the command
    printed, dated and with its machine; prose points at that table, never copies
    it, so that the two cannot come to disagree."""
    copied = [
        f"{doc.relative_to(styles.ROOT)}:{number}: {line.strip()}"
        for number, line in prose_lines(doc)
        if FIGURE.search(line)
    ]
    assert not copied, "a measured figure in prose: point at its table\n" + "\n".join(
        copied
    )


def test_markdown_tables_fit_100_columns():
    for doc in documents():
        for row in re.findall(r"^\|.*$", prose(doc), re.M):
            assert (
                len(row) <= WIDEST_TABLE
            ), f"{doc.name}: a table row of {len(row)}: {row}"


def test_readme_shows_both_commands_first_and_stays_short():
    text = README.read_text()
    assert len(text.splitlines()) <= MOST_LINES
    animation = text.index("problems/trace.gif")
    assert -1 < text.find("make compare") < animation
    assert -1 < text.find("make test") < animation


def test_readme_says_that_make_alone_lists_the_targets():
    """`make` with no target lists the targets (the Makefile's help), not the styles:
    wherever the README says what it lists, it says so."""
    words = " ".join(README.read_text().split())
    said = re.findall(r"`make`(?: alone)? lists [^.;]*", words)
    assert said, "README.md no longer says what `make` alone lists"
    assert all("target" in sentence for sentence in said), said
    makefile = (styles.ROOT / "Makefile").read_text()
    assert re.search(r"^\.DEFAULT_GOAL := help$", makefile, re.M)


def lesson_as_shown(case: Path) -> list:
    """A gallery case's kept lesson as a learner reads it: without its exit status,
    and without the house rules that the gallery keeps by name only."""
    *lesson, status = case.read_text().splitlines()
    assert status.startswith("exit status:"), f"{case.name} ends without its status"
    return [line for line in lesson if not line.startswith("house rules broken:")]


def test_readme_coach_example_is_the_abs_diagonal_key_lesson():
    """The README's lesson is tests/gallery/abs_diagonal_key.txt, line for line: a
    missing board, and the square the search skipped."""
    marker = f"<!-- the lesson of {LESSON.relative_to(styles.ROOT).as_posix()} -->"
    shown = re.search(
        re.escape(marker) + r"\n```\n(.*?)\n```", README.read_text(), re.S
    )
    assert shown, f"README.md has no fenced block after {marker}"
    assert shown.group(1).splitlines() == lesson_as_shown(LESSON)
