"""`make count`: constellations.py's search split over processes, against OEIS.

Every count is held against OEIS A000170 and A002562, which the split did not
compute; a record is kept in a folder of the test's own."""

import dataclasses
import importlib.util
import json
import re
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from kata import cli
from kata.basics import oeis, styles
from kata.basics.errors import KataError
from kata.commands import count as count_command
from kata.study import count, count_cluster, count_record

SMALL = range(1, 13)


def counted(n, folder, **options):
    return count.count(n, jobs=2, folder=folder, draw=False, **options)


def test_parallel_count_is_the_serial_count_and_oeis(tmp_path):
    solution = count.load_solution(count.STYLE)
    for n in SMALL:
        tally = counted(n, tmp_path)
        assert tally.solutions == solution().totalNQueens(n) == oeis.A000170[n], n
        assert tally.eightfold_classes == 8 * oeis.A002562[n], n


def test_the_pieces_are_each_constellation_once():
    solution = count.load_solution(count.STYLE)
    pieces = count.split(solution, 12)
    assert sum(len(piece.sizes) for piece in pieces) == len(
        list(solution._constellations(12))
    )
    assert len({piece.key for piece in pieces}) == len(pieces)


def test_a_count_resumed_from_part_of_its_record_is_the_whole_count(tmp_path):
    whole = counted(11, tmp_path)
    path = count_record.record_path(11, tmp_path)
    record = json.loads(path.read_text())
    kept = dict(list(record["pieces"].items())[::3])  # as if stopped a third in
    path.write_text(json.dumps({**record, "pieces": kept}))
    resumed = counted(11, tmp_path)
    assert resumed.resumed == len(kept) < resumed.pieces
    assert resumed == dataclasses.replace(whole, resumed=len(kept))
    assert resumed.solutions == oeis.A000170[11]


def test_a_resumed_count_reads_the_record_rather_than_search_again(tmp_path):
    counted(8, tmp_path)
    path = count_record.record_path(8, tmp_path)
    record = json.loads(path.read_text())
    key = next(iter(record["pieces"]))
    record["pieces"][key][0] += 1000  # planted: a resumed run must carry it
    path.write_text(json.dumps(record))
    assert counted(8, tmp_path).solutions == oeis.A000170[8] + 1000
    assert counted(8, tmp_path, restart=True).solutions == oeis.A000170[8]


def test_a_record_of_another_version_of_the_style_is_refused(tmp_path):
    other = tmp_path / "constellations.py"
    other.write_text(count.STYLE.read_text() + "# changed\n")
    counted(7, tmp_path, style=other)
    before = count_record.record_path(7, tmp_path).read_text()
    with pytest.raises(KataError, match="another version of constellations.py"):
        counted(7, tmp_path)
    assert count_record.record_path(7, tmp_path).read_text() == before


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text[: len(text) // 2],  # cut short by a full disk
        lambda text: text.replace('"pieces": {', '"pieces": {"9,9 9,9": [1, 0], '),
        lambda text: re.sub(r"\[\d+", "[-7", text, count=1),
        lambda text: "[]",
    ],
    ids=["cut short", "a piece of no count", "a negative count", "not a record"],
)
def test_a_damaged_record_is_refused(tmp_path, damage):
    counted(6, tmp_path)
    path = count_record.record_path(6, tmp_path)
    text = path.read_text()
    assert damage(text) != text
    path.write_text(damage(text))
    with pytest.raises(KataError, match="damaged.*RESTART=1"):
        counted(6, tmp_path)


@pytest.mark.parametrize(
    "argv",
    [
        ["--n=0"],
        ["--n=abc"],
        ["--n=28"],
        ["--n=8", "--jobs=0"],
        ["--n=8", "--jobs=x"],
        ["--n=8", "--cluster=remote"],
        ["--n=8", "--cluster=tcp://host"],
        ["--n=8", "--cluster=host:99999"],
        ["--n=8", "--cluster=http://host:8786"],
    ],
)
def test_bad_requests_get_one_line_and_status_2(argv, capsys):
    assert cli.main(["count", *argv]) == 2
    out, err = capsys.readouterr()
    assert not out and err.startswith("error: ") and err.count("\n") == 1


@pytest.mark.parametrize(
    "text, address",
    [
        ("local", "local"),
        ("tcp://10.0.0.5:8786", "tcp://10.0.0.5:8786"),
        ("node-1.lab:8786", "tcp://node-1.lab:8786"),
        ("tls://[::1]:8786", "tls://[::1]:8786"),
    ],
)
def test_a_cluster_is_local_or_a_scheduler_address(text, address):
    assert count_command.cluster(text, "CLUSTER") == address


def test_a_cluster_count_without_distributed_says_how_to_install(monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util,
        "find_spec",
        lambda name, *rest: None if name == "distributed" else real(name, *rest),
    )
    with pytest.raises(KataError, match="CLUSTER= needs dask's distributed.*installs"):
        count_cluster.runner("local", 2)


def kata(argv, cwd):
    return subprocess.Popen(
        [sys.executable, "-m", "kata", *argv],
        cwd=cwd,
        env={
            **os.environ,
            "PYTHONPATH": "tests",
            "KATA_SOLUTIONS": "",
            "COLUMNS": "100",
        },
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=interruptible,
    )


def interruptible() -> None:
    """Ctrl-C as at a terminal, whatever started the tests: a shell that runs them
    in the background (`&`) hands its children SIGINT ignored."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture
def repo(tmp_path):
    """A copy of the support code and constellations.py, with records of its own."""
    shutil.copytree(
        styles.ROOT / "tests" / "kata",
        tmp_path / "tests" / "kata",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    (tmp_path / "solutions").mkdir()
    shutil.copy(count.STYLE, tmp_path / "solutions")
    return tmp_path


@pytest.mark.slow  # make check (CI too): a count stopped and resumed
def test_ctrl_c_stops_in_one_line_and_the_next_run_goes_on(repo):
    record = repo / ".counts" / "n14.json"
    run = kata(["count", "--n=14", "--jobs=2"], repo)
    while not record.exists() and run.poll() is None:
        time.sleep(0.01)
    os.killpg(run.pid, signal.SIGINT)  # as Ctrl-C does: the whole group
    out, err = run.communicate(timeout=60)
    assert run.returncode == 130, err
    assert "Traceback" not in err
    assert err.splitlines()[-1].startswith("stopped: the pieces done are kept")
    kept = len(json.loads(record.read_text())["pieces"])
    again = kata(["count", "--n=14", "--jobs=2"], repo)
    out, err = again.communicate(timeout=120)
    assert again.returncode == 0, err
    assert out == (
        f"n = 14: {oeis.A000170[14]:,} solutions (= OEIS A000170), "
        f"{oeis.A002562[14]:,} classes (= A002562)\n"
    )
    assert f"({kept} from .counts/n14.json)" in err


def test_a_count_logged_to_a_file_gets_plain_lines_not_bars(repo):
    """Where stderr is no terminal (a log, a pipe), no `\\r` bar is drawn: a line at
    each tenth of the pieces, the last with all of them and OEIS's count."""
    run = kata(["count", "--n=10", "--jobs=2"], repo)
    out, err = run.communicate(timeout=120)
    assert run.returncode == 0, err
    assert "\r" not in err
    pieces = len(count.split(count.load_solution(count.STYLE), 10))
    said = re.findall(r"^n = 10: (\d+)/(\d+) pieces, ([\d,]+) solutions, ", err, re.M)
    assert len(said) == 10
    assert {int(total) for _, total, _ in said} == {pieces}
    assert said[-1][:2] == (str(pieces), str(pieces))
    assert said[-1][2] == f"{oeis.A000170[10]:,}"


def test_a_count_whole_in_its_record_says_so_and_how_to_count_again(repo):
    pieces = len(count.split(count.load_solution(count.STYLE), 8))
    lines = []
    for argv in (["--jobs=2"], ["--jobs=2"], ["--jobs=2", "--restart=1"]):
        run = kata(["count", "--n=8", *argv], repo)
        out, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
        assert out.startswith(f"n = 8: {oeis.A000170[8]} solutions (= OEIS A000170)")
        lines.append(err.splitlines()[-1])
    first, again, restarted = lines
    assert first.startswith(f"{pieces} pieces (0 from .counts/n8.json), 2 processes")
    assert again == (
        f"{pieces} pieces, all in .counts/n8.json already: nothing left to count "
        "(RESTART=1 counts again)"
    )
    assert restarted.startswith(f"{pieces} pieces (0 from .counts/n8.json)")
