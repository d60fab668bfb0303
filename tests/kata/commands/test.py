"""`make test [STYLE=name]` (or `kata test [name]`): the learner's command. Every
file in solutions/ judged by the shared suite (tests/test_solutions.py), one verdict
per file with each lesson said once, then black's check; with a style, that one
file judged the way a teacher would, lesson first (see ``kata.judge.coach``).
SLOW=1 adds n = 10..12 for every file judged. FORMAT=json or FORMAT=lines gives one
file's findings as a tool reads them (see ``kata.judge.forms``). It judges the
learner's files and black's check, nothing else: the kata's own tests, the lesson
gallery among them, are `make check`'s.

Each verdict is kept in .kata/ (``kata.practice.verdict_records``), by the file's
bytes, the kata's own code and the Python: a file unchanged since is said from its
record, marked as kept, without running it; the files changed are judged, one here
(by the suite's judge, said as it says it), more by the suite on every core.
FRESH=1 judges every file again. SLOW=1 and FORMAT= judge afresh, always."""

import json
import os
import shutil
import tempfile
import time
from pathlib import Path

from ..basics import asked, black_check, styles, suite
from ..basics.errors import KataError
from ..guard.runner import SECONDS
from ..judge import coach, forms
from ..practice import journal, layers, places, verdict_records

HELP = "every file judged, one verdict each, then black (STYLE=name: coach one file)"
OPTIONS = {
    "STYLE": asked.Option("one file to coach, lesson first", asked.style),
    "SLOW": asked.Option("1: n = 10..12 as well, for every file", asked.flag, False),
    "FORMAT": asked.Option(
        "with STYLE=: text, json, or lines (path:line: message, for an editor)",
        asked.one_of(*forms.FORMATS),
        "text",
    ),
    "FRESH": asked.Option(
        "1: judge every file again, though unchanged since its verdict was kept",
        asked.flag,
        False,
    ),
}


def check(args) -> None:
    if args.format != "text" and (args.style is None or args.slow):
        raise KataError(
            f"FORMAT={args.format} gives one file's findings: name it, "
            f"make test STYLE=mine FORMAT={args.format}"
        )


SUITE = styles.ROOT / "tests" / "test_solutions.py"


def run(args) -> int:
    """One file's lesson (STYLE=), or every file's verdict then black's check."""
    if args.style is not None and not args.slow:
        return one_file(args)
    black = black_check.started() if args.style is None else None  # beside it
    if args.slow:  # n = 10..12 are asked afresh: no verdict is kept for them
        status = suite.run(pytest_command(args))
    else:
        status = whole_folder(args.fresh)
    if black is not None:
        black_status, said = black_check.finished(black)
        if status in (0, 1):
            print("\n".join(said))
            status = max(status, black_status)
    return status


def one_file(args) -> int:
    """The file's lesson: kept from an earlier run where nothing that decides it has
    changed (as text, without FRESH=1), else judged and kept. A drill file's
    judgement is recorded either way."""
    path = styles.path(args.style)
    source, book = path.read_bytes(), verdict_records.book()
    records = verdict_records.load(book)
    at = verdict_records.key(path, source, verdict_records.kata_version())
    kept = verdict_records.kept(records, at, verdict_records.STYLE_FORM)
    if kept and not args.fresh and args.format == "text":
        print(verdict_records.marked(kept["said"]))
        green, status = kept["green"], int(kept["failed"])
    else:
        found = coach.judge(path)
        told = coach.told(found)
        print(said_as(args.format, found, path, told))
        green, status = layers.green(found), found.status
        form, failed = verdict_records.STYLE_FORM, bool(found.failed)
        if unchanged(path, source):  # while it was judged
            verdict_records.note(records, at, form, told, failed, green=green)
            verdict_records.save(book, records)
    journal.judged(path, source, green, time.time(), places.history())
    return status


def unchanged(path, source: bytes) -> bool:
    try:
        return path.read_bytes() == source
    except OSError:
        return False


def whole_folder(fresh: bool) -> int:
    """Every file's verdict: those unchanged since it was kept said from the record,
    the others judged (one here, more by the suite, which says them all), then
    kept."""
    book, version = verdict_records.book(), verdict_records.kata_version()
    records = verdict_records.load(book)
    keys = {name: file_key(name, version) for name in styles.names()}
    form = verdict_records.FOLDER_FORM
    kept = {name: verdict_records.kept(records, at, form) for name, at in keys.items()}
    kept = {} if fresh else {name: found for name, found in kept.items() if found}
    changed = [name for name in keys if name not in kept]
    if len(changed) <= 1:  # none or one: said here, sooner than pytest starts
        judged = {name: judged_here(name) for name in changed}
        status = said_here(kept, judged)
    else:
        status, judged = judged_by_suite(changed, kept)
    for name, found in judged.items():
        if name in keys and file_key(name, version) == keys[name]:  # unchanged since
            verdict_records.note(records, keys[name], form, **found)
    verdict_records.save(book, records)
    return status


def file_key(name: str, version: str) -> str:
    """The record's key for the file as it is now ("" once it is gone)."""
    path = styles.SOLUTIONS / f"{name}.py"
    try:
        return verdict_records.key(path, path.read_bytes(), version)
    except OSError:
        return ""


def judged_by_suite(names, kept) -> tuple:
    """The suite's exit status over these files, with the kept verdicts said beside
    theirs, and what it said of each: {name: {said, failed}}."""
    with tempfile.TemporaryDirectory(prefix="kata-test-") as folder:
        exchange = Path(folder) / "verdicts.json"
        kept_said = {name: as_kept(found) for name, found in kept.items()}
        exchange.write_text(json.dumps({"kept": kept_said}))
        status = suite.run(pytest_command(names=names, exchange=exchange))
        try:
            judged = json.loads(exchange.read_text())["judged"]
        except (OSError, ValueError, KeyError, TypeError):
            judged = {}  # the suite ended before it said them: nothing is kept
    judged = judged if isinstance(judged, dict) else {}
    return status, {name: words(found) for name, found in judged.items() if said(found)}


def said(found) -> bool:
    """Whether the suite said a verdict: its words, and whether it failed."""
    if not isinstance(found, dict):
        return False
    return isinstance(found.get("said"), str) and isinstance(found.get("failed"), bool)


def words(found: dict) -> dict:
    return {"said": found["said"], "failed": found["failed"]}


def as_kept(found: dict) -> dict:
    return {"said": verdict_records.marked(found["said"]), "failed": found["failed"]}


def judged_here(name: str) -> dict:
    """One file's verdict as the suite says it (tests/conftest.py, whose judge this
    is, with its limit): a failing file's whole lesson, a correct file's line."""
    seconds = float(os.environ.get("KATA_SECONDS") or SECONDS)
    found = coach.judge(styles.path(name), seconds=seconds, costs=False)
    said = coach.told(found) if found.failed else coach.fit([found.summary()])
    return {"said": said, "failed": bool(found.failed)}


def said_here(kept, judged) -> int:
    """Every verdict, as the suite says them, those kept marked; 1 if one failed, or
    a file no style name could name is there."""
    width = min(shutil.get_terminal_size().columns, coach.WIDTH)
    print(" one verdict per file ".center(width, "="))
    for name in sorted({**kept, **judged}):
        found = judged.get(name) or as_kept(kept[name])
        print(found["said"])
    misnamed = styles.misnamed()
    for line in misnamed:
        print(coach.fit([line]))
    if not judged:
        print(
            "no file changed since its verdict: none judged again (FRESH=1 judges all)"
        )
    failed = any(found["failed"] for found in [*kept.values(), *judged.values()])
    return int(bool(misnamed) or failed)


def said_as(form: str, found: coach.Verdict, path, text: str) -> str:
    if form == "json":
        return forms.as_json(found, path)
    if form == "lines":
        return "\n".join(forms.as_lines(found, path))
    return text


def pytest_command(args=None, names=(), exchange=None) -> list:
    """The suite on every core (a file's checks on one), each lesson said once under
    "one verdict per file" (no tracebacks, no short summary); n = 10..12 where SLOW=1;
    for one style where STYLE= is given; for these `names` alone where given, on as
    many cores as files, the kept verdicts of the `exchange` said beside theirs."""
    command = suite.command("--tb=no", "-r", "N", "-p", "no:hypothesispytest",
                            most=len(names) or None)  # fmt: skip
    command += [str(SUITE)]
    if args is not None and args.slow:
        command += ["-m", "slow or not slow"]
    if args is not None and args.style is not None:
        return command + ["--style", args.style]
    for name in names:
        command += ["--style", name]
    return command + (["--verdicts-exchange", str(exchange)] if exchange else [])
