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
    config.pluginmanager.register(Measured(), "kata_measured")


class Measured:
    """What a test measured and says (its `measured` property, as
    `record_property("measured", line)` keeps it), in a section of its own at the end:
    a property comes back from an xdist worker, where a test's own print is lost."""

    def __init__(self):
        self.lines = []

    def pytest_runtest_logreport(self, report):
        self.lines += [v for k, v in report.user_properties if k == "measured"]

    def pytest_terminal_summary(self, terminalreporter):
        if self.lines:
            terminalreporter.section("measured")
            for line in dict.fromkeys(self.lines):
                terminalreporter.line(line)
