"""Times as a learner reads them: how long something lasted, and when it is due."""

import time

MINUTE, HOUR, DAY = 60, 3600, 86400


def lasted(seconds: float) -> str:
    """'45 s', '4 min 05 s', '1 h 02 min', '3 d 4 h'."""
    whole = max(0, round(seconds))
    if whole < MINUTE:
        return f"{whole} s"
    if whole < HOUR:
        return f"{whole // MINUTE} min {whole % MINUTE:02d} s"
    if whole < DAY:
        return f"{whole // HOUR} h {whole % HOUR // MINUTE:02d} min"
    return f"{whole // DAY} d {whole % DAY // HOUR} h"


def when(moment: float, now: float) -> str:
    """'now' for a moment already come, else its local date and time."""
    if moment <= now:
        return "now"
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(moment))


def stamp(moment: float) -> str:
    """The local time of day: '14:03:27'."""
    return time.strftime("%H:%M:%S", time.localtime(moment))
