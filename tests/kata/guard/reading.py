"""The child's reply lines, read by a thread of their own and handed over one at a
time: the parent waits for the next within a time, and can look at the child in
between. A thread rather than `select`, which cannot wait on a pipe on Windows,
and which does not see a line that a buffered read has already taken in."""

import queue
import threading
from typing import IO, Optional


class Lines:
    """Each line of `stream` in turn, "" once it has ended."""

    def __init__(self, stream: IO[str]):
        self.waiting: "queue.Queue[str]" = queue.Queue()
        self.reader = threading.Thread(target=self.read, args=(stream,), daemon=True)
        self.reader.start()

    def read(self, stream: IO[str]) -> None:
        try:
            for line in stream:
                self.waiting.put(line)
        except (OSError, ValueError):  # the stream was closed under the reader
            pass
        self.waiting.put("")

    def next(self, seconds: float) -> Optional[str]:
        """The next line ("" once the stream has ended), or None if none came
        within `seconds`."""
        try:
            return self.waiting.get(timeout=seconds)
        except queue.Empty:
            return None
