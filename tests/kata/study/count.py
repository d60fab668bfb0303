"""Counting one n on every core: constellations.py's own search, split into its
independent pieces, with its progress (``count_progress``: a bar on a terminal, plain
lines in a log), and a record that keeps every piece done.

The split is the style's: `totalNQueens` groups the least constellations by their
edge queens other than the bottom one, and each group is one call of `_count`. A
piece is one such group. The pieces run in a pool of processes
(`concurrent.futures`), each of which loads `Solution` from the file and builds the
style's tables once. Each finished piece is written at once to the record,
`.counts/nN.json`, keyed by n and the sha256 of constellations.py, so that a run
stopped or killed resumes where it stopped; a record of another version of the
file, or a damaged one, is refused, never mixed in.

The classes (OEIS A002562) come from Burnside's lemma: 8 times the classes is the
number of pairs (board, symmetry that keeps the board), so the solutions plus, for
each board, its symmetries other than the identity. A board kept by a symmetry has
a constellation kept by it, so only the few constellations of a class smaller than
8 list their boards, with the style's `_completions`, to find the boards they keep.
"""

import importlib.util
import os
import queue
import random
import signal
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import closing, contextmanager
from dataclasses import dataclass
from functools import lru_cache, partial
from pathlib import Path
from typing import Callable, Iterator, List, Optional, Tuple

from ..basics import styles
from .count_progress import found, progress
from .count_record import RECORDS, read_record, record_path, source_hash, write_record

STYLE = styles.SOLUTIONS / "constellations.py"
TABLE_BYTES = 400  # a process's tables per 2**n, measured: about 100 MB at n = 18
# The board's symmetries other than the identity, as (row, col, last) -> square.
SYMMETRIES = (
    lambda row, col, last: (row, last - col),
    lambda row, col, last: (last - row, col),
    lambda row, col, last: (last - row, last - col),
    lambda row, col, last: (col, row),
    lambda row, col, last: (col, last - row),
    lambda row, col, last: (last - col, row),
    lambda row, col, last: (last - col, last - row),
)


@dataclass(frozen=True)
class Piece:
    """The constellations that differ only in their bottom queen: the other edge
    queens, and for each bottom queen its bit and the size of its class."""

    others: Tuple[Tuple[int, int], ...]
    sizes: Tuple[Tuple[int, int], ...]

    @property
    def key(self) -> str:
        """Its name in the record: the other edge queens, as "row,col row,col"."""
        return " ".join(f"{row},{col}" for row, col in self.others)


@dataclass(frozen=True)
class Tally:
    """A count: the solutions, 8 times the classes, and how the pieces went."""

    n: int
    solutions: int
    eightfold_classes: int
    pieces: int
    resumed: int


def load_solution(path: Path) -> type:
    """The class Solution of the file, imported from its path."""
    spec = importlib.util.spec_from_file_location("constellations", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Solution


def split(solution: type, n: int) -> List[Piece]:
    """The pieces of n's count, as totalNQueens groups them, shuffled (the same way
    every time) so that big and small pieces mix and the pace done tells the pace
    to come."""
    groups = {}
    for squares, turns in solution._constellations(n):
        others = tuple(square for square in squares if square[0] != n - 1)
        bottom = [col for row, col in squares if row == n - 1][0]
        groups.setdefault(others, {})[1 << bottom] = len(turns)
    pieces = [Piece(others, tuple(sizes.items())) for others, sizes in groups.items()]
    random.Random(n).shuffle(pieces)
    return pieces


@lru_cache(maxsize=1)
def tools(path: str, n: int) -> Tuple[type, dict]:
    """The style's class and its tables for n, loaded and built once per process."""
    solution = load_solution(Path(path))
    return solution, solution._tables(n)


def table_bytes(n: int) -> int:
    """About the memory one process's tables take: O(2^n) of them."""
    return TABLE_BYTES * 2**n


def free_memory() -> Optional[int]:
    """The bytes of memory free now, where the system says (None where not)."""
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None


def count_piece(path: str, n: int, piece: Piece) -> Tuple[int, int]:
    """(the solutions of the piece, each board counted its class's size times; the
    symmetries other than the identity that keep a board, summed the same way)."""
    solution, tables = tools(path, n)
    sizes = dict(piece.sizes)
    solutions = solution._count(n, list(piece.others), sizes, tables)
    kept = sum(
        size * kept_by(solution, n, [*piece.others, (n - 1, bit.bit_length() - 1)])
        for bit, size in piece.sizes
        if size < 8
    )
    return solutions, kept


def kept_by(solution: type, n: int, squares: List[Tuple[int, int]]) -> int:
    """Over the boards of one constellation, how many symmetries other than the
    identity keep each, summed. A board no half turn keeps is kept by none: the
    quarter turns are half turns done twice, and for n > 1 a flip keeps no board."""
    last = n - 1
    found = 0
    for queens in solution._completions(n, sorted(squares)):
        if queens[::-1] == [last - col for col in queens]:
            found += sum(
                solution._turned(queens, turn_of(symmetry, last)) == queens
                for symmetry in SYMMETRIES
            )
    return found


def turn_of(symmetry: Callable, last: int) -> Callable:
    """A symmetry as the style's _turned takes it: (row, col) -> square."""
    return lambda row, col: symmetry(row, col, last)


def start_worker(parent: int) -> None:
    """Ctrl-C reaches the whole process group: the parent alone answers it, and
    ends the workers with SIGTERM, whose handler they do not inherit. A worker whose
    parent is gone (killed) ends too, rather than wait for ever."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    threading.Thread(target=watch_parent, args=(parent,), daemon=True).start()


def watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(1)
    os._exit(1)


@contextmanager
def terminated_as_interrupted() -> Iterator[None]:
    """`kill` (SIGTERM) stops a count as Ctrl-C does: the pool ends with it."""
    before = signal.signal(signal.SIGTERM, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)


def count(
    n: int,
    jobs: int,
    restart: bool = False,
    folder: Path = RECORDS,
    draw: bool = True,
    style: Path = STYLE,
    runner: Optional[Callable[..., Iterator]] = None,
) -> Tally:
    """n's count on `jobs` processes, resumed from its record unless `restart`;
    or with `runner(style, n, pieces)`, which yields (key, result) as `finished`
    does, where the pieces run elsewhere (`count_cluster`)."""
    header = {"style": style.name, "sha256": source_hash(style), "n": n}
    pieces = split(load_solution(style), n)
    path = record_path(n, folder)
    if restart:
        path.unlink(missing_ok=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    done = read_record(path, header, {piece.key for piece in pieces})
    resumed = len(done)
    todo = [piece for piece in pieces if piece.key not in done]
    with terminated_as_interrupted(), progress(n, len(pieces), done, draw) as bar:
        run = runner or partial(finished, jobs=jobs)
        with closing(run(style, n, todo)) as results:
            for key, result in results:
                done[key] = list(result)
                write_record(path, header, done)
                bar.set_postfix_str(found(done), refresh=False)
                bar.update()
    solutions = sum(solutions for solutions, _ in done.values())
    symmetric = sum(kept for _, kept in done.values())
    return Tally(n, solutions, solutions + symmetric, len(pieces), resumed)


def finished(style: Path, n: int, todo: List[Piece], jobs: int) -> Iterator:
    """(key, result) of each piece as it finishes, from a pool of `jobs` processes:
    each future puts itself in a queue when done, so a piece costs the parent the
    same however many are pending. It wakes twice a second: a signal may reach
    another thread, and only the main one, awake, raises it."""
    if not todo:
        return
    ready = queue.SimpleQueue()
    with pool_of(jobs) as pool:
        for piece in todo:
            future = pool.submit(count_piece, str(style), n, piece)
            future.add_done_callback(lambda done, key=piece.key: ready.put((key, done)))
        for _ in todo:
            key, future = next_ready(ready)
            yield key, future.result()


def next_ready(ready: queue.SimpleQueue) -> tuple:
    while True:
        try:
            return ready.get(timeout=0.5)
        except queue.Empty:
            continue


@contextmanager
def pool_of(jobs: int) -> Iterator[ProcessPoolExecutor]:
    """A pool of processes that Ctrl-C leaves alone, ended at once on any stop: the
    finished pieces are recorded, the rest is searched again on the next run."""
    pool = ProcessPoolExecutor(jobs, initializer=start_worker, initargs=(os.getpid(),))
    try:
        yield pool
    except BaseException:
        for process in list((pool._processes or {}).values()):  # no public way
            process.terminate()
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
