"""`make progress`: a row per shipped style, in teaching order: its box, its drills'
attempts and hints, its best and last time to green, and when it is next due."""

from typing import Callable, Dict, List, Sequence

from ..basics import styles, tables
from . import clock, schedule
from .schedule import Drill

HEADS = ("style", "box", "drills", "attempts", "hints", "best", "last", "next due")


def drill_file_kept(file: str) -> bool:
    """Whether a drill's file is still in solutions/ (a learner may delete it)."""
    return (styles.SOLUTIONS / f"{file}.py").is_file()


def row(
    style: str, drills: List[Drill], now: float, kept: Callable[[str], bool]
) -> List[str]:
    if not drills:
        return [style, "new", "0", "-", "-", "-", "-", "now (first)"]
    greens = [d.time_to_green for d in drills if d.green is not None]
    due = clock.when(schedule.due(drills), now)
    return [
        style,
        str(schedule.box(drills)),
        str(len(drills)),
        str(sum(d.attempts for d in drills)),
        str(sum(d.hints for d in drills)),
        clock.lasted(min(greens)) if greens else "-",
        clock.lasted(greens[-1]) if greens else "-",
        next_due(due, drills[-1], kept),
    ]


def next_due(due: str, last: Drill, kept: Callable[[str], bool]) -> str:
    """When the style is next due; for a drill not yet green, whether it is open
    (its file is there) or its file was deleted (its records stay in the history)."""
    if last.green is not None:
        return due
    return f"{due} (open)" if kept(last.file) else f"{due} (file deleted)"


def table(
    history: Dict[str, List[Drill]],
    now: float,
    order: Sequence[str] = styles.SHIPPED,
    kept: Callable[[str], bool] = drill_file_kept,
) -> str:
    """The table, then what `make drill` gives now, and how the boxes work."""
    body = [row(style, history.get(style, []), now, kept) for style in order]
    chosen = schedule.pick(history, now, order)
    days = ", ".join(map(str, schedule.INTERVALS))
    return "\n".join(
        [
            tables.fit([HEADS], body),
            "",
            f"make drill gives {chosen} now." if chosen else "Nothing is due now.",
            f"A green without hints, within {schedule.LONG // clock.MINUTE:.0f} "
            "minutes of the start, moves a style up a box;",
            "hints or a longer time move it down. Boxes 1 to "
            f"{len(schedule.INTERVALS)}: due {days} days after the green.",
        ]
    )
