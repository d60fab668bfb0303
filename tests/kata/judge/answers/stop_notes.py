"""What a call that gave no answer is told: the guarded child's account of it
(``guard.runner.Stopped``'s reply: its kind, the seconds, steps or memory it was
allowed, the exception raised, the line it stopped at) is data, and its words are
chosen here, from the catalogue (``stop.*``), and rendered where they are said:
the coach's lesson, or one line of a command (`told`)."""

from typing import Optional

from ...guard.backstop import PROC
from ...guard.runner import Stopped
from ..words.catalogue import Words, render, words


def said(reply: dict, method: str = "") -> Words:
    """What the child reported, naming the method where it is known, and which
    limits hold where the child could not set its own (``guard.backstop``)."""
    return words("stop.said", stopped=stopped(reply, method), limits=limits_held(reply))


def limits_held(reply: dict) -> Words:
    """' (no `resource` module here: ...)' where the parent stood in for the
    child's limits (``guard.backstop.held``), else nothing."""
    held = reply.get("limits")
    if not held:
        return words("nothing")
    timer = words("stop.own_timer" if held["timer"] else "nothing")
    if held["proc"]:
        return words("stop.limits_proc", timer=timer)
    return words("stop.limits_clock", timer=timer)


def line(stop: Stopped) -> Words:
    """The file, the n (where it matters) and what happened: one line."""
    return words("stop.line", where=where(stop), said=said(stop.reply, stop.method))


def where(stop: Stopped) -> Words:
    """The file, and the n where it matters: 'mine.py, n = 4: '."""
    file = f"{stop.name}.py"
    if stop.n is not None and stop.kind != "unwritten":
        return words("where.n", file=file, n=stop.n)
    return words("where", place=file)


def told(stop: Stopped) -> str:
    """The one line, as text."""
    return render(line(stop))


def stopped(reply: dict, method: str = "") -> Words:
    """What the child reported, in words, without the limits that held."""
    kind, message = reply["error"], reply.get("message", "")
    at = (
        words("stop.at", line=reply["line"], code=reply["code"])
        if reply.get("line")
        else words("nothing")
    )
    who = words("stop.who", method=method) if method else words("nothing")
    if kind == "time":
        return words("stop.time", who=who, seconds=reply["seconds"], at=at)
    if kind == "steps":
        return words("stop.steps", who=who, steps=reply["steps"], at=at)
    if kind == "waiting":
        key = "stop.waiting" if PROC.is_dir() else "stop.waiting_unseen"
        return words(key, who=who, waited=reply["waited"])
    if kind == "memory":
        return words("stop.memory", who=who, size=size(reply["memory"]), at=at)
    if kind == "killed":
        who = who if method else words("stop.the_file")
        return words("stop.killed", who=who, died=died(reply["death"]))
    if kind == "unwritten":
        who = who if method else words("stop.a_method")
        return words("stop.unwritten", who=who)
    if reply.get("type") == "NoSolution":
        return words("stop.no_class")
    if kind == "missing":
        return words("stop.no_method", method=reply["method"])
    if reply.get("type") == "Untraceable":
        return untraceable(reply)
    if reply.get("type") == "NameError" and "'List'" in message:
        return words("stop.list_unnamed")
    kind = reply.get("type", "error")
    if method:
        return words("stop.raised", method=method, type=kind, message=message, at=at)
    return words("stop.error", type=kind, message=message, at=at)


def untraceable(reply: dict) -> Words:
    """Why a replay cannot follow the search (``watch.readers.Untraceable``: its
    reason, and its fields)."""
    return words(f"replay.{reply['reason']}", **reply.get("fields", {}))


def died(death: dict) -> Words:
    """A child that ended without a word (``guard.runner``'s death: its signal, or
    its exit status and last line): a guess at why, only where it is a good one."""
    signal = death.get("signal")
    if signal is None:
        last = death["last"]
        said = words("stop.last", message=last) if last else words("nothing")
        how = words("stop.status", status=death["status"], last=said)
        return words("stop.died", how=how)
    how = words("stop.signal", signal=signal)
    if signal == "SIGXCPU":
        return words("stop.cpu", how=how)
    if signal == "SIGSEGV":
        return words("stop.segv", how=how)
    return words("stop.died", how=how)


def size(limit: int) -> Words:
    if limit >= 1 << 30:
        return words("stop.gib", size=limit >> 30)
    return words("stop.mib", size=limit >> 20)


def unwritten(process) -> Optional[str]:
    """The one line on a method of the process's file not written yet (it raises
    NotImplementedError, as `make new` leaves it), or None."""
    stop = process.unwritten()
    return told(stop) if stop else None
