"""The parent's own limits on a child that cannot set its own.

Where Python has no `resource` module (Windows), the child can neither cap its
memory nor have the system end it past its CPU time; without `signal.setitimer`
(Windows too) it cannot even stop its own code when a request's time is up. The
child says which it has (``worker.own_limits``), and the parent then stops it
itself: past a time (the child's CPU time, read from /proc where there is one,
else the clock), and past its memory where /proc tells the child's resident size
(read at each look, so a fast-growing child may overshoot by what it grows in one).
"""

import os
from pathlib import Path
from typing import Optional, Tuple

BACKSTOP = 3.0  # CPU seconds past twice a request's limit before the child is ended
UNTOLD = 2.0  # seconds more, while the child has not said which limits it sets
PROC = Path("/proc")


def cpu_and_state(pid: int) -> Tuple[Optional[float], str]:
    """The CPU seconds a process has used and its state letter (R running, S
    sleeping, ...), read from /proc; (None, "") where there is none to read."""
    try:
        stat = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None, ""
    fields = stat.rsplit(")", 1)[1].split()  # after the name, which may hold spaces
    ticks = int(fields[11]) + int(fields[12])  # utime and stime
    return ticks / os.sysconf("SC_CLK_TCK"), fields[0]


def own_limits(limits: dict) -> bool:
    """Does the child keep to its limits by itself (the system ends it past them)?"""
    return bool(limits.get("resource"))


def time_allowed(seconds: float, limits: dict) -> Optional[float]:
    """The time past which the parent ends the child, or None where the child's own
    limits hold: a request's limit where the child has no timer of its own, else
    the system's backstop the child could not set; while the file loads, before
    the child has said (`limits` empty), past where the system's would end it."""
    if own_limits(limits):
        return None
    if not limits:
        return 2 * seconds + BACKSTOP + UNTOLD
    return 2 * seconds + BACKSTOP if limits.get("timer") else seconds


def resident(pid: int) -> Optional[int]:
    """The bytes of memory a process holds (VmRSS), or None where it cannot be read."""
    try:
        status = (PROC / str(pid) / "status").read_text()
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return None


def held(limits: dict) -> dict:
    """Which limits hold where the child could not set its own, as data: {"timer":
    the child's own timer holds too, "proc": /proc is read (CPU time, and memory,
    limited by the parent; else time on the clock, memory not limited)}; {} where
    the child's own limits hold (its words: ``kata.judge.answers.stop_notes``)."""
    if own_limits(limits):
        return {}
    return {"timer": bool(limits.get("timer")), "proc": PROC.is_dir()}
