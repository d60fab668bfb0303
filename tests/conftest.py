"""Suite-wide options and fixtures: `--style NAME` narrows every test to some
styles; each style runs in guarded processes, one per way of loading it, shared by
every test of the session."""

import pytest

from kata import styles
from kata.errors import KataError
from kata.runner import StyleProcess


def pytest_addoption(parser):
    parser.addoption(
        "--style",
        action="append",
        default=[],
        metavar="NAME",
        help="test only these styles of solutions/ (file names without .py; "
        "repeat the option or separate names by spaces or commas)",
    )


def pytest_generate_tests(metafunc):
    if "style_name" in metafunc.fixturenames:
        asked = [
            n for text in metafunc.config.getoption("style") for n in styles.split(text)
        ]
        try:
            chosen = styles.choose(asked)
        except KataError as error:
            raise pytest.UsageError(str(error)) from None
        metafunc.parametrize("style_name", chosen, ids=chosen, scope="module")


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
