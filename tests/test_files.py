"""What a solution file may hold, so that it pastes into LeetCode as it is, and
what the documents link to."""

import re

from kata import house_rules, styles

DOCUMENTS = [
    styles.ROOT / "README.md",
    *sorted((styles.ROOT / "problems").glob("*.md")),
]


def test_solution_file_keeps_the_house_rules(style_name):
    """A docstring (style, idea, Time, Space), standard-library imports, then one
    class Solution of methods only: no state outside a call, no prints. (black's
    check runs over every file in `make test` itself.)"""
    notes = house_rules.notes_for(styles.path(style_name), formatting=False)
    assert not notes, "\n".join(notes)


def test_documents_link_to_files_that_exist():
    for doc in DOCUMENTS:
        for target in re.findall(r"\]\(([^)#]+)[^)]*\)", doc.read_text()):
            if "://" in target:
                continue
            assert (
                doc.parent / target
            ).exists(), f"{doc.name} links to {target}, which is not there"


def test_every_style_is_in_the_documents():
    for doc in DOCUMENTS:
        text = doc.read_text()
        for name in styles.SHIPPED:
            assert styles.path(name).exists(), f"{name}.py is missing from solutions/"
            assert f"solutions/{name}.py" in text, f"{doc.name} does not list {name}.py"
