"""The Leitner schedule of drills: each style sits in a box; a green without hints,
in good time, moves it up a box, hints or a long time to green move it down; the
higher the box, the longer until the style is due again. Every function is given
the clock's reading `now` (seconds since the epoch), so the schedule can be tested
on a fixed clock.

A style never drilled comes first, in the teaching order; then the style most
overdue. A drill started and not yet green is due at once.
"""

from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence

from ..basics import styles
from .clock import DAY, MINUTE

INTERVALS = (1, 2, 4, 8, 16)  # days until due again, for boxes 1..5
LONG = 30 * MINUTE  # a green later than this after the start moves the style down


@dataclass(frozen=True)
class Drill:
    """One drill of a style: from the file written to its first green."""

    style: str
    started: float
    green: Optional[float] = None  # the first green judgement's time, if any
    attempts: int = 0  # versions of the file judged, up to the first green
    hints: int = 0  # hint layers shown, up to the first green
    file: str = field(default="", compare=False)  # its file's name, without .py

    @property
    def time_to_green(self) -> Optional[float]:
        return None if self.green is None else self.green - self.started


def clean(drill: Drill) -> bool:
    """Green without a hint, in good time: the style moves up."""
    return drill.hints == 0 and drill.time_to_green <= LONG


def box(drills: Sequence[Drill]) -> int:
    """The style's box: 0 if never drilled; a style drilled enters box 1, and each
    finished drill, in the order they started, moves it up or down (1..5)."""
    found = 1 if drills else 0
    for drill in drills:
        if drill.green is not None:
            found = moved(found, drill)
    return found


def moved(before: int, drill: Drill) -> int:
    """The box after one finished drill: up if clean, else down (never below 1)."""
    if clean(drill):
        return min(len(INTERVALS), before + 1)
    return max(1, before - 1)


def due(drills: Sequence[Drill]) -> Optional[float]:
    """When the style is due: None if never drilled; a drill still open is due from
    its start; else the last green, plus its box's interval."""
    if not drills:
        return None
    last = drills[-1]
    if last.green is None:
        return last.started
    return last.green + INTERVALS[box(drills) - 1] * DAY


def pick(
    history: Dict[str, List[Drill]], now: float, order: Sequence[str] = styles.SHIPPED
) -> Optional[str]:
    """The style to drill now: the first never drilled, in teaching order; else the
    one due longest ago; None when nothing is due."""
    fresh = [style for style in order if not history.get(style)]
    if fresh:
        return fresh[0]
    waiting = sorted(
        (due(history[style]), order.index(style), style)
        for style in order
        if due(history[style]) <= now
    )
    return waiting[0][2] if waiting else None


def next_due(
    history: Dict[str, List[Drill]], order: Sequence[str] = styles.SHIPPED
) -> Optional[str]:
    """The style that falls due first (when none is due now)."""
    dated = sorted(
        (due(history[s]), order.index(s), s) for s in order if history.get(s)
    )
    return dated[0][2] if dated else None
