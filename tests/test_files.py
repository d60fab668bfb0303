"""What a solution file may hold, so that it pastes into LeetCode as it is, and
what the documents link to."""

import ast
import re
import sys

from pytest_cases import parametrize

import kata


@parametrize("name", kata.SELECTED, ids=kata.SELECTED)
def test_solution_file_shape(name):
    """A docstring (style, idea, Time, Space), standard-library imports, then one
    class Solution of methods only: no state outside a call, no prints."""
    path = kata.style_path(name)
    tree = ast.parse(path.read_text(), filename=path.name)
    docstring = ast.get_docstring(tree)
    assert (
        docstring
    ), f"{path.name} should open with a docstring naming the style and its idea"
    assert re.search(
        r"^Time: ", docstring, re.M
    ), f"{path.name}: the docstring has no 'Time:' line"
    assert re.search(
        r"^Space: ", docstring, re.M
    ), f"{path.name}: the docstring has no 'Space:' line"
    body = tree.body[1:]
    imports = [node for node in body if isinstance(node, (ast.Import, ast.ImportFrom))]
    for node in imports:
        names = (
            [alias.name for alias in node.names]
            if isinstance(node, ast.Import)
            else [node.module or "."]
        )
        for module in names:
            assert (
                module.split(".")[0] in sys.stdlib_module_names
            ), f"{path.name} imports {module}: LeetCode has the standard library only"
    others = [node for node in body if node not in imports]
    assert [getattr(node, "name", None) for node in others] == [
        "Solution"
    ], f"{path.name}: after the imports, the file should hold class Solution and nothing else"
    state = [node for node in others[0].body if not isinstance(node, ast.FunctionDef)]
    assert (
        not state
    ), f"{path.name}: class Solution holds more than methods (line {state[0].lineno})"
    prints = [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and node.id == "print"
    ]
    assert not prints, f"{path.name}: a print on line {prints[0]}"


def test_documents_link_to_files_that_exist():
    for doc in [
        kata.ROOT / "README.md",
        *sorted((kata.ROOT / "problems").glob("*.md")),
    ]:
        for target in re.findall(r"\]\(([^)#]+)[^)]*\)", doc.read_text()):
            if "://" in target:
                continue
            assert (
                doc.parent / target
            ).exists(), f"{doc.name} links to {target}, which is not there"


def test_every_style_is_in_the_documents():
    for doc in [
        kata.ROOT / "README.md",
        *sorted((kata.ROOT / "problems").glob("*.md")),
    ]:
        text = doc.read_text()
        for name in kata.SHIPPED:
            assert kata.style_path(
                name
            ).exists(), f"{name}.py is missing from solutions/"
            assert f"solutions/{name}.py" in text, f"{doc.name} does not list {name}.py"


def test_readme_lists_the_make_targets_as_make_help_does():
    makefile = (kata.ROOT / "Makefile").read_text()
    readme = (kata.ROOT / "README.md").read_text()
    targets = re.findall(r"^([a-z-]+):.*?## (.*)$", makefile, re.M)
    assert len(targets) > 5
    for target, help in targets:
        assert (
            f"make {target:<10} {help}" in readme
        ), f"README's target list lacks: make {target}"
