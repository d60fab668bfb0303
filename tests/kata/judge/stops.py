"""A call that stopped, as a finding: where it stopped, why, and the fix of a crash a
learner meets often."""

from .answers import notes, stop_notes
from .causes import search_clues
from .words.catalogue import words
from .words.findings import Finding, Part
from ..basics import styles
from ..guard.runner import Stopped, StyleProcess


def stopped(style: StyleProcess, n: int, method: str, stop: Stopped) -> Finding:
    """The finding on a call that stopped: the line it stopped at, and the fix of a
    crash a learner meets often; its n the one it stopped at (none where the file
    stopped as it loaded, before any n)."""
    line = stop.reply.get("line")
    return Finding(
        "stopped",
        (
            Part("where", stop_notes.where(stop)),
            Part("head", stop_notes.said(stop.reply, stop.method)),
            Part("fix", notes.crash_hint(stop.reply) or words("nothing"), line=True),
            Part("decided", overrun(style, n, stop), line=True),
        ),
        method=method,
        n=stop.n,
        lines=(line,) if line else (),
        stop=stop.kind,
        ran=f"{method}({n})",
    )


def overrun(style: StyleProcess, n: int, stop: Stopped) -> str:
    """Where an IndexError comes from a list sized too small for its index, why."""
    if stop.reply.get("type") != "IndexError" or not stop.reply.get("line"):
        return words("nothing")
    said = search_clues.index_overrun(styles.source(style.path), stop.reply["line"], n)
    return words("indented", said=said) if said else words("nothing")
