"""The child side of a guarded run: one style's file, loaded in a process of its own.

The parent (``runner``) starts ``python -I`` in an empty folder, with a memory cap
and a time limit per request, and talks to it in JSON lines: a request on stdin, a
reply on the file descriptor that was stdout. The style's own prints go to stderr.
A reply is ``{"value": ...}`` or ``{"error": ...}`` with the file's own line.

The time limit counts the CPU time this process spends in its own code (user time,
``ITIMER_VIRTUAL``), so a verdict is the same on an idle machine and a busy one:
the system time a busy machine adds (reclaiming memory for a growing list, say)
is not the style's. Code that Python cannot interrupt (one huge built-in call) is
ended by the system BACKSTOP CPU seconds later (``RLIMIT_CPU``, user and system
time); a child that waits instead of working is the parent's to stop, as is one
where Python has no `resource` module or no CPU timer (``backstop``). A version
of the file tried as a fix is bounded by its work instead, the steps it takes
(``steps``: its loops' turns and its calls), the same count on any machine; its
time limit is then only a safety net, for work no step counts.
"""

import gc
import json
import linecache
import math
import os
import signal
import sys
import time
import traceback

from ..basics.boards import every_solution
from ..basics.oeis import A000170
from .backstop import BACKSTOP
from .loading import NoSolution, load_solution, solution_in
from .shapes import describe, watch_appends
from .steps import OutOfSteps, Steps, ticked, within

try:
    import resource
except ImportError:  # Windows: the parent limits the child (``backstop``)
    resource = None
TIMER = hasattr(signal, "setitimer") and hasattr(signal, "SIGVTALRM")


class OutOfTime(BaseException):
    """Raised in the style's code when a request's CPU time is up."""


def on_cpu_limit(signum, frame):
    raise OutOfTime


def limit_cpu(seconds: float) -> None:
    """OutOfTime after `seconds` more user CPU time of this process; past twice that
    and the BACKSTOP of CPU time, SIGXCPU from the system, which ends the process
    (each where this Python has it: see ``own_limits``)."""
    if TIMER:
        signal.setitimer(signal.ITIMER_VIRTUAL, seconds)
    if resource is None:
        return
    usage = resource.getrusage(resource.RUSAGE_SELF)
    used = usage.ru_utime + usage.ru_stime
    _, most = resource.getrlimit(resource.RLIMIT_CPU)
    soft = math.ceil(used + 2 * seconds + BACKSTOP)
    if most != resource.RLIM_INFINITY:
        soft = min(soft, most)
    resource.setrlimit(resource.RLIMIT_CPU, (soft, most))


def stop_limit() -> None:
    """No CPU limit between requests (the system's backstop stays till the next)."""
    if TIMER:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)


def cap_memory(limit: int) -> None:
    """No more than `limit` bytes of address space: past it, MemoryError; and no core
    file where SIGXCPU ends the process (where this Python has `resource`)."""
    if resource is not None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def own_limits() -> dict:
    """The limits this process can set on itself, for the parent to make up for
    the others (``backstop``)."""
    return {"resource": resource is not None, "timer": TIMER}


def where(error: BaseException, path: str) -> dict:
    """The deepest line of the style's own file in the error's traceback."""
    if isinstance(error, SyntaxError) and error.filename == path:
        return {"line": error.lineno, "code": (error.text or "").strip()}
    line, tb = None, error.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == path:
            line = tb.tb_lineno
        tb = tb.tb_next
    if line is None:
        return {}
    traceback.clear_frames(error.__traceback__)  # let go of what ran away
    return {"line": line, "code": linecache.getline(path, line).strip()}


def failure(error: BaseException, path: str) -> dict:
    """What went wrong, for the parent to say in one line."""
    if isinstance(error, OutOfTime):
        kind = "time"
    elif isinstance(error, OutOfSteps):
        kind = "steps"
    elif isinstance(error, MemoryError):
        kind = "memory"
    elif isinstance(error, NotImplementedError):
        kind = "unwritten"
    else:
        kind = "crash"
    message = error.msg if isinstance(error, SyntaxError) else str(error)
    reason = getattr(error, "reason", None)  # a kata error's kind, where it has one
    fields = getattr(error, "fields", None)  # and what it names (Untraceable's)
    return {
        "error": kind,
        "type": type(error).__name__,
        "message": message,
        **({"reason": reason} if isinstance(reason, str) else {}),
        **({"fields": fields} if isinstance(fields, dict) else {}),
        **({"steps": error.steps} if isinstance(error, OutOfSteps) else {}),
        **where(error, path),
    }


def all_solutions(n: int, boards: list) -> bool:
    """Are the boards n's known count of different solutions (all of them)?"""
    return n < len(A000170) and every_solution(n, boards, A000170[n])


class Worker:
    """Answers requests about one style: calls, timings, work and traces."""

    def __init__(self, path: str, solution: type):
        self.path = path
        self.solution = solution
        self.shared = None  # the one instance that "shared" calls reuse
        self.variants = {}  # the version of the file a fix is being tried on
        self.steps = Steps()  # the steps of a variant's call
        self.seconds = 0.0  # the CPU time each call of the request is given

    def instance(self, which: str):
        if which == "fresh":
            return self.solution()
        if self.shared is None:
            self.shared = self.solution()
        return self.shared

    def call(self, method: str, n: int, instance: str = "fresh", watch: bool = False):
        """The method's answer for n, with the facts JSON would lose. With `watch`,
        boards that are not all of n's solutions, each once, are asked for again,
        in a fresh instance within a time limit of their own, with each board's
        append watched: the facts then say which boards changed after it."""
        function = getattr(self.instance(instance), method, None)
        if function is None:
            return {"error": "missing", "method": method}
        value, appended = function(n), None
        if watch and type(value) is list and not all_solutions(n, value):
            limit_cpu(self.seconds)
            again = getattr(self.instance("fresh"), method)
            value, appended = watch_appends(again, n, self.path)
        return {"value": describe(value, appended)}

    def variant(self, source: str, method: str, n: int, steps: int):
        """method(n) answered by another version of the file (a fix being tried),
        loaded from `source` as the file itself was, within `steps` (its loading,
        where it is loaded for this call, among them), with the steps it took
        (`taken`): see ``steps``."""
        self.steps.start(steps)
        reply = within(lambda: self.variant_call(source, method, n), self.steps)
        if "value" in reply:
            reply["value"]["taken"] = self.steps.taken()
        return reply

    def variant_call(self, source: str, method: str, n: int):
        if self.variants.get("source") != source:
            self.variants = {"source": source, "class": None}
            tree, counted = ticked(source, self.path), self.steps.counting()
            self.variants["class"] = solution_in(tree, self.path, namespace=counted)
        function = getattr(self.variants["class"](), method, None)
        if function is None:
            return {"error": "missing", "method": method}
        return {"value": describe(function(n))}

    def time(self, method: str, ns, number: int):
        """Seconds of CPU time for `number` rounds of calls over ns, a fresh
        instance per call, as LeetCode makes one per test case.

        The thread's clock, not the process's: while a process-wide CPU timer is
        armed (the limit), Linux reads the process's clock only to the tick."""
        solution = self.solution
        gc.collect()  # each timing starts with no garbage left by the last
        start = time.thread_time()
        for _ in range(number):
            for n in ns:
                getattr(solution(), method)(n)
        return {"value": time.thread_time() - start}

    def lines(self, method: str, n: int):
        """The lines of the file that method(n) runs, on a fresh instance: work
        counted, the same under any load."""
        from ..watch.work_counts import count_lines  # only the n = 10 check needs it

        return {"value": count_lines(getattr(self.solution(), method), self.path, n)}

    def ran(self, method: str, n: int):
        """The lines of the file method(n) runs, on a fresh instance."""
        from ..watch.ran_lines import ran_lines  # only a repair looked for needs it

        return {"value": ran_lines(getattr(self.solution(), method), self.path, n)}

    def crash(self, method: str, n: int):
        from ..watch.crash_keys import crashed_on  # only a KeyError or IndexError

        return {"value": crashed_on(getattr(self.solution(), method), self.path, n)}

    def work(self, n: int):
        from ..watch.work_counts import measure  # only the commands that count need it

        return {"value": measure(self.solution, self.path, n)}

    def trace(self, n: int, steps: int):
        from ..watch.events import record  # only make trace and make animation need it

        return {"value": record(self.solution, self.path, n, steps)}

    def page(self, n: int):
        from ..watch.page_steps import steps_with_state  # only make page needs it

        return {"value": steps_with_state(self.solution, self.path, n)}

    def loops(self, method: str, n: int, steps: int):
        from ..watch.loops import first_repeat  # only a call out of time needs it

        return {"value": first_repeat(self.solution, self.path, method, n, steps)}


def serve(worker: Worker, requests, replies) -> None:
    """Answer each request line in turn, each within its own time limit."""
    for line in requests:
        request = json.loads(line)
        seconds = request.pop("seconds")
        job = getattr(worker, request.pop("job"))
        worker.seconds = seconds
        limit_cpu(seconds)
        try:
            reply = job(**request)
        except BaseException as error:  # the style's own mistake, reported
            reply = failure(error, worker.path)
        finally:
            stop_limit()
        send(replies, reply)


def send(replies, reply: dict) -> None:
    try:
        text = json.dumps(reply)
    except (TypeError, ValueError) as error:
        text = json.dumps(
            {"error": "crash", "type": "TypeError", "message": str(error)}
        )
    replies.write(text + "\n")
    replies.flush()


def main() -> None:
    path, leetcode, memory = sys.argv[1], sys.argv[2] == "leetcode", int(sys.argv[3])
    replies = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # the style's prints go to stderr, away from the replies
    cap_memory(memory)
    if TIMER:
        signal.signal(signal.SIGVTALRM, on_cpu_limit)
    limit_cpu(float(sys.argv[4]))
    try:
        solution = load_solution(path, leetcode)
    except NoSolution as error:
        send(replies, {"error": "load", "type": "NoSolution"})
        return
    except BaseException as error:
        send(replies, {**failure(error, path), "loading": True})
        return
    finally:
        stop_limit()
    send(replies, {"value": own_limits()})  # ready, and what it limits itself
    serve(Worker(path, solution), sys.stdin, replies)
