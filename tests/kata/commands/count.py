"""`make count N=16 [JOBS=2] [RESTART=1] [CLUSTER=local|tcp://host:8786]`: the
solutions for one n, counted by constellations.py on every core with a progress bar,
and checked against OEIS.

Every finished piece is kept in .counts/nN.json: run it again after Ctrl-C or a kill
and it goes on where it stopped (see ``kata.study.count``). With CLUSTER= the same
pieces run on a Dask cluster instead (``kata.study.count_cluster``): a LocalCluster
of JOBS= workers here, or the workers of a scheduler running at the address.
"""

import os
import re
import sys
import time
from concurrent.futures.process import BrokenProcessPool
from typing import Tuple

from ..basics import asked, boards, oeis
from ..basics.errors import KataError
from ..study import count, count_cluster, count_record

MOST = len(oeis.A000170) - 1  # the last n whose count is known, to check against
CORES = os.cpu_count() or 1

HELP = "one n counted on every core or on Dask (CLUSTER=), resumable, against OEIS"


def known_n(text: str, name: str) -> int:
    """n = 1..MOST: a count with nothing to check it against is not taken."""
    n = asked.whole_number(text, name)
    if not 1 <= n <= MOST:
        raise KataError(
            f"{name}={text!r} is out of range: give n = 1..{MOST}, the counts "
            "OEIS A000170 knows"
        )
    return n


def processes(text: str, name: str) -> int:
    found = asked.at_least(1)(text, name)
    if found > 4 * CORES:
        raise KataError(
            f"{name}={text!r}: give at most {4 * CORES} ({CORES} cores here)"
        )
    return found


ADDRESS = re.compile(r"(?:(tcp|tls)://)?(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})")


def cluster(text: str, name: str) -> str:
    """ "local", or a Dask scheduler's address: [tcp://]host:port (or tls://)."""
    if text == count_cluster.LOCAL:
        return text
    found = ADDRESS.fullmatch(text.strip())
    if not found or not 0 < int(found[3]) < 65536:
        raise KataError(
            f"{name}={text!r}: say {name}=local, or a Dask scheduler's address "
            f"such as {name}=tcp://host:8786"
        )
    return f"{found[1] or 'tcp'}://{found[2]}:{int(found[3])}"


OPTIONS = {
    "N": asked.Option("the board's size, 1..27", known_n, required="make count N=16"),
    "JOBS": asked.Option("how many processes count at once", processes, CORES),
    "RESTART": asked.Option("forget n's record and start over", asked.flag, False),
    "CLUSTER": asked.Option(
        "count on Dask: local (JOBS= workers here) or a scheduler's tcp://host:port",
        cluster,
    ),
}


def check(args) -> None:
    """A count whose tables would not fit in memory is refused before it starts
    (on this machine: a remote cluster's workers have their own)."""
    if args.cluster not in (None, count_cluster.LOCAL):
        return
    need, free = count.table_bytes(args.n) * args.jobs, count.free_memory()
    if free is not None and need > free:
        raise KataError(
            f"N={args.n} needs about {need / 1e9:.1f} GB for the tables of "
            f"{args.jobs} processes, and {free / 1e9:.1f} GB is free: give fewer "
            "JOBS= or a smaller N"
        )


def run(args) -> int:
    record = count_record.shown(count_record.record_path(args.n))
    runner, used = None, boards.plural(args.jobs, "process")
    if args.cluster is not None:
        runner = count_cluster.runner(args.cluster, args.jobs)
        used = count_cluster.where(args.cluster, args.jobs)
    started = time.perf_counter()
    try:
        tally = count.count(args.n, args.jobs, args.restart, runner=runner)
    except KeyboardInterrupt:
        print(f"stopped: the pieces done are kept in {record}", file=sys.stderr)
        return 130
    except (BrokenProcessPool, MemoryError):
        print(
            f"error: a counting process died (out of memory?): try fewer JOBS=; "
            f"the pieces done are kept in {record}",
            file=sys.stderr,
        )
        return 1
    seconds = time.perf_counter() - started
    ran = f"{used}, {seconds:.1f} s"
    print(pieces_line(tally, record, args.cluster, ran), file=sys.stderr)
    line, right = answer(tally)
    print(line)
    return 0 if right else 1


def pieces_line(tally: count.Tally, record: str, cluster, ran: str) -> str:
    """How the pieces went: how many came from the record, and where the rest ran;
    a count already whole in its record says so, and how to count again."""
    if not tally.pieces or tally.resumed < tally.pieces:
        return f"{tally.pieces} pieces ({tally.resumed} from {record}), {ran}"
    nothing = "nothing left to count" if cluster is None else "Dask had nothing to do"
    return (
        f"{tally.pieces} pieces, all in {record} already: {nothing} (RESTART=1 "
        "counts again)"
    )


def answer(tally: count.Tally) -> Tuple[str, bool]:
    """The answer line, each count beside OEIS's, and whether both agree."""
    whole, part = divmod(tally.eightfold_classes, 8)
    classes = whole if not part else tally.eightfold_classes / 8
    known, known_classes = oeis.A000170[tally.n], oeis.A002562[tally.n]
    right = (tally.solutions, classes) == (known, known_classes)
    found = [
        beside(tally.solutions, known, "solutions", "OEIS A000170"),
        beside(classes, known_classes, "classes", "A002562"),
    ]
    return f"n = {tally.n}: {found[0]}, {found[1]}", right


def beside(found, known: int, noun: str, name: str) -> str:
    """ "92 solutions (= OEIS A000170)", or the known count beside a wrong one."""
    if found == known:
        return f"{found:,} {noun} (= {name})"
    return f"{found:,} {noun} (WRONG: {name} says {known:,})"
