"""How a call's time grows from one n to the next, guessed from the times seen so far."""

import statistics
from typing import Dict, Optional

FIRST_GROWTH = 6.0  # the growth per n assumed before two n are timed


def own_growth(times: Dict[int, float]) -> Optional[float]:
    """How many times the last n's time each n takes, for one style, from its two
    largest n timed; None until it has two (with a time above 0)."""
    if len(times) < 2:
        return None
    before, last = sorted(times)[-2:]
    if times[before] <= 0:
        return None
    return (times[last] / times[before]) ** (1 / (last - before))


def growth(history: Dict[str, Dict[int, float]]) -> float:
    """The growth of a call's time per n, shared by every style: the median of each
    style's own growth (FIRST_GROWTH until one has two n), and at least 2."""
    found = [own_growth(times) for times in history.values()]
    found = [factor for factor in found if factor is not None]
    return max(statistics.median(found) if found else FIRST_GROWTH, 2.0)


def guess(times: Dict[int, float], n, per_n: Optional[float] = None) -> float:
    """Seconds a call at n may take: the time at the largest n timed below it, grown
    by `per_n` for each n (by default the style's own growth, between its two
    largest n timed below n); 0 when nothing below it is known."""
    below = {m: t for m, t in times.items() if isinstance(n, int) and m < n}
    if not below:
        return 0.0
    last = max(below)
    if per_n is None:
        per_n = growth({"": below})
    return below[last] * per_n ** (n - last)
