"""`make page`: the file it writes, and that file in a real browser.

The command runs in a copy of the repository holding two shipped styles and a
learner's own file. The pages are then opened in headless Chromium, driven by
selenium through Debian's chromedriver (never one downloaded), stepped to the end
with the keyboard alone; their boards must be `make trace`'s, their counters
`make work`'s, and the browser's console must stay free of errors.
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kata import cli
from kata.basics import styles
from kata.study.aligned import pairs
from kata.study.page_html import code_rows
from kata.guard.runner import StyleProcess

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1280,800",
)
WIDTH, HEIGHT = 1280, 800
ALL_STEPS = 100_000

# A learner's own style: the placed queens checked one by one, as a first try would.
LEARNER = '''"""My idea: check each queen above, one at a time.

Time: O(n * n!).
Space: O(n).
"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * col + "Q" + "." * (n - col - 1) for col in queens])
                return
            for col in range(n):
                if all(c != col and abs(c - col) != row - r for r, c in enumerate(queens)):
                    queens.append(col)
                    place(row + 1)
                    queens.pop()

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        return len(self.solveNQueens(n))
'''


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    """A copy of the support code with sets, bitmap, bitmap_symmetry and my_idea."""
    root = tmp_path_factory.mktemp("repo")
    shutil.copytree(
        styles.ROOT / "tests" / "kata",
        root / "tests" / "kata",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    (root / "solutions").mkdir()
    for name in ("sets", "bitmap", "bitmap_symmetry"):
        shutil.copy(styles.path(name), root / "solutions")
    (root / "solutions" / "my_idea.py").write_text(LEARNER)
    return root


def make_page(root: Path, *argv: str) -> Path:
    """`python -m kata page ARGV` in the copy: the page it says it wrote."""
    done = subprocess.run(
        [sys.executable, "-m", "kata", "page", *argv],
        cwd=root,
        env={**os.environ, "PYTHONPATH": "tests", "KATA_SOLUTIONS": ""},
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert all(len(line) <= 100 for line in done.stdout.splitlines())
    written = re.search(r"^wrote (\S+\.html): ", done.stdout, re.M)
    assert written, done.stdout
    path = root / written.group(1)
    assert path.parent == root / ".pages"
    return path


SETS = ("sets", "bitmap", 5)  # sets beside the baseline (B= is bitmap, n = 5)
LEARNERS = ("my_idea", "bitmap_symmetry", 4)  # a learner's page
PAGE_ARGS = {
    SETS: ("--a=sets",),
    LEARNERS: ("--a=my_idea", "--b=bitmap_symmetry", "--n=4"),
}


@pytest.fixture(scope="module")
def pages(repo):
    """key -> the page written for it, made on first use."""
    made = {}

    def page(key):
        if key not in made:
            made[key] = make_page(repo, *PAGE_ARGS[key])
        return made[key]

    return page


def test_the_page_is_one_file_that_asks_for_nothing(pages):
    text = pages(LEARNERS).read_text()
    assert re.findall(r"""(?:src|href)\s*=\s*["']?(?!data:)[^"'\s>]+""", text) == []
    assert not re.search(r"https?://|@import|url\(", text)
    assert "<script>" in text and "<style>" in text


def test_the_code_is_aligned_as_make_diff_aligns_it():
    left, right = (styles.path(name).read_text() for name in ("sets", "bitmap"))
    rows = code_rows(left, right).splitlines()
    marks = [mark for mark, _, _ in pairs(left.splitlines(), right.splitlines())]
    assert len(rows) == len(marks)
    numbers = {"a": [], "b": []}
    for row, mark in zip(rows, marks):
        found = dict(re.findall(r'data-(a|b)="(\d*)"', row))
        for side in "ab":
            if found[side]:
                numbers[side].append(int(found[side]))
        assert (found["a"] != "") == (mark in " |<")
        assert (found["b"] != "") == (mark in " |>")
    assert numbers["a"] == list(range(1, len(left.splitlines()) + 1))
    assert numbers["b"] == list(range(1, len(right.splitlines()) + 1))
    assert any(mark == "|" for mark in marks) and any(mark == " " for mark in marks)


@pytest.mark.parametrize(
    "name, variables",
    [
        ("sets", {"cols": "{0}", "diag": "{0}", "anti": "{0}", "queens": "[0]"}),
        ("bitmap", {"cols": "1 0 0 0   (1)", "diag": "0 1 0 0   (2)"}),
        ("diagonal_arrays", {"cols": "[T F F F]", "anti": "[T F F F F F F]"}),
        ("permutation_swap", {"row": "1", "queens": "[0, 1, 2, 3]"}),
    ],
)
def test_each_step_shows_the_style_s_own_variables_and_line(name, variables):
    with StyleProcess(styles.path(name)) as process:
        found = process.ask("page", n=4)
    events, reads = found["events"], found["reads"]
    moves = [e for e in events if e["event"] in ("placed", "backtrack", "solution")]
    assert len(reads) == len(moves) and moves[0]["queens"] == [0]
    first = dict(reads[0]["state"])
    assert {key: first[key] for key in variables} == variables
    line = styles.path(name).read_text().splitlines()[reads[0]["line"] - 1]
    assert "place(row + 1" in line
    for i, read in enumerate(reads):  # read "ahead" moves on: the next queen placed
        if read["ahead"]:
            assert moves[i]["event"] == "backtrack"
            assert moves[i + read["ahead"]]["event"] == "placed"
            assert reads[i + read["ahead"]]["state"] == read["state"]


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ["page", "--a=sets", "--n=9"],
            "N='9' is out of range: this command takes n = 0..8",
        ),
        (["page", "--a", "nope"], "unknown style 'nope'"),
        (["page", "--a=sets", "--open=yes"], "OPEN='yes': say OPEN=1"),
    ],
)
def test_bad_input_is_one_line(argv, message, capsys):
    assert cli.main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and message in err


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    """Headless Chromium at 1280x800, with a fresh profile, logging its console."""
    if not (CHROMIUM and CHROMEDRIVER):
        pytest.skip(
            "no chromium and chromedriver here: the page is not opened in a browser"
        )
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tmp_path_factory.mktemp('profile')}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(
        service=Service(executable_path=CHROMEDRIVER), options=options
    )
    try:
        metrics = {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1}
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {**metrics, "mobile": False}
        )
        yield driver
    finally:
        driver.quit()


def press(driver, key: str) -> None:
    """One key, sent to whatever has the focus (nothing is clicked)."""
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(driver).send_keys(key).perform()


def expected_boards(root: Path, name: str, n: int) -> tuple:
    """The queens after each step of `make trace` (the empty board first and last),
    and its closing counts."""
    with StyleProcess(root / "solutions" / f"{name}.py", seconds=60.0) as process:
        events = process.ask("trace", n=n, steps=ALL_STEPS)
    moves = [
        e["queens"] for e in events if e["event"] in ("placed", "backtrack", "solution")
    ]
    assert moves
    return [[], *moves, []], events[-1]


def nodes_counted(root: Path, name: str, n: int) -> int:
    """The queens placed, as `make work` counts them (kata.study.work, guarded)."""
    with StyleProcess(root / "solutions" / f"{name}.py") as process:
        return process.ask("work", n=n, seconds=120.0)["nodes"]


SHOWN = """return ['a', 'b'].map((id) => ({
  queens: [...document.querySelectorAll(`#board-${id} .queen`)]
    .map((square) => [Number(square.dataset.row), Number(square.dataset.col)]),
  placed: document.getElementById(`placed-${id}`).textContent,
  solutions: document.getElementById(`solutions-${id}`).textContent,
}));"""


def check_fit_and_keyboard(browser) -> None:
    """At 1280x800 all is in view; the arrows work with nothing clicked; Tab reaches
    the buttons, Enter and space work them."""
    from selenium.webdriver.common.keys import Keys

    assert browser.execute_script("return document.activeElement === document.body")
    size = browser.execute_script(
        "return [document.documentElement.scrollWidth, document.documentElement.scrollHeight]"
    )
    assert size[0] <= WIDTH and size[1] <= HEIGHT
    for part in ("board-a", "board-b", "slider", "figures", "code"):
        box = browser.execute_script(
            f"return document.getElementById('{part}').getBoundingClientRect().toJSON()"
        )
        assert box["height"] > 0 and box["bottom"] <= HEIGHT and box["right"] <= WIDTH
    position = "return document.getElementById('position').textContent"
    press(browser, Keys.ARROW_RIGHT)
    press(browser, Keys.ARROW_RIGHT)
    assert browser.execute_script(position).startswith("2 / ")
    press(browser, Keys.TAB)
    assert browser.execute_script("return document.activeElement.id") == "first"
    press(browser, Keys.ENTER)
    assert browser.execute_script(position).startswith("0 / ")
    press(browser, Keys.TAB)
    press(browser, Keys.TAB)
    press(browser, Keys.SPACE)  # the play button, by the keyboard
    pressed = "return document.getElementById('play').getAttribute('aria-pressed')"
    assert browser.execute_script(pressed) == "true"
    press(browser, Keys.SPACE)
    assert browser.execute_script(pressed) == "false"
    press(browser, Keys.HOME)


def board_of(queens) -> list:
    return [[row, col] for row, col in enumerate(queens)]


@pytest.mark.slow  # make check (CI too): a real browser, where one is installed
@pytest.mark.parametrize("key", [LEARNERS, SETS], ids=str)
def test_the_page_in_chromium(browser, pages, repo, key):
    from selenium.webdriver.common.keys import Keys

    a, b, n = key
    browser.get_log("browser")  # the console of the page before, left behind
    browser.get(pages(key).as_uri())
    check_fit_and_keyboard(browser)
    expected = [expected_boards(repo, name, n) for name in (a, b)]
    last = int(browser.execute_script("return document.getElementById('slider').max"))
    assert last == max(len(boards) for boards, _ in expected) - 1
    for step in range(last + 1):
        shown = browser.execute_script(SHOWN)
        for (boards, _), side in zip(expected, shown):
            assert side["queens"] == board_of(boards[min(step, len(boards) - 1)]), step
        press(browser, Keys.ARROW_RIGHT)
    work = {name: nodes_counted(repo, name, n) for name in (a, b)}
    for (boards, end), side, name in zip(
        expected, browser.execute_script(SHOWN), (a, b)
    ):
        assert int(side["placed"]) == work[name] == end["nodes"]
        assert int(side["solutions"]) == end["solutions"] > 0
    press(browser, Keys.HOME)
    assert browser.execute_script(SHOWN)[0]["placed"] == "0"
    press(browser, Keys.END)
    assert browser.execute_script(SHOWN)[0]["placed"] == str(work[a])
    errors = [
        entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"
    ]
    assert errors == []
    assert (
        browser.execute_script("return performance.getEntriesByType('resource').length")
        == 0
    )
