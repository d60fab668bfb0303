"""The parent side of a guarded run: every command runs a style through here.

A style's file runs in a child ``python -I`` (see ``worker``) in an empty folder,
with at most MEMORY bytes and a limit per request on its own CPU time (and, where
a request gives steps, on its loops' turns and its calls). A style that loops
forever, recurses without end or eats memory is stopped, and the parent says so in
one line; the run of the other styles goes on.

The clock on the wall plays no part in a verdict: a busy machine slows a style
down but does not change what is said of it. The parent's one use of the clock is
a backstop for a child that waits instead of working (on input(), time.sleep()):
one that uses almost no CPU and is never seen running for WAITING seconds is
stopped, and the parent says so in its own words.
"""

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ..basics.styles import METHODS
from . import backstop
from .backstop import PROC, cpu_and_state
from .reading import Lines
from typing import Optional

MEMORY = 1 << 30  # 1 GiB
SECONDS = 10.0  # CPU seconds per request
WAITING = 5.0  # seconds on the clock with almost no CPU used: the child is waiting
IDLE = 0.02  # "almost no CPU": below this share of one core
LOOK = 0.25  # seconds between looks at a child that has not answered yet
NO_PROC = 20  # without /proc to read, wait this many times WAITING on the clock
TESTS = Path(__file__).resolve().parents[2]
START = (
    "import sys; sys.path.insert(0, sys.argv.pop(1)); "
    "from kata.guard.worker import main; main()"
)


class Stopped(Exception):
    """A request that got no answer: the style failed, crashed or was stopped.

    `reply` is the worker's account ({"error": kind, "type", "message", "line",
    "code"}): data, whose words the coach chooses and renders where it is said
    (``kata.judge.answers.stop_notes``, the words' room; the one line for the
    learner: `stop_notes.told`). `str()` is the data, for a traceback.
    """

    def __init__(self, name: str, reply: dict, n=None, method: str = ""):
        self.name, self.reply, self.n, self.method = name, reply, n, method
        super().__init__(name, n, method, reply)

    @property
    def kind(self) -> str:
        return self.reply["error"]


class StyleProcess:
    """One style's file in a guarded child process, answering requests in turn."""

    def __init__(
        self, path, leetcode=False, memory=MEMORY, seconds=SECONDS, waiting=WAITING
    ):
        self.path = Path(path).resolve()  # the child runs in a folder of its own
        self.name = self.path.stem
        self.leetcode, self.memory, self.seconds = leetcode, memory, seconds
        self.waiting = waiting
        self.child = None
        self.limits = {}  # what the child limits by itself (worker.own_limits)
        self.stopped = {}  # method -> Stopped: a method stopped once is not run again

    def fresh(self, leetcode=None) -> "StyleProcess":
        """Another process for the same file, with the same limits, and no state left
        by this one's calls (loaded as LeetCode loads it, or alone, where asked)."""
        how = self.leetcode if leetcode is None else leetcode
        return StyleProcess(self.path, how, self.memory, self.seconds, self.waiting)

    def start(self, seconds: float) -> None:
        self.folder = tempfile.TemporaryDirectory(prefix="kata-")
        self.errors = tempfile.TemporaryFile()
        how = "leetcode" if self.leetcode else "alone"
        self.child = subprocess.Popen(
            [sys.executable, "-I", "-c", START, str(TESTS), str(self.path), how]
            + [str(self.memory), str(seconds)],
            cwd=self.folder.name,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.errors,
            text=True,
        )
        self.lines = Lines(self.child.stdout)
        self.limits = self.receive(seconds, n=None)  # once the file is loaded

    def ask(self, job: str, n=None, seconds=None, **request):
        """The value the worker computes for one request (within `seconds`, by
        default the process's own limit), or Stopped."""
        seconds = seconds or self.seconds
        method = request.get("method", "")
        stop = self.stopped.get("") or self.stopped.get(method)
        if stop:
            raise stop
        if self.child is None:
            self.start(seconds)
        request = {"job": job, "seconds": seconds, **request}
        if n is not None:
            request["n"] = n
        self.child.stdin.write(json.dumps(request) + "\n")
        self.child.stdin.flush()
        return self.receive(seconds, n, method)

    def ask_alone(self, job: str, n=None, seconds=None, **request):
        """ask, in a process of its own for the same file (fresh), started and ended
        for this request: no state left by this process's calls reaches it."""
        with self.fresh() as own:
            return own.ask(job, n, seconds, **request)

    def unwritten(self) -> Optional[Stopped]:
        """The stop of a method not written yet (it raises NotImplementedError, as
        `make new` leaves it), or None."""
        for method in METHODS:
            try:
                self.ask("call", method=method, n=1)
            except Stopped as stop:
                if stop.kind == "unwritten":
                    return stop
        return None

    def receive(self, seconds: float, n, method: str = ""):
        """The next reply (the child keeps to its own CPU limit), else stop the child."""
        line = self.next_line(backstop.time_allowed(seconds, self.limits))
        if line is None:
            reply = {"error": "waiting", "waited": self.waited()}
        elif isinstance(line, dict):  # stopped by the parent (backstop)
            reply = line
        elif not line:
            reply = {"error": "killed", "death": self.death()}
        else:
            reply = json.loads(line)
        if "error" not in reply:
            return reply["value"]
        reply["seconds"], reply["memory"] = seconds, self.memory
        if reply["error"] in ("time", "memory", "killed") and self.limits:
            reply["limits"] = backstop.held(self.limits)
        stop = Stopped(self.name, reply, n, method)
        if reply["error"] in ("time", "memory", "killed", "waiting"):
            self.close()
            self.stopped[method] = stop
        if reply["error"] == "load" or reply.get("loading"):
            self.close()
            self.stopped[""] = stop
        raise stop

    def next_line(self, allowed: Optional[float] = None):
        """The child's next line ("" if it ended), or None once it has waited,
        using almost no CPU and never seen running, for `waiting` seconds; or the
        parent's own reply where it ended a child past the time `allowed` or past
        its memory (``backstop``: only where the child could not limit itself)."""
        first = since, used_then = time.monotonic(), cpu_and_state(self.child.pid)[0]
        running = False
        while True:
            line = self.lines.next(LOOK)
            if line is not None:
                return line
            over = allowed is not None and self.over_limits(allowed, *first)
            if over:
                return over
            used, state = cpu_and_state(self.child.pid)
            running = running or state in ("R", "D")  # working, or paging memory
            if used is None:  # no /proc: the clock alone, and generously
                if time.monotonic() - since > self.waited():
                    return None
                continue
            if time.monotonic() - since >= self.waiting:
                if not running and used - used_then < IDLE * self.waiting:
                    return None
                since, used_then, running = time.monotonic(), used, False

    def over_limits(self, allowed: float, since: float, used_then) -> Optional[dict]:
        """The child ended, and why, where it has run `allowed` seconds (of CPU
        time where /proc tells it, else on the clock) or holds more than its memory."""
        used = cpu_and_state(self.child.pid)[0]
        spent = time.monotonic() - since if used is None else used - (used_then or 0)
        held = backstop.resident(self.child.pid) or 0
        kind = "time" if spent > allowed else "memory" if held > self.memory else ""
        if kind:
            self.child.kill()
        return {"error": kind} if kind else None

    def waited(self) -> float:
        """How long on the clock a waiting child is given before it is stopped."""
        return self.waiting * (1 if PROC.is_dir() else NO_PROC)

    def death(self) -> dict:
        """How the child ended, as data: {"signal": its name} where a signal ended
        it, else {"status": its exit status, "last": the last line it wrote to
        stderr, or ""} (its words: ``kata.judge.answers.stop_notes``)."""
        code = self.child.wait()
        if code < 0:
            return {"signal": signal.Signals(-code).name}
        self.errors.seek(0)
        last = self.errors.read().decode(errors="replace").strip().splitlines()
        return {"status": code, "last": last[-1] if last else ""}

    def close(self) -> None:
        if self.child is not None:
            if self.child.poll() is None:
                self.child.kill()
            self.child.wait()
            self.lines.reader.join(timeout=1.0)  # its end seen: no read left to close
            self.child.stdin.close()
            # A reader still in a read holds the stream's lock: closing the stream
            # then, or as Python shuts down with the reader frozen, aborts the process.
            if not sys.is_finalizing() and not self.lines.reader.is_alive():
                self.child.stdout.close()
            self.errors.close()
            self.folder.cleanup()
            self.child = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        if self.child is not None and os is not None:
            self.close()
