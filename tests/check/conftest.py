"""The kata's own tests (make check): they judge a copy of the shipped styles, never
the learner's solutions/, and their property tests take a few examples when run by
hand, many in `make check` (pytest --hypothesis-profile=thorough)."""

import os

import pytest
from hypothesis import settings

settings.register_profile("quick", max_examples=5)
settings.register_profile("thorough", max_examples=200)
settings.load_profile("quick")


def pytest_configure(config):
    if not os.environ.get("KATA_SOLUTIONS"):
        raise pytest.UsageError(
            "the kata's own tests judge a copy of the shipped styles: run them with "
            "`make check` (K=expression picks tests), or `kata check`"
        )
