"""The one tracer: sys.settrace, and sys.setprofile for the calls of C functions,
narrowed to the frames of one file. Every watcher of a search builds on it: the
placements (kata.watch.placements), the lines counted (kata.watch.work_counts), the
page's variables (kata.watch.page_steps), the boards appended (kata.guard.shapes),
and, beside the placements, the writes to what a test reads (kata.watch.writes);
the writes of the key or index a call crashed on (kata.watch.crash_keys).
"""

import sys


class FileTracer:
    """Runs a function with the hooks below called for the frames of `filename`
    only: `called(frame)` as a frame starts, `line(frame)` at each line it runs, and
    `c_returned(frame, function)` when it calls a C function (with PROFILE set)."""

    TRACE = True  # call and line events (sys.settrace)
    PROFILE = False  # C functions' returns (sys.setprofile)

    def __init__(self, filename: str):
        self.filename = str(filename)

    def called(self, frame) -> None:
        """A frame of the file starts."""

    def line(self, frame) -> None:
        """A frame of the file runs a line."""

    def c_returned(self, frame, function) -> None:
        """A frame of the file called a C function, which returned."""

    def on_call(self, frame, event, arg):
        """The global tracer: follow only the frames of the file."""
        if frame.f_code.co_filename != self.filename:
            return None
        self.called(frame)
        return self.on_event

    def on_event(self, frame, event, arg):
        """The local tracer of a frame of the file."""
        if event == "line":
            self.line(frame)
        return self.on_event

    def on_profile(self, frame, event, arg):
        if event == "c_return" and frame.f_code.co_filename == self.filename:
            self.c_returned(frame, arg)

    def run(self, function, *args):
        """function(*args) under the tracer; what it returns."""
        previous_trace, previous_profile = sys.gettrace(), sys.getprofile()
        if self.TRACE:
            sys.settrace(self.on_call)
        if self.PROFILE:
            sys.setprofile(self.on_profile)
        try:
            return function(*args)
        finally:
            sys.settrace(previous_trace)
            sys.setprofile(previous_profile)
