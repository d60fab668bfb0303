"""`make page`: the file it writes, and that file in a real browser.

The command runs in a copy of the repository holding two shipped styles and a
learner's own file. The pages are then opened in headless Chromium, driven by
selenium through Debian's chromedriver (never one downloaded), stepped to the end
with the keyboard alone; their boards must be `make trace`'s, their counters
`make work`'s, and the browser's console must stay free of errors. A wrong file of
the gallery opens at the first wrong step the coach's finding names (its n, its
square marked, its line lit), each checked against the finding the coach makes here.
"""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kata import cli
from kata.basics import styles
from kata.judge import coach
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
GALLERY = styles.ROOT / "tests" / "gallery"
SKIPPED = "abs_diagonal_key"  # never tries (2, 0) at n = 4: line 11 turns it away
LET_THROUGH = "key_sign_mismatch"  # puts a queen on (1, 2), attacked, at n = 3
COUNT_ONLY = "count_one_row_early"  # only the count is wrong: no square to mark
CRASH = "crash_index_error"  # solveNQueens raises at n = 1: no search to show
WRONG = (SKIPPED, LET_THROUGH, COUNT_ONLY, CRASH)

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
    for name in WRONG:
        shutil.copy(GALLERY / f"{name}.py", root / "solutions")
    return root


def page_command(root: Path, *argv: str) -> subprocess.CompletedProcess:
    """`python -m kata page ARGV` in the copy."""
    return subprocess.run(
        [sys.executable, "-m", "kata", "page", *argv],
        cwd=root,
        env={**os.environ, "PYTHONPATH": "tests", "KATA_SOLUTIONS": ""},
        capture_output=True,
        text=True,
    )


def make_page(root: Path, *argv: str) -> Path:
    """`python -m kata page ARGV` in the copy: the page it says it wrote (a wrong
    file's page too ends in status 0: the page asked for is written)."""
    done = page_command(root, *argv)
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
    **{name: (f"--a={name}",) for name in (SKIPPED, LET_THROUGH, COUNT_ONLY)},
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


@pytest.fixture(scope="module")
def findings(repo):
    """name -> the coach's first finding on the gallery file (the truth), made on
    first use."""
    made = {}

    def finding(name):
        if name not in made:
            path = repo / "solutions" / f"{name}.py"
            made[name] = coach.judge(path, costs=False, fixes=False).findings[0]
        return made[name]

    return finding


def page_data(path: Path) -> dict:
    """The figures a page was written with (its JSON)."""
    found = re.search(r'id="page-data">(.*?)</script>', path.read_text(), re.S)
    return json.loads(found.group(1))


def first_step(boards: list, queens) -> int:
    """The first step of `make trace` whose board holds exactly these queens."""
    return boards.index(list(queens))


def opening_step(repo: Path, name: str, finding) -> tuple:
    """(the step the page should open at, the queens on its board): where the search
    stood above the skipped square, or had just put a queen on the attacked one."""
    row, _ = finding.square
    upto = row + 1 if finding.fault == "attack" else row
    queens = finding.boards[0][:upto]
    boards, _ = expected_boards(repo, name, finding.n)
    return first_step(boards, queens), list(queens)


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
        ("bitmap", {"row": "0", "cols": "0 0 0 0   (0)", "bit": "1 0 0 0   (1)"}),
        ("diagonal_arrays", {"cols": "[T F F F]", "anti": "[T F F F F F F]"}),
        ("permutation_swap", {"row": "0", "queens": "[0, 1, 2, 3]"}),
    ],
)
def test_each_step_shows_the_style_s_own_variables_and_line(name, variables):
    """The variables shown at a step are those of the frame at the line shown: at
    `place(row + 1, ...)`, the caller's, whose row is the queen's it placed (the
    called frame's row is one more)."""
    with StyleProcess(styles.path(name)) as process:
        found = process.ask("page", n=4)
    events, reads = found["events"], found["reads"]
    moves = [e for e in events if e["event"] in ("placed", "backtrack", "solution")]
    assert len(reads) == len(moves) and moves[0]["queens"] == [0]
    first = dict(reads[0]["state"])
    assert {key: first[key] for key in variables} == variables
    line = styles.path(name).read_text().splitlines()[reads[0]["line"] - 1]
    assert "place(row + 1" in line
    source = styles.path(name).read_text().splitlines()
    for move, read in zip(moves, reads):
        at_call = read["line"] and "place(row + 1" in source[read["line"] - 1]
        if at_call and move["event"] == "placed" and not read["ahead"]:
            shown = dict(read["state"]).get("row", str(move["row"]))
            assert shown == str(move["row"]), read
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


def position_of(browser) -> int:
    """The step the page shows."""
    text = browser.execute_script(
        "return document.getElementById('position').textContent"
    )
    return int(text.split(" / ")[0])


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
    opened = position_of(browser)
    press(browser, Keys.ARROW_RIGHT)
    press(browser, Keys.ARROW_RIGHT)
    assert position_of(browser) == opened + 2
    press(browser, Keys.TAB)
    assert browser.execute_script("return document.activeElement.id") == "first"
    press(browser, Keys.ENTER)
    assert position_of(browser) == 0
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


MARKED = """const board = document.getElementById('board-a');
const code = document.getElementById('code').getBoundingClientRect();
const blamed = [...document.querySelectorAll('#code td.blamed')];
return {
  marks: [...board.querySelectorAll('[class*="mark-"]')].map((square) => ({
    row: Number(square.dataset.row), col: Number(square.dataset.col),
    classes: [...square.classList].filter((name) => name.startsWith('mark-')),
    queen: square.classList.contains('queen')})),
  queens: [...board.querySelectorAll('.queen')]
    .map((square) => [Number(square.dataset.row), Number(square.dataset.col)]),
  blamed: blamed.filter((cell) => cell.classList.contains('num')).map((cell) => [
    cell === cell.parentElement.firstElementChild ? 'a' : 'b', Number(cell.textContent)]),
  inView: blamed.every((cell) => {
    const box = cell.getBoundingClientRect();
    return box.top >= code.top && box.bottom <= code.bottom;
  }),
  key: document.getElementById('mark-key').textContent,
  opening: document.getElementById('opening').textContent,
};"""
LEGEND = {"mark-skipped": "skipped", "mark-let": "let through though attacked"}


def opened_unmarked(browser) -> dict:
    """What the page shows as it opens, checked to be the start with no mark."""
    shown = browser.execute_script(MARKED)
    assert position_of(browser) == 0
    assert (shown["marks"], shown["blamed"], shown["key"]) == ([], [], "")
    return shown


@pytest.mark.slow  # make check (CI too): a real browser, where one is installed
@pytest.mark.parametrize("key", [LEARNERS, SETS], ids=str)
def test_the_page_in_chromium(browser, pages, repo, key):
    from selenium.webdriver.common.keys import Keys

    a, b, n = key
    browser.get_log("browser")  # the console of the page before, left behind
    browser.get(pages(key).as_uri())
    assert opened_unmarked(browser)["opening"] == ""  # a right file: nothing to say
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


def console_errors(browser) -> list:
    return [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]


@pytest.mark.slow  # make check (CI too): the coach, then make page, on gallery cases
@pytest.mark.parametrize("name", [SKIPPED, LET_THROUGH])
def test_a_wrong_file_s_page_holds_the_step_its_finding_names(
    pages, findings, repo, name
):
    finding = findings(name)
    assert finding.kind == "boards" and finding.square and finding.lines
    data = page_data(pages(name))
    assert data["n"] == finding.n
    step, queens = opening_step(repo, name, finding)
    opening = data["opening"]
    assert (opening["frame"], opening["square"]) == (step, list(finding.square))
    assert opening["line"] == finding.lines[0]
    assert opening["said"].startswith(finding.head)
    frames = data["sides"][0]["frames"]
    assert frames[step]["queens"] == queens
    assert [k for k, frame in enumerate(frames) if "mark" in frame] == [step]
    assert not any("mark" in frame for frame in data["sides"][1]["frames"])


@pytest.mark.slow  # make check (CI too): a real browser, where one is installed
@pytest.mark.parametrize("name", [SKIPPED, LET_THROUGH])
def test_a_wrong_file_s_page_opens_at_its_first_wrong_step_in_chromium(
    browser, pages, findings, repo, name
):
    from selenium.webdriver.common.keys import Keys

    finding = findings(name)
    step, queens = opening_step(repo, name, finding)
    browser.get_log("browser")
    browser.get(pages(name).as_uri())
    assert position_of(browser) == step
    shown = browser.execute_script(MARKED)
    let_through = finding.fault == "attack"
    how = "mark-let" if let_through else "mark-skipped"
    row, col = finding.square
    assert shown["marks"] == [
        {"row": row, "col": col, "classes": [how], "queen": let_through}
    ]
    assert shown["queens"] == board_of(queens)
    assert shown["blamed"] == [["a", finding.lines[0]]] and shown["inView"]
    assert f"({row}, {col}) {LEGEND[how]}" in shown["key"]
    assert f"line {finding.lines[0]}" in shown["key"]
    assert shown["opening"].startswith(finding.head)
    press(browser, Keys.ARROW_RIGHT)  # the mark belongs to its step alone
    assert browser.execute_script(MARKED)["marks"] == []
    press(browser, Keys.ARROW_LEFT)
    assert browser.execute_script(MARKED)["marks"] == shown["marks"]
    press(browser, Keys.HOME)
    check_fit_and_keyboard(browser)
    assert console_errors(browser) == []


@pytest.mark.slow  # make check (CI too): a real browser, where one is installed
def test_a_wrong_count_opens_at_the_start_saying_why_in_chromium(
    browser, pages, findings
):
    finding = findings(COUNT_ONLY)
    assert finding.kind == "count" and finding.square is None
    path = pages(COUNT_ONLY)
    assert page_data(path)["n"] == finding.n
    browser.get_log("browser")
    browser.get(path.as_uri())
    said = opened_unmarked(browser)["opening"]
    assert finding.head in said and "\n" not in said
    one_line = browser.execute_script(
        "const p = document.getElementById('opening');"
        "return p.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(p).lineHeight);"
    )
    assert one_line
    assert console_errors(browser) == []


@pytest.mark.slow  # make check (CI too): the coach, then make page
def test_n_given_is_the_n_judged_and_shown(repo, findings):
    finding = findings(SKIPPED)
    right = make_page(repo, f"--a={SKIPPED}", f"--n={finding.n - 1}")
    data = page_data(right)
    assert data["n"] == finding.n - 1
    assert data["opening"]["square"] is None and data["opening"]["said"] == ""
    wrong = make_page(repo, f"--a={SKIPPED}", f"--n={finding.n}")
    assert page_data(wrong)["opening"]["square"] == list(finding.square)


@pytest.mark.slow  # make check (CI too): the coach, then make page
def test_a_file_with_no_search_to_show_gets_one_line(repo, findings):
    finding = findings(CRASH)
    assert finding.kind == "stopped"
    done = page_command(repo, f"--a={CRASH}")
    assert done.returncode == 1
    assert done.stderr == finding.head + "\n"
    assert not (repo / ".pages" / f"{CRASH}-and-bitmap-n{finding.n}.html").exists()
