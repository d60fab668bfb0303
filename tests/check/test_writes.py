"""kata.watch.writes: where a value a test reads came from, held to writes worked
out by hand for small planted files."""

from types import SimpleNamespace

from kata.gallery import lessons as gallery
from kata.guard import loading
from kata.judge.words.catalogue import Words, words
from kata.watch import events as watched
from kata.watch.decisions import Decisions
from kata.watch.placements import watch
from kata.watch.writes import MOST_HELD, Write, WriteLog

# `down` and `up` are one list. Worked by hand for n = 4: (0, 0) sets slots 3 and
# 0 (lines 16, 17); (1, 3) sets 1 and 4, finds no place in row 2 and is taken back
# (line 21 clears 1 and 4); (0, 0) is taken back (slots 3 and 0 cleared); (0, 1)
# sets slot 2 through `down` (line 16) and slot 1 through `up` (line 17, 0 + 1);
# then (1, 3), which no queen attacks, meets `down[1 - 3 + 3]`, slot 1: set by
# (0, 1) through `up`, not left from anything.
ALIASED = """
class Solution:
    def solveNQueens(self, n):
        boards, queens = [], []
        cols = [False] * n
        down = up = [False] * (2 * n - 1)

        def place(row):
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if cols[col] or down[row - col + n - 1] or up[row + col]:
                    continue
                cols[col] = True
                down[row - col + n - 1] = True
                up[row + col] = True
                queens.append(col)
                place(row + 1)
                queens.pop()
                cols[col] = down[row - col + n - 1] = up[row + col] = False

        place(0)
        return boards
"""

# Separate lists, but the undo forgets `up`: (0, 0) sets up[0], (1, 3) sets up[4]
# on line 17 and is taken back with up[4] still set; under (0, 1), the free (1, 3)
# meets up[4]: left from (1, 3), taken back.
STALE = ALIASED.replace(
    "down = up = [False] * (2 * n - 1)",
    "down = [False] * (2 * n - 1); up = [False] * (2 * n - 1)",
).replace(" = up[row + col] = False", " = False")


def logged(tmp_path, source: str, n: int = 4):
    path = tmp_path / "planted.py"
    path.write_text(source)
    decisions = Decisions(path)
    watch(loading.load_solution(path), path, n, None, decisions)
    return decisions.writes


def diagonal_lists(log) -> list:
    return [held for held, _ in log.watched.values() if len(held) == 7]


def writes_to(log, held, key) -> list:
    return [(w.line, w.name, w.queen, w.true) for w in log.writes[(id(held), key)]]


def test_a_write_is_kept_with_its_line_its_name_and_its_queen(tmp_path):
    log = logged(tmp_path, ALIASED)
    (shared,) = diagonal_lists(log)  # one object, though two names look it up
    assert writes_to(log, shared, 1)[:3] == [
        (16, "down", (1, 3), True),
        (21, "down", (1, 3), False),
        (17, "up", (0, 1), True),
    ]
    assert writes_to(log, shared, 3)[:2] == [
        (16, "down", (0, 0), True),
        (21, "down", (0, 0), False),
    ]
    assert writes_to(log, shared, 4)[:2] == [  # line 21 clears it through `up`
        (17, "up", (1, 3), True),
        (21, "up", (1, 3), False),
    ]
    by_up = log.writes[(id(shared), 1)][2]
    assert log.when(by_up) == "placed"


def test_a_key_left_set_is_put_in_by_a_queen_taken_back(tmp_path):
    log = logged(tmp_path, STALE)
    down, up = diagonal_lists(log)
    put = log.writes[(id(up), 4)][0]
    assert (put.line, put.name, put.queen, put.true) == (17, "up", (1, 3), True)
    assert log.when(put) == "placed"
    assert log.taken_back_since(put)
    assert writes_to(log, down, 1)[:2] == [
        (16, "down", (1, 3), True),
        (21, "down", (1, 3), False),
    ]


def skipped(tmp_path, source: str) -> dict:
    """The skipped (1, 3) below (0, 1), with its line and what the test read there."""
    path = tmp_path / "planted.py"
    path.write_text(source)
    events = watched.record(loading.load_solution(path), path, 4)
    skip = next(e for e in events if e["event"] == "skipped" and e["queens"] == [1])
    assert (skip["row"], skip["col"], skip["line"]) == (1, 3, 13)
    return skip


def test_a_lesson_says_left_from_a_queen_only_where_the_run_shows_it(tmp_path):
    aliased = skipped(tmp_path, ALIASED)
    assert aliased["read"] == {
        "kind": "one_object",
        "name": "down",
        "other": "up",
        "key": 1,
        "list": True,
        "put": {"line": 17, "through": "up", "queen": (0, 1), "when": "placed"},
        "bound": 6,
    }
    assert aliased["wrote"] == (
        {"name": "down", "key": 1, "line": 17, "through": "up", "queen": (0, 1)}
        | {"left": False},
    )
    stale = skipped(tmp_path, STALE)
    assert stale["read"] == {
        "kind": "stale",
        "name": "up",
        "key": 4,
        "list": True,
        "put": {"line": 17, "through": "up", "queen": (1, 3), "when": "placed"},
        "left": {"queen": (1, 3), "list": True},
    }
    assert stale["wrote"] == (
        {"name": "up", "key": 4, "line": 17, "through": "up", "queen": (1, 3)}
        | {"left": True},
    )


def test_a_queen_is_taken_back_only_where_the_placements_show_it():
    log = WriteLog("planted.py", {})
    log.timeline = [(), (1,), (1, 3), (1,), (1, 3)]
    placed = Write(17, "up", (1, 3), True, True, 1)
    assert log.when(placed) == "placed"
    assert log.taken_back_since(placed)  # on at 2, off at 3
    assert not log.taken_back_since(placed._replace(moment=3))  # on again at 4
    assert log.when(placed._replace(queen=(1, 0))) == "stood"


def test_an_object_grown_past_the_bound_is_no_longer_watched():
    """A cache a test looks up grows with the search: past MOST_HELD keys its
    writes are forgotten, so none is said, and the log stays bounded."""
    memo = {}
    frame = SimpleNamespace(f_lineno=5, f_locals={"memo": memo, "row": 0, "col": 2})
    log = WriteLog("cache.py", {5: ["memo"]})
    log.line(frame)  # line 5 reads memo: watched from here
    memo[7] = 1
    log.line(frame)  # line 5 ran before: it wrote memo[7]
    assert [(w.line, w.queen) for w in log.writes[(id(memo), 7)]] == [(5, (0, 2))]
    memo.update(dict.fromkeys(range(100, 100 + MOST_HELD)))
    log.line(frame)
    assert id(memo) not in log.watched and log.put_in(memo, 7, True) is None
    log.line(frame)  # read again, not watched again
    assert id(memo) not in log.watched


def test_a_lesson_s_finding_blames_the_lines_its_words_name():
    """diagonal_lists_one_object.py: the skipped square's test (line 22) met a slot
    set through `anti_diag` (line 24), one list with `main_diag` since line 15 binds
    both; the finding's lines are those three, and its words name that write."""
    found = gallery.judged(gallery.GALLERY / "diagonal_lists_one_object.py")
    boards = next(finding for finding in found.findings if finding.kind == "boards")
    assert boards.lines == (22, 24, 15)
    said = [part.words for part in boards.parts]
    put = words("read.through", name="anti_diag")
    assert any(put in held(said_words) for said_words in said)


def held(said: Words) -> list:
    """The words and every phrase within them."""
    inner = [v for _, v in said.params if isinstance(v, Words)]
    return [said, *[words for phrase in inner for words in held(phrase)]]
