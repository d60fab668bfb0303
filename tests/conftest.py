"""Suite-wide options and fixtures: `--style NAME` narrows every test to some
styles; each style runs in guarded processes, one per way of loading it, shared by
every test of the session."""

import pytest
from pytest_cases import fixture, parametrize_with_cases

import cases_solutions
from kata.basics import styles
from kata.basics.errors import KataError
from kata.guard.runner import StyleProcess


def pytest_addoption(parser):
    parser.addoption(
        "--style",
        action="append",
        default=[],
        metavar="NAME",
        help="test only these styles of solutions/ (file names without .py; "
        "repeat the option or separate names by spaces or commas)",
    )


def pytest_configure(config):
    """Check --style before anything is collected: a mistake is one line."""
    given = config.getoption("style")
    if any(not styles.split(text) for text in given):
        raise pytest.UsageError("STYLE= is empty: name a style, e.g. STYLE=sets")
    try:
        config.chosen_styles = styles.choose(
            [name for text in given for name in styles.split(text)]
        )
    except KataError as error:
        raise pytest.UsageError(str(error)) from None


@fixture(scope="module")
@parametrize_with_cases("name", cases=cases_solutions, prefix="style_", scope="module")
def style_name(name):
    """Each style of solutions/ in turn (cases_solutions.py)."""
    return name


def pytest_collection_modifyitems(config, items):
    """--style: keep only the chosen styles' tests."""
    chosen = set(config.chosen_styles)
    kept = [item for item in items if chosen_style(item) in chosen | {None}]
    if len(kept) < len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in kept])
        items[:] = kept


@pytest.fixture(scope="session")
def processes():
    """(name, leetcode) -> the style's guarded process, started on first use."""
    started = {}
    yield started
    for process in started.values():
        process.close()


@pytest.fixture
def style(style_name, processes):
    """The style run alone: its file only, `python -I`, in an empty folder."""
    if (style_name, False) not in processes:
        processes[(style_name, False)] = StyleProcess(styles.path(style_name))
    return processes[(style_name, False)]


@pytest.fixture
def under_leetcode(style_name, processes):
    """The style run after LeetCode's star-imports."""
    if (style_name, True) not in processes:
        processes[(style_name, True)] = StyleProcess(
            styles.path(style_name), leetcode=True
        )
    return processes[(style_name, True)]


def chosen_style(item):
    """The style an item tests (its id starts "file-<style>"), or None."""
    callspec = getattr(item, "callspec", None)
    parts = callspec.id.split("-") if callspec else []
    return parts[1] if parts[:1] == ["file"] else None
