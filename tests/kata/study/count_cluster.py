"""Counting one n on a Dask cluster (`make count CLUSTER=`): the same pieces as on
this machine's cores, sent to the workers of a Dask scheduler instead of a pool.

`runner(address, workers)` gives `count.count` what it runs the pieces with: a
function of (style, n, pieces) that yields (key, result) as each piece finishes,
as `count.finished` does, so the record, the resume after a stop, the progress bar
and the check against OEIS are the very same. CLUSTER=local starts a
`distributed.LocalCluster` of `workers` processes here; any other address is a
scheduler that is running already (`dask scheduler`): it and its workers unpickle
the pieces, so each runs in a checkout of the same commit, from its .venv (where the
set-up installed the kata).

The style's source travels with each piece and the worker keeps it in a file named
for its sha256, so every worker counts the version the record is keyed by. A piece
whose worker is lost (killed, out of memory, its machine gone) is given by the
scheduler to another worker, up to distributed's own limit of tries
(`distributed.scheduler.allowed-failures`, 3); a piece is a pure function of its
arguments, so the answer never changes. dask and distributed are imported only
here, and only when a count runs on a cluster.
"""

import hashlib
import importlib.util
import logging
import os
import signal
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, List

from ..basics.errors import KataError
from .count import Piece, count_piece

LOCAL = "local"
CONNECT_SECONDS = 10
# distributed's own logs are left unsaid (a stop logs tracebacks of connections
# closed in passing); what goes wrong with a count reaches it as an exception.
QUIET = logging.CRITICAL + 1
CHECKOUT = "its .venv/bin/dask (make count CLUSTER=local sets it up)"
INSTALL = "make count CLUSTER=... installs it (tests/requirements-cluster.txt)"


def runner(address: str, workers: int) -> Callable[..., Iterator]:
    """What `count.count` runs its pieces with: the cluster at `address`, or a
    LocalCluster of `workers` processes for "local"."""
    if importlib.util.find_spec("distributed") is None:
        raise KataError(f"CLUSTER= needs dask's distributed, not installed: {INSTALL}")

    def run(style: Path, n: int, todo: List[Piece]) -> Iterator:
        return finished_on(address, workers, style, n, todo)

    return run


def where(address: str, workers: int) -> str:
    """The cluster, as the count's last line names it."""
    if address == LOCAL:
        return f"a local Dask cluster of {workers} worker processes"
    return f"the Dask cluster at {address}"


def finished_on(
    address: str, workers: int, style: Path, n: int, todo: List[Piece]
) -> Iterator:
    """(key, result) of each piece as the cluster finishes it. On any stop the
    pieces not yet done are cancelled: the next run counts them again."""
    if not todo:
        return
    from distributed import as_completed

    source = style.read_bytes()
    digest = hashlib.sha256(source).hexdigest()
    with client_of(address, workers) as client:
        futures = {
            client.submit(
                count_sent,
                source,
                n,
                piece,
                key=f"count-n{n}-{digest[:12]}-{piece.key}",
            ): piece.key
            for piece in todo
        }
        try:
            for future in as_completed(futures):
                yield futures[future], tuple(result_of(future))
        finally:
            client.cancel(list(futures))


def result_of(future) -> tuple:
    """The piece's result, or a KataError in one line where the cluster failed it."""
    from distributed import KilledWorker

    try:
        return future.result()
    except KilledWorker:
        raise KataError(
            "a piece's workers died again and again (out of memory?): give the "
            "workers more memory, or count a smaller N"
        ) from None
    except (ModuleNotFoundError, RuntimeError) as error:  # unpickled, it names kata
        said = str(error).splitlines()[0].rstrip(".")
        raise KataError(
            f"the cluster could not run a piece ({said}): start the scheduler and "
            f"the workers in a checkout of this commit, with {CHECKOUT}"
        ) from None


@contextmanager
def client_of(address: str, workers: int) -> Iterator:
    """A client of the scheduler at `address`, or of a LocalCluster started here
    and ended with it."""
    from distributed import Client, LocalCluster

    logging.getLogger("distributed").setLevel(QUIET)
    if address != LOCAL:
        try:
            client = Client(address, timeout=f"{CONNECT_SECONDS}s")
        except (OSError, TimeoutError):
            raise KataError(
                f"CLUSTER={address}: no Dask scheduler answered in "
                f"{CONNECT_SECONDS} s (start one with `.venv/bin/dask scheduler`)"
            ) from None
        with client:
            yield client
        return
    cluster = LocalCluster(
        n_workers=workers,
        threads_per_worker=1,
        processes=True,
        dashboard_address=":0",  # any free port: 8787 may be taken
        silence_logs=QUIET,
        preload=[__name__],  # each worker runs dask_setup, below, as it starts
    )
    with cluster, Client(cluster) as client:
        yield client


def dask_setup(worker) -> None:
    """In a local worker as it starts: Ctrl-C reaches the whole process group, and
    the count alone answers it, closing the cluster and with it the workers."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def count_sent(source: bytes, n: int, piece: Piece) -> tuple:
    """On a worker: the piece counted by the style whose source came with it."""
    return count_piece(kept_source(source), n, piece)


def kept_source(source: bytes) -> str:
    """The path of the style's source in this machine's temporary folder, named for
    its sha256 and written once (whole, by a rename, so never seen half-written)."""
    digest = hashlib.sha256(source).hexdigest()
    path = Path(tempfile.gettempdir()) / f"kata-constellations-{digest[:16]}.py"
    if not path.exists():
        partial = path.with_suffix(f".{os.getpid()}.partial")
        partial.write_bytes(source)
        os.replace(partial, path)
    return str(path)
