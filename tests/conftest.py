"""Suite-wide options: `--style NAME` narrows every test to some styles."""

import pytest

import kata


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
    names = [
        name for text in config.getoption("style") for name in kata.split_names(text)
    ]
    try:
        kata.SELECTED[:] = kata.choose_styles(names)
    except kata.KataError as error:
        raise pytest.UsageError(str(error)) from None
