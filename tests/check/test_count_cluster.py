"""`make count CLUSTER=`: the same pieces counted on a Dask cluster, against OEIS.

A LocalCluster of two worker processes stands in for machines; every count is held
against OEIS A000170 and A002562, which the cluster did not compute."""

import json
import os
import signal
import threading
import time

import pytest

pytest.importorskip(
    "distributed",
    reason="dask's distributed is not installed: make check, or make count "
    "CLUSTER=local, installs tests/requirements-cluster.txt",
)
from distributed import Client, LocalCluster  # noqa: E402 (installed, as checked)

from kata.basics import oeis  # noqa: E402
from kata.basics.errors import KataError  # noqa: E402
from kata.study import count, count_cluster, count_record  # noqa: E402
from test_count import kata, repo  # noqa: E402,F401 (a fixture)


@pytest.fixture
def client():
    """A client of a LocalCluster of two worker processes, each under a nanny that
    starts it again if it dies."""
    with LocalCluster(
        n_workers=2, threads_per_worker=1, dashboard_address=":0", silence_logs=50
    ) as cluster, Client(cluster) as client:
        yield client


def on(client, n, folder, **options):
    runner = count_cluster.runner(client.scheduler.address, 2)
    return count.count(n, 2, folder=folder, draw=False, runner=runner, **options)


def pieces_counted_here() -> int:
    """On a worker: the pieces it has counted (each asks once for its tables)."""
    calls = count.tools.cache_info()
    return calls.hits + calls.misses


@pytest.mark.slow  # make check (CI too): twelve counts on two workers
def test_two_workers_count_n_1_to_12_as_oeis_does(client, tmp_path):
    pieces = 0
    for n in range(1, 13):
        tally = on(client, n, tmp_path)
        assert tally.solutions == oeis.A000170[n], n
        assert tally.eightfold_classes == 8 * oeis.A002562[n], n
        pieces += tally.pieces
    counted = client.run(pieces_counted_here)
    assert len(counted) == 2 and all(counted.values())  # both workers counted
    assert sum(counted.values()) == pieces  # and nothing here


@pytest.mark.slow  # make check (CI too): a LocalCluster of the command's own
def test_cluster_local_starts_its_own_and_says_so(repo):  # noqa: F811
    run = kata(["count", "--n=9", "--jobs=2", "--cluster=local"], repo)
    out, err = run.communicate(timeout=120)
    assert run.returncode == 0, err
    assert out == "n = 9: 352 solutions (= OEIS A000170), 46 classes (= A002562)\n"
    assert "a local Dask cluster of 2 worker processes" in err.splitlines()[-1]


def test_a_count_whole_in_its_record_brings_up_no_cluster(tmp_path, monkeypatch):
    whole = count.count(9, 2, folder=tmp_path, draw=False)

    def no_cluster(*args):
        raise AssertionError("a cluster brought up with no piece to count")

    monkeypatch.setattr(count_cluster, "client_of", no_cluster)
    runner = count_cluster.runner(count_cluster.LOCAL, 2)
    again = count.count(9, 2, folder=tmp_path, draw=False, runner=runner)
    assert again.resumed == again.pieces == whole.pieces
    assert again.solutions == oeis.A000170[9]


@pytest.mark.slow  # make check (CI too): the command, on a record already whole
def test_cluster_local_on_a_whole_record_says_dask_had_nothing_to_do(
    repo,
):  # noqa: F811
    pieces = len(count.split(count.load_solution(count.STYLE), 9))
    for argv in (["--jobs=2"], ["--jobs=2", "--cluster=local"]):
        run = kata(["count", "--n=9", *argv], repo)
        out, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
    assert out == "n = 9: 352 solutions (= OEIS A000170), 46 classes (= A002562)\n"
    assert err.splitlines()[-1] == (
        f"{pieces} pieces, all in .counts/n9.json already: Dask had nothing to do "
        "(RESTART=1 counts again)"
    )


@pytest.mark.slow  # make check (CI too): a worker process killed mid-count
def test_a_count_whose_worker_is_killed_finishes_right(client, tmp_path):
    n, killed = 13, {}
    record = count_record.record_path(n, tmp_path)

    def kill_a_busy_worker():
        busy = None
        while busy is None and not stop.is_set():
            time.sleep(0.005)
            if record.exists():
                busy = next(
                    (at for at, keys in client.processing().items() if keys), None
                )
        if busy is None:
            return
        pid = client.run(os.getpid, workers=[busy])[busy]
        killed.update(address=busy, done=len(json.loads(record.read_text())["pieces"]))
        os.kill(pid, signal.SIGKILL)

    stop = threading.Event()
    killer = threading.Thread(target=kill_a_busy_worker)
    killer.start()
    try:
        tally = on(client, n, tmp_path)
    finally:
        stop.set()
        killer.join()
    assert killed and killed["done"] < tally.pieces  # killed part-way
    assert killed["address"] not in client.scheduler_info()["workers"]  # and lost
    assert tally.solutions == oeis.A000170[n]
    assert tally.eightfold_classes == 8 * oeis.A002562[n]
    assert len(json.loads(record.read_text())["pieces"]) == tally.pieces


@pytest.mark.slow  # make check (CI too): a count on the cluster stopped and resumed
def test_ctrl_c_on_the_cluster_and_the_next_run_goes_on(repo):  # noqa: F811
    record = repo / ".counts" / "n14.json"
    argv = ["count", "--n=14", "--jobs=2", "--cluster=local"]
    run = kata(argv, repo)
    while not record.exists() and run.poll() is None:
        time.sleep(0.01)
    os.killpg(run.pid, signal.SIGINT)  # as Ctrl-C does: the whole group
    out, err = run.communicate(timeout=60)
    assert run.returncode == 130, err
    assert "Traceback" not in err
    assert err.splitlines()[-1].startswith("stopped: the pieces done are kept")
    kept = len(json.loads(record.read_text())["pieces"])
    again = kata(argv, repo)
    out, err = again.communicate(timeout=180)
    assert again.returncode == 0, err
    assert out == (
        f"n = 14: {oeis.A000170[14]:,} solutions (= OEIS A000170), "
        f"{oeis.A002562[14]:,} classes (= A002562)\n"
    )
    assert f"({kept} from .counts/n14.json)" in err
    assert 0 < kept < len(json.loads(record.read_text())["pieces"])


def test_a_scheduler_that_does_not_answer_is_said_in_one_line(monkeypatch, tmp_path):
    monkeypatch.setattr(count_cluster, "CONNECT_SECONDS", 1)
    runner = count_cluster.runner("tcp://127.0.0.1:1", 2)
    with pytest.raises(KataError, match="^CLUSTER=tcp://127.0.0.1:1: no Dask sched"):
        count.count(8, 2, folder=tmp_path, draw=False, runner=runner)
    assert not count_record.record_path(8, tmp_path).exists()
