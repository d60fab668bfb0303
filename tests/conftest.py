"""Suite-wide options and fixtures: `--style NAME` narrows every test to some
styles; each file's verdict is the coach's, computed once per file; the run ends
with one verdict per file judged (a failing file's whole lesson, a correct file's
line), and fails on a file no style name could name. `--gallery-sample SEED` (make
check's) judges a sample of the lesson gallery (check/test_gallery_sample_drawn.py),
said in a section of its own with the seed that drew it. `--verdicts-exchange FILE`
(make test's): the verdicts kept from earlier runs, said beside those judged, and
the file this run's verdicts are written to (kata.practice.verdict_records)."""

import json
import os
import pickle
from pathlib import Path

import pytest
from pytest_cases import fixture, parametrize_with_cases

import cases_solutions
from kata.basics import styles
from kata.basics.errors import KataError
from kata.guard.runner import SECONDS
from kata.gallery import lessons, sample, shared
from kata.judge import coach


def pytest_addoption(parser):
    parser.addoption(
        "--style",
        action="append",
        default=[],
        metavar="NAME",
        help="test only these styles of solutions/ (file names without .py; "
        "repeat the option or separate names by spaces or commas)",
    )
    parser.addoption(
        sample.OPTION,
        type=int,
        metavar="SEED",
        help="draw a sample of the lesson gallery by this seed (make check gives one)",
    )
    parser.addoption(
        "--verdicts-exchange",
        type=Path,
        metavar="FILE",
        help="JSON: {'kept': {name: {said, failed}}} to say beside this run's verdicts, "
        "which are written back into it as 'judged' (make test gives one)",
    )
    parser.addoption(
        "--gallery-folder",
        type=Path,
        default=lessons.GALLERY,
        metavar="DIR",
        help="the gallery the sample is drawn from (tests/gallery unless given)",
    )


def pytest_configure(config):
    """Check --style before anything is collected: a mistake is one line."""
    given = config.getoption("style")
    if any(not styles.split(text) for text in given):
        raise pytest.UsageError("STYLE= is empty: name a style, e.g. STYLE=sets")
    try:
        config.chosen_styles = styles.choose(
            [name for text in given for name in styles.split(text)],
            cases_solutions.FOLDER,
        )
    except KataError as error:
        raise pytest.UsageError(str(error)) from None
    if config.getoption("gallery_sample") is not None:  # said after the verdicts
        config.pluginmanager.register(GallerySample(config), "kata-gallery-sample")
    config.pluginmanager.register(Verdicts(config), "kata-verdicts")


@fixture(scope="module")
@parametrize_with_cases("name", cases=cases_solutions, prefix="style_", scope="module")
def style_name(name):
    """Each style of solutions/ in turn (cases_solutions.py)."""
    return name


@pytest.fixture(scope="session")
def verdict_of():
    """name -> the coach's verdict on the file, judged on first use, then kept (with
    the coach's own limit per call, or KATA_SECONDS where a test sets it); or as
    given, where check/test_one_judge.py gives the verdicts it judged already."""
    found = given_verdicts()
    seconds = float(os.environ.get("KATA_SECONDS") or SECONDS)

    def of(name: str) -> coach.Verdict:
        if name not in found:
            path = styles.path(name, cases_solutions.FOLDER)
            found[name] = coach.judge(path, seconds=seconds, costs=False)
        return found[name]

    return of


def given_verdicts() -> dict:
    """name -> verdict, from the pickle that KATA_VERDICTS_GIVEN names: how the
    suite says verdicts is tested over the whole gallery (check/test_one_judge.py)
    without judging each case again; make test gives none."""
    named = os.environ.get(shared.GIVEN)
    return pickle.loads(Path(named).read_bytes()) if named else {}


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config, items):
    """--style: keep only the chosen styles' tests; a file's items stay together,
    in the coach's order, on one worker (pytest-xdist's loadgroup)."""
    chosen = set(config.chosen_styles)
    kept = [item for item in items if chosen_style(item) in chosen | {None}]
    if len(kept) < len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in kept])
        items[:] = kept
    if not config.pluginmanager.hasplugin("xdist"):
        return
    for item in items:
        name = chosen_style(item)
        if name is not None:
            item.add_marker(pytest.mark.xdist_group(name))


def chosen_style(item):
    """The style an item tests, or None: the `name` that pytest-cases gave the
    style_name fixture (cases_solutions.style_file), found in the item's params."""
    callspec = getattr(item, "callspec", None)
    for value in callspec.params.values() if callspec else ():
        for argnames, argvalue in getattr(value, "iterparams", tuple)():
            if list(argnames) == ["name"] and isinstance(argvalue, str):
                return argvalue
    return None


class Verdicts:
    """Gathers each file's verdict from the reports (workers' included) and says
    them at the end, one per file: a failing file's whole lesson, a correct file's
    line, and the files skipped by name, beside the verdicts kept from earlier runs
    (--verdicts-exchange, which then gets those judged). (`make test` leaves out
    pytest's own report of each failure, so that each lesson is said once.)"""

    def __init__(self, config):
        self.config = config
        self.said = {}  # style name -> its verdict, as said at the end
        self.failed = set()  # the styles whose verdict is a lesson
        self.exchange = config.getoption("verdicts_exchange")
        self.kept = (
            json.loads(self.exchange.read_text())["kept"] if self.exchange else {}
        )

    def pytest_runtest_logreport(self, report):
        found = dict(report.user_properties)
        if "lesson" in found:  # the check that failed: its lesson is the verdict
            self.said[found["style"]] = found["lesson"]
            self.failed.add(found["style"])
        elif "summary" in found:
            self.said.setdefault(found["style"], coach.fit([found["summary"]]))

    def pytest_terminal_summary(self, terminalreporter):
        misnamed = styles.misnamed(cases_solutions.FOLDER)
        said = {name: kept["said"] for name, kept in self.kept.items()} | self.said
        if not said and not misnamed:
            return
        terminalreporter.section("one verdict per file")
        for name in sorted(said):
            terminalreporter.line(said[name])
        for line in misnamed:
            terminalreporter.line(coach.fit([line]))

    def pytest_sessionfinish(self, session):
        """The run fails for a file it did not judge too: one no style name could
        name, or one whose kept verdict failed. The verdicts judged are written back."""
        kept_failed = any(kept["failed"] for kept in self.kept.values())
        misnamed = styles.misnamed(cases_solutions.FOLDER)
        if (kept_failed or misnamed) and session.exitstatus == 0:
            session.exitstatus = 1
        if self.exchange and not hasattr(self.config, "workerinput"):
            judged = {
                name: {"said": said, "failed": name in self.failed}
                for name, said in self.said.items()
            }
            self.exchange.write_text(json.dumps({"judged": judged}))


class GallerySample:
    """The gallery sample's result, in a section of its own: the line that names the
    sample and its seed, then one line when every lesson is as kept, or the cases
    whose lesson changed (each such item fails, as any test does)."""

    def __init__(self, config):
        self.seed = config.getoption("gallery_sample")
        self.folder = config.getoption("gallery_folder")
        self.judged = set()
        self.changed = set()

    @staticmethod
    def case_of(report):
        """The gallery case a report is about, or None for any other test."""
        path, _, test = report.nodeid.partition("::")
        if Path(path).name != sample.SUITE.name or "[" not in test:
            return None
        return test.split("[", 1)[1].rstrip("]")

    def pytest_runtest_logreport(self, report):
        case = self.case_of(report)
        if case is None:
            return
        if report.when == "call" or report.failed:
            self.judged.add(case)
        if report.failed:
            self.changed.add(case)

    def pytest_terminal_summary(self, terminalreporter):
        if not self.judged:  # none of the sample was asked for (make check K=...)
            return
        heading = sample.heading(self.seed, self.folder)
        said = sample.outcome(len(self.judged), sorted(self.changed), self.folder)
        terminalreporter.section("gallery sample")
        terminalreporter.line(coach.fit([heading]))
        terminalreporter.line(coach.fit(said))
