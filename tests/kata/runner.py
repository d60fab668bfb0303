"""The parent side of a guarded run: every command runs a style through here.

A style's file runs in a child ``python -I`` (see ``worker``) in an empty folder,
with at most MEMORY bytes and a time limit per request. A style that loops
forever, recurses without end or eats memory is stopped, and the parent says so
in one line; the run of the other styles goes on.
"""

import json
import os
import select
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

MEMORY = 1 << 30  # 1 GiB
SECONDS = 10.0  # per request
GRACE = 3.0  # past the limit, before the parent kills a child that did not stop
TESTS = Path(__file__).resolve().parents[1]
START = (
    "import sys; sys.path.insert(0, sys.argv.pop(1)); "
    "from kata.worker import main; main()"
)


class Stopped(Exception):
    """A request that got no answer: the style failed, crashed or was stopped.

    `reply` is the worker's account ({"error": kind, "type", "message", "line",
    "code"}); `str()` is one line for the learner, naming the file and the n.
    """

    def __init__(self, name: str, reply: dict, n=None, method: str = ""):
        self.name, self.reply, self.n, self.method = name, reply, n, method
        super().__init__(self.line())

    @property
    def kind(self) -> str:
        return self.reply["error"]

    def line(self) -> str:
        where = f"{self.name}.py" + (f", n = {self.n}" if self.n is not None else "")
        return f"{where}: {explain(self.reply, self.method)}"


def explain(reply: dict, method: str = "") -> str:
    """One line on what the worker reported, naming the method where it is known."""
    kind, message = reply["error"], reply.get("message", "")
    at = f" (line {reply['line']}: {reply['code']})" if reply.get("line") else ""
    who = f"{method} " if method else ""
    if kind == "time":
        return f"{who}gave no answer in {reply['seconds']:g} s: an endless loop?{at}"
    if kind == "memory":
        grew = f"{who}took over {size(reply['memory'])} of memory"
        return f"{grew}: a list that grows without end?{at}"
    if kind == "killed":
        return died(message)
    if kind == "unwritten":
        return (
            f"{method or 'a method'} is not written yet (it raises NotImplementedError)"
        )
    if kind in ("load", "missing") or reply.get("type") == "Untraceable":
        return message
    if reply.get("type") == "NameError" and "'List'" in message:
        return (
            "NameError: name 'List' is not defined. LeetCode imports typing for "
            "you; add `from typing import List` so the file runs alone"
        )
    raised = f"{method} raised " if method else ""
    return f"{raised}{reply.get('type', 'error')}: {message}{at}"


def died(how: str) -> str:
    """A child that ended without a word: a guess at why, only where it is a good one."""
    if "SIGSEGV" in how:
        return f"the process died ({how}): a recursion too deep for the stack?"
    return f"the process ended ({how}) before it answered: does the file exit?"


def size(limit: int) -> str:
    return f"{limit >> 30} GiB" if limit >= 1 << 30 else f"{limit >> 20} MiB"


class StyleProcess:
    """One style's file in a guarded child process, answering requests in turn."""

    def __init__(self, path, leetcode=False, memory=MEMORY, seconds=SECONDS):
        self.path = Path(path).resolve()  # the child runs in a folder of its own
        self.name = self.path.stem
        self.leetcode, self.memory, self.seconds = leetcode, memory, seconds
        self.child = None
        self.stopped = {}  # method -> Stopped: a method stopped once is not run again

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
        self.receive(seconds, n=None)

    def ask(self, job: str, seconds=None, n=None, **request):
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

    def receive(self, seconds: float, n, method: str = ""):
        """The next reply within the time limit (and a grace), else stop the child."""
        ready, _, _ = select.select([self.child.stdout], [], [], seconds + GRACE)
        line = self.child.stdout.readline() if ready else ""
        if not ready:
            reply = {"error": "time"}
        elif not line:
            reply = {"error": "killed", "message": self.death()}
        else:
            reply = json.loads(line)
        if "error" not in reply:
            return reply["value"]
        reply["seconds"], reply["memory"] = seconds, self.memory
        stop = Stopped(self.name, reply, n, method)
        if reply["error"] in ("time", "memory", "killed"):
            self.close()
            self.stopped[method] = stop
        if reply["error"] == "load" or reply.get("loading"):
            self.close()
            self.stopped[""] = stop
        raise stop

    def death(self) -> str:
        """How the child ended, in words."""
        code = self.child.wait()
        if code < 0:
            return f"killed by {signal.Signals(-code).name}"
        self.errors.seek(0)
        last = self.errors.read().decode(errors="replace").strip().splitlines()
        return f"exit status {code}" + (f": {last[-1]}" if last else "")

    def close(self) -> None:
        if self.child is not None:
            if self.child.poll() is None:
                self.child.kill()
            self.child.wait()
            self.child.stdin.close()
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
