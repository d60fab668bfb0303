"""A call that stopped, as a finding: where it stopped, why, and the fix of a crash a
learner meets often."""

from .answers import crash_notes, notes, stop_notes
from .causes import search_clues
from .words.catalogue import lines_named, words
from .words.findings import Finding, Part
from ..basics import styles
from ..basics.styles import METHODS
from ..guard.runner import Stopped, StyleProcess


def stopped(style: StyleProcess, n: int, method: str, stop: Stopped) -> Finding:
    """The finding on a call that stopped: the line it stopped at, and the fix of a
    crash a learner meets often; its n the one it stopped at (none where the file
    stopped as it loaded, before any n)."""
    line = stop.reply.get("line")
    decided = overrun(style, n, stop)
    named = (line, *lines_named(decided)) if line else ()
    return Finding(
        "stopped",
        (
            Part("where", stop_notes.where(stop)),
            Part("head", stop_notes.said(stop.reply, stop.method)),
            Part("fix", notes.crash_hint(stop.reply) or words("nothing"), line=True),
            Part("decided", decided, line=True),
        ),
        method=method,
        n=stop.n,
        lines=tuple(dict.fromkeys(named)),
        stop=stop.kind,
        ran=f"{method}({n})",
    )


def overrun(style: StyleProcess, n: int, stop: Stopped) -> str:
    """Where an IndexError comes from a list sized too small for its index, why, as
    the source says it; else what the run showed of the key or the index a KeyError
    or an IndexError was raised on (``crash_notes``)."""
    kind, line = stop.reply.get("type"), stop.reply.get("line")
    if kind not in CRASHES or not line:
        return words("nothing")
    said = None
    if kind == "IndexError":
        said = search_clues.index_overrun(styles.source(style.path), line, n)
    said = said or crash_notes.said(crash_seen(style, stop), line)
    return words("indented", said=said) if said else words("nothing")


CRASHES = ("KeyError", "IndexError")  # what watch.crash_keys reads


def crash_seen(style: StyleProcess, stop: Stopped):
    """What the run showed of the key or index the call crashed on, the call made
    again in a process of its own (``watch.crash_keys``); None where it stopped
    otherwise there, or the method is none LeetCode calls."""
    if stop.method not in METHODS or stop.n is None:
        return None
    try:
        crash = style.ask_alone("crash", n=stop.n, method=stop.method)
    except Stopped:
        return None
    if not crash or crash["type"] != stop.reply.get("type"):
        return None
    return crash
