"""The set-up and the commands around the suite: the kata installed as a command,
make test for the learner and make check for the maintainer, what make clean keeps,
make forget, the set-up's messages, the chart's colours and legend, the stopwatch's
ratios."""

import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from kata import cli
from kata.basics import styles, suite
from kata.basics.errors import KataError
from kata.study import chart, stopwatch

COMMANDS = cli.command_modules()
MAKEFILE = styles.ROOT / "Makefile"


def test_the_kata_s_own_tests_judge_a_copy_of_the_shipped_styles():
    assert styles.SOLUTIONS.resolve() != (styles.ROOT / "solutions").resolve()
    for name in styles.SHIPPED:
        shipped = styles.ROOT / "solutions" / f"{name}.py"
        assert styles.path(name).read_bytes() == shipped.read_bytes()


def test_a_learner_s_files_stay_out_of_the_copy(tmp_path):
    source = styles.shipped_copy(tmp_path / "solutions")
    (source / "mine.py").write_text("class Solution: pass\n")
    (source / "51-my try.py").write_text("broken(\n")
    copy = styles.shipped_copy(tmp_path / "copy", source)
    assert styles.names(copy) == sorted(styles.SHIPPED)
    assert styles.misnamed(copy) == []


def test_kata_is_a_command_and_takes_a_style_as_a_word():
    script = Path(sys.executable).with_name("kata")
    assert script.exists(), "the set-up installs the kata: pip install -e ."
    done = subprocess.run(
        [str(script), "work", "--n", "4", "--styles", "sets"],
        capture_output=True,
        text=True,
    )
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    assert "sets" in done.stdout and "n = 4" in done.stdout
    as_word = cli.checked(["test", "sets"], COMMANDS)
    assert as_word == cli.checked(["test", "--style", "sets"], COMMANDS)
    with pytest.raises(KataError, match="give the style once"):
        cli.checked(["test", "sets", "--style", "bitmap"], COMMANDS)


def makefile_copy(tmp_path: Path) -> Path:
    """A folder with the Makefile and the requirements it reads, and nothing else."""
    shutil.copy(MAKEFILE, tmp_path / "Makefile")
    (tmp_path / "tests").mkdir()
    for found in (styles.ROOT / "tests").glob("requirements*.txt"):
        shutil.copy(found, tmp_path / "tests" / found.name)
    shutil.copy(styles.ROOT / "setup.cfg", tmp_path / "setup.cfg")
    return tmp_path


def test_a_suite_logged_to_a_file_says_its_workers_status_once(tmp_path):
    """pytest-xdist, quiet and writing to a pipe, said "bringing up nodes..." twice:
    the kata's suites (make test, make check) say it once."""
    (tmp_path / "test_one.py").write_text("def test_one():\n    assert 1 + 1 == 2\n")
    command = suite.command("-p", "no:cacheprovider", str(tmp_path / "test_one.py"))
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed" in done.stdout
    assert done.stdout.count("bringing up nodes...") == 1, done.stdout


def test_make_clean_removes_what_can_be_rebuilt_and_keeps_the_practice(tmp_path):
    root = makefile_copy(tmp_path)
    for folder in (".venv", ".pages", ".counts", ".kata", "tests/__pycache__"):
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / "kept-or-not").write_text("x")
    done = subprocess.run(["make", "-s", "clean"], cwd=root, capture_output=True)
    assert done.returncode == 0, done.stderr
    assert (root / ".kata" / "kept-or-not").exists()
    for folder in (".venv", ".pages", ".counts", "tests/__pycache__"):
        assert not (root / folder).exists(), folder


def test_set_up_speaks_on_stderr():
    """Each line of the set-up that says what it does goes to stderr, and so does
    what pip says: a command's results stay alone on stdout."""
    lines = MAKEFILE.read_text().splitlines()
    said = [
        line
        for line in lines
        if line.startswith(('\t@echo "setting up', '\t@echo "installing'))
    ]
    installs = [line for line in lines if "$(PIP)" in line and "-r " in line]
    assert len(said) >= 5 and len(installs) >= 5
    assert all(line.rstrip().endswith(">&2") for line in said + installs)


def forget(root: Path, *words: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "kata", "forget", *words],
        cwd=root,
        env={**os.environ, "PYTHONPATH": "tests", "KATA_SOLUTIONS": ""},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
    )


def test_forget_asks_or_needs_force(tmp_path):
    shutil.copytree(
        styles.ROOT / "tests" / "kata",
        tmp_path / "tests" / "kata",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    styles.shipped_copy(tmp_path / "solutions")
    book = tmp_path / ".kata" / "history.sqlite"
    book.parent.mkdir()
    book.write_bytes(b"the drill history")
    refused = forget(tmp_path)  # no terminal to ask on: FORCE=1 is needed
    assert (refused.returncode, refused.stdout) == (2, "")
    assert "FORCE=1" in refused.stderr and len(refused.stderr.splitlines()) == 1
    assert book.exists()
    done = forget(tmp_path, "--force=1")
    assert done.returncode == 0 and not (tmp_path / ".kata").exists()
    again = forget(tmp_path, "--force=1")
    assert again.returncode == 0 and "nothing to forget" in again.stdout


def lab(colour: str) -> tuple:
    """sRGB '#rrggbb' -> CIE L*a*b* (D65)."""
    red, green, blue = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    linear = [
        ((c + 0.055) / 1.055) ** 2.4 if c > 0.04045 else c / 12.92
        for c in (red, green, blue)
    ]
    matrix = (
        (0.4124, 0.3576, 0.1805),
        (0.2126, 0.7152, 0.0722),
        (0.0193, 0.1192, 0.9505),
    )
    white = (0.95047, 1.0, 1.08883)
    x, y, z = (
        sum(m * c for m, c in zip(row, linear)) / w for row, w in zip(matrix, white)
    )
    f = lambda t: t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_sixteen_styles_get_sixteen_distinct_colours():
    colours = [chart.colour(number) for number in range(16)]
    assert len(set(colours)) == 16
    assert {chart.style_of_line(number) for number in range(16)} == {"-"}
    closest = min(
        sum((p - q) ** 2 for p, q in zip(lab(a), lab(b))) ** 0.5
        for i, a in enumerate(colours)
        for b in colours[i + 1 :]
    )
    assert closest > 25  # matplotlib's own ten are 27.7 apart at the closest
    assert chart.style_of_line(16) == "--"  # past 16, the line tells them apart


def test_the_chart_s_legend_stands_beside_the_data(tmp_path):
    names = [f"style_{number}" for number in range(16)]
    ranges = {"boards": range(4, 8), "counts": range(4, 8)}
    cells = {
        (problem, name, n): SimpleNamespace(seconds=(number + 1) * 10.0**-6 * n)
        for problem in ranges
        for number, name in enumerate(names)
        for n in ranges[problem]
    }
    figure = chart.draw(SimpleNamespace(cells=cells), names, ranges, "a title")
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()
    (legend,) = figure.legends
    box = legend.get_window_extent(renderer)
    assert [text.get_text() for text in legend.get_texts()] == names
    for axes in figure.axes:
        panel = axes.get_window_extent(renderer)
        assert box.x0 >= panel.x1 or not box.overlaps(panel), "legend over the data"
    out = tmp_path / "compare.png"
    chart.save(figure, out)
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert chart.drawn(out) == names  # the legend's styles, kept in the PNG


def test_the_shipped_chart_draws_every_shipped_style():
    """problems/compare.png (solutions/README.md's chart) is drawn by `make figures`
    over SHIPPED: a style added since is missing from it until it is redrawn."""
    picture = styles.ROOT / "problems" / "compare.png"
    assert chart.drawn(picture) == list(styles.SHIPPED), (
        "problems/compare.png does not draw the shipped styles: run make figures "
        "(and keep problems/trace.gif as it is)"
    )


def test_the_stopwatch_says_each_time_as_a_multiple_of_the_workload():
    """Each case beside its goal: one changed file's is that file's STYLE= time and
    a second (here 1.2 s, the median of its runs, and 1 s)."""
    runs = {
        stopwatch.WORKLOAD_CASE: [{"wall": 2.0, "cpu": 2.0, "status": 0}] * 3,
        stopwatch.SHIPPED: [
            {"wall": w, "cpu": 9.0, "status": 0} for w in (7.0, 6.0, 30.0)
        ],
        stopwatch.UNCHANGED: [{"wall": w, "cpu": 1.0, "status": 1} for w in (1, 2, 3)],
        stopwatch.CHANGED: [{"wall": 2.3, "cpu": 1.0, "status": 1}] * 3,
        stopwatch.ALONE: [{"wall": w, "cpu": 1.0, "status": 1} for w in (1.2, 9, 1)],
    }
    table = stopwatch.report(runs, "2026-12-02")
    lines = table.splitlines()
    shipped = next(line for line in lines if line.startswith(stopwatch.SHIPPED))
    assert "7.0" in shipped and "3.5x" in shipped and "8 s: met" in shipped
    unchanged = next(line for line in lines if line.startswith(stopwatch.UNCHANGED))
    assert "1.5 s: MISSED" in unchanged  # a median of 2 s
    changed = next(line for line in lines if line.startswith(stopwatch.CHANGED))
    assert changed.endswith("STYLE= + 1 s = 2.2 s: MISSED")  # 2.3 s
    workload = next(line for line in table.splitlines() if line.startswith("the fixed"))
    assert "1.0x" in workload
