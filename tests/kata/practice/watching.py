"""`make watch`: one file judged now, then again on every save, each lesson on a
clean screen, until Ctrl-C.

The file's folder is watched, filtered to the file's own name, so a save that
deletes and writes the file again, or an editor's swap-and-rename, is seen like any
other; a file gone is waited for, a file that is not text is said in one line.
"""

import sys
import time
from pathlib import Path
from typing import Callable, Iterator, Optional, Set, TextIO, Tuple

from ..judge import coach
from ..judge.coach import Verdict
from ..judge.words.catalogue import words
from ..judge.words.findings import said as finding_said
from . import clock, layers, places

CLEAR = "\033[2J\033[H"  # a terminal's screen cleared, the cursor to the top
QUIET_MS = 200  # how long the watcher waits for a change before it looks up again
SETTLED_MS = 50  # a save is done when the file has not changed for this long

Judge = Callable[[Path], Verdict]
Judged = Callable[[bytes, bool], None]  # the file as judged, and if green


def saves(path: Path) -> Iterator[Set]:
    """The changes to the file, batch by batch; an empty batch when nothing changed
    for a while (the first comes once the watcher is on)."""
    import watchfiles  # here, not above: `make help` lists this command without .venv

    return watchfiles.watch(
        path.parent,
        watch_filter=lambda change, name: Path(name).name == path.name,
        step=SETTLED_MS,
        rust_timeout=QUIET_MS,
        yield_on_timeout=True,
        recursive=False,
    )


def lesson(path: Path, judge: Judge) -> Tuple[str, Optional[Verdict], bytes]:
    """The file's lesson as told, its verdict and its bytes as judged; or what
    stands in the way, None and no bytes."""
    gone = f"{path.name} is gone (deleted, or renamed away)"
    try:
        source = path.read_bytes()
        found = judge(path)
    except (FileNotFoundError, IsADirectoryError):
        return gone, None, b""
    except UnicodeDecodeError as error:
        return (
            f"{path.name} is not UTF-8 text ({error.reason} at byte {error.start}): "
            "save it as UTF-8",
            None,
            b"",
        )
    return coach.told(found), found, source


def watched(found: Verdict) -> Verdict:
    """The verdict as watch tells it: what to do next is to save, not to run `make
    test` (watch judges every save)."""
    findings = [
        (
            finding_said("again", words("watch.again"), "fix", ran="the next save")
            if finding.kind == "again"
            else finding
        )
        for finding in found.findings
    ]
    return found._replace(findings=findings)


def said(out: TextIO, text: str) -> None:
    """Lines written whole, in one call: a Ctrl-C comes between lines, not inside."""
    out.write(f"{text}\n")
    out.flush()


def show(path: Path, judge: Judge, judged: Judged, began: float, out: TextIO) -> None:
    """Clear the screen, judge the file, print its lesson; green said plainly."""
    heading = (
        f"{places.shown(path)} at {clock.stamp(time.time())}, judging (saved again, "
        "judged again; Ctrl-C stops) ..."
    )
    said(out, (CLEAR if out.isatty() else "\n") + heading)
    text, found, source = lesson(path, judge)
    if found is None:
        said(out, text)
        said(out, "(waiting for the next save)")
        return
    said(out, coach.told(watched(found)))
    judged(source, layers.green(found))
    if layers.green(found):
        after = clock.lasted(time.monotonic() - began)
        said(
            out,
            f"GREEN: {path.name} is correct and keeps the house rules, {after} after "
            "the watch began.",
        )


def watch(path: Path, judge: Judge, judged: Judged, out: TextIO = sys.stdout) -> int:
    """Judge the file now and on every save until Ctrl-C, which ends it in one line."""
    began = time.monotonic()
    try:
        for count, batch in enumerate(saves(path)):
            if batch or not count:  # the first, once the watcher is on
                show(path, judge, judged, began, out)
    except KeyboardInterrupt:
        after = clock.lasted(time.monotonic() - began)
        fresh = "\n" if out.isatty() else ""  # past the ^C the terminal shows
        said(out, f"{fresh}stopped watching {path.name} after {after}")
    return 0
