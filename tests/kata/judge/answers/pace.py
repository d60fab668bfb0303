"""How a file's time grows with n, from the CPU seconds of its calls: to tell a search
that is slow from one that never ends, and how far past LeetCode's n = 9 a check
can go in a few seconds."""

from typing import Dict, Optional

from ...guard.runner import Stopped, StyleProcess
from ...basics.growth import guess, own_growth
from ..words.catalogue import Words, words

SLOW = 0.2  # a call whose guessed time is this share of the limit or more is slow


def cpu_seconds(process: StyleProcess, method: str, n: int) -> Optional[float]:
    """CPU seconds of one call of method(n) on a fresh instance; None if it stopped.
    A call under a millisecond is timed 20 times over, for a steadier figure."""
    try:
        spent = process.ask("time", method=method, ns=[n], number=1)
        if spent < 0.001:
            spent = process.ask("time", method=method, ns=[n], number=20) / 20
    except Stopped:
        return None
    return spent


def timed(process: StyleProcess, method: str, ns) -> Dict[int, float]:
    """{n: CPU seconds} for each n that answered."""
    times = {n: cpu_seconds(process, method, n) for n in ns}
    return {n: spent for n, spent in times.items() if spent is not None}


def lines_run(process: StyleProcess, method: str, ns) -> Dict[int, int]:
    """{n: the lines of the file method(n) runs} for each n that answered."""
    counted = {}
    for n in ns:
        try:
            counted[n] = process.ask("lines", method=method, n=n)
        except Stopped:
            break
    return counted


def said(seconds: float) -> str:
    """'1.9 s', '0.35 s', '0.1 ms'."""
    if seconds >= 1:
        return f"{seconds:.1f} s"
    if seconds >= 0.01:
        return f"{seconds:.2f} s"
    return f"{seconds * 1000:.1g} ms" if seconds < 0.001 else f"{seconds * 1000:.0f} ms"


def time_out_note(
    path,
    method: str,
    n: int,
    limit: float,
    at: Words,
    limits: Words = words("nothing"),
) -> Words:
    """A call that ran out of time, told slow or endless from smaller n's CPU times
    (in a process of its own: the one that ran out is stopped): the words after
    the file and the n; `at` the loop it was seen in, `limits` which held."""
    told = {"method": method, "seconds": f"{limit:g} s", "limits": limits}
    if n <= 1:
        return words("pace.endless", **told, at=at)
    with StyleProcess(path, seconds=limit) as process:
        times = timed(process, method, range(max(1, n - 2), n))
    if n - 1 not in times:
        return words("pace.endless", **told, at=at)
    last, factor = times[n - 1], own_growth(times)
    took = {"n": n - 1, "took": said(last)}
    if guess(times, n) >= SLOW * limit:
        grows = (
            words("pace.grows", factor=f"{max(factor, 1):.0f}")
            if factor
            else words("nothing")
        )
        return words("pace.slow", **told, **took, grows=grows)
    return words("pace.jump", **told, **took, at=at)


def reach(times: Dict[int, float], ns, budget: float) -> list:
    """The n of ns whose calls should each take at most `budget` seconds."""
    return [n for n in ns if guess(times, n) <= budget]
