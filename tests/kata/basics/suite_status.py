"""A pytest plugin the kata's suites load (`-p kata.basics.suite_status`, by
``suite.command``): pytest-xdist, quiet (-q) and writing to a log or a pipe, says its
status "bringing up nodes..." twice, once as the workers start and again once they
have collected, with nothing new in the second; here it is said once."""

import pytest


@pytest.hookimpl(tryfirst=True)  # before xdist's own starts the workers
def pytest_sessionstart(session: pytest.Session) -> None:
    reporter = session.config.pluginmanager.get_plugin("terminaldistreporter")
    if reporter is not None and hasattr(reporter, "ensure_show_status"):
        reporter.ensure_show_status = once(reporter.ensure_show_status)


def once(say):
    """`say`, done at its first call only."""
    said = []

    def say_once() -> None:
        if not said:
            said.append(True)
            say()

    return say_once
