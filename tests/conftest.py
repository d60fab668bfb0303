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
    if "name" in metafunc.fixturenames:
        asked = [
            n for text in metafunc.config.getoption("style") for n in styles.split(text)
        ]
        try:
            chosen = styles.choose(asked)
        except KataError as error:
            raise pytest.UsageError(str(error)) from None
        metafunc.parametrize("name", chosen, ids=chosen, scope="module")


@pytest.fixture(scope="session")
def processes():
    """(name, leetcode) -> the style's guarded process, started on first use."""
    started = {}
    yield started
    for process in started.values():
        process.close()


@pytest.fixture
def style(name, processes):
    """The style run alone: its file only, `python -I`, in an empty folder."""
    if (name, False) not in processes:
        processes[(name, False)] = StyleProcess(styles.path(name))
    return processes[(name, False)]


@pytest.fixture
def under_leetcode(name, processes):
    """The style run after LeetCode's star-imports."""
    if (name, True) not in processes:
        processes[(name, True)] = StyleProcess(styles.path(name), leetcode=True)
    return processes[(name, True)]
