"""A change right only by switching the file's shortcut off (kata.judge.repair.
shortcuts) is said as a clue, and the search goes on for the fix that keeps it;
the work that tells them apart is counted in steps (guard.steps), never in
seconds."""

from pathlib import Path

from kata.guard.runner import StyleProcess
from kata.guard.steps import Steps, ticked
from kata.judge.repair import fixes, shortcuts
from kata.judge.words.edits import delete, insert_before, replace

GALLERY = Path(__file__).resolve().parents[1] / "gallery"
METHODS = ["solveNQueens", "totalNQueens"]


def test_a_call_s_steps_taken_are_its_call_and_its_loops_turns():
    source = "def walk(k):\n    for _ in range(k):\n        pass\n"
    counter = Steps()
    namespace = counter.counting()
    exec(compile(ticked(source, "walk.py"), "walk.py", "exec"), namespace)
    for turns in (0, 5, 12):
        counter.start(100)
        namespace["walk"](turns)
        assert counter.taken() == 1 + turns  # one call, then a step a turn


def test_steps_for_each_answer_and_how_many_times_the_file_s_own():
    boards = {"answer": [["Q"]] * 4, "taken": 100}
    assert shortcuts.per_answer(boards) == 25
    assert shortcuts.per_answer({"answer": 0, "taken": 30}) == 30  # none: one
    assert shortcuts.per_answer({"answer": 3}) is None
    own = {"solveNQueens": 10.0, "totalNQueens": 2.0}
    assert shortcuts.times({"solveNQueens": 10.0, "totalNQueens": 9.0}, own) == 4
    assert not shortcuts.switched_off({"totalNQueens": 7.9}, own)
    assert shortcuts.fewer({"totalNQueens": 4.0}, {"totalNQueens": 5.0})
    assert not shortcuts.fewer({"totalNQueens": 5.0}, {"totalNQueens": 5.0})


def first_fix(case: str):
    path = GALLERY / f"{case}.py"
    with StyleProcess(path) as process:
        return fixes.first_fix(process, path.read_text(), 5, METHODS)


def test_a_cache_never_used_is_the_clue_and_its_key_mended_the_fix():
    """`if key in seen.values():` makes every answer right, by asking the cache
    in vain: the key made of every parameter makes them right with fewer steps."""
    fix, clue = first_fix("memo_read_or_counted")
    lines = (GALLERY / "memo_read_or_counted.py").read_text().splitlines()
    edit, many, off = clue
    assert off and edit.new.strip() == "if key in seen.values():" and many >= 4
    assert lines[edit.line - 1].strip() == "if key in seen:"
    assert fix.new.strip() == "key = (row, cols, ld, rd)"
    assert lines[fix.line - 1].strip() == "key = (row, cols | ld | rd)"


def test_a_cache_s_own_test_is_no_switch_to_try():
    """`if key in memo: return memo[key]` is never asked of the values: the key's
    mend is the fix, with no clue before it."""
    fix, clue = first_fix("memo_key_blocked_squares")
    assert clue is None and fix.new.strip() == "key = (row, cols, ld, rd)"


def test_a_mend_that_costs_steps_with_none_cheaper_is_the_fix():
    """A memo keyed by every parameter seldom answers: its mend takes several
    times the file's steps, and no change right takes fewer."""
    fix, clue = first_fix("memo_key_too_short")
    assert clue is None
    assert fix.new.strip() == "key = (row, cols, hills, dales)"


TAILS = """\
from functools import lru_cache


class Solution:
    def count(self, row, cols, ld, rd):
        key = cols
        if key in self.memo:
            return self.memo[key]
        total = sum(self.count(row + 1, cols, ld, rd) for _ in range(row))
        self.memo[key] = total
        seen[row] = seen.get(row, 0) + 1
        return total

    @lru_cache(maxsize=None)
    def ways(self, row):
        self.memo = {}
seen = {}
"""


def test_a_cache_read_left_out_or_defeated_switches_the_cache_off():
    lines = TAILS.splitlines()
    off = [
        delete(7, lines[6], last=8),  # the read, left out
        delete(8, lines[7]),  # its answer, left out
        replace(7, lines[6], "        if key in self.memo.values():"),
        insert_before(6, lines[5], "        self.memo = {}"),  # made anew each call
        replace(10, lines[9], "        self.memo[row] = total"),  # filled elsewhere
        delete(14, lines[13]),  # the decorator
    ]
    for edit in off:
        assert shortcuts.cache_off(TAILS, edit), edit


def test_a_change_that_keeps_each_cache_read_keeps_the_cache():
    lines = TAILS.splitlines()
    kept = [
        replace(6, lines[5], "        key = (cols, ld, rd)"),  # the key mended
        replace(9, lines[8], "        total = 1"),
        delete(11, lines[10]),  # a count kept in a dict (`.get`), not a cache
    ]
    for edit in kept:
        assert not shortcuts.cache_off(TAILS, edit), edit


ROW_MEMO = (GALLERY / "cached_count.py").read_text()
ROW_MEMO = ROW_MEMO.replace("        @lru_cache(maxsize=None)\n", "        memo = {}\n")
ROW_MEMO = ROW_MEMO.replace(
    "                return 1\n",
    "                return 1\n            if row in memo:\n"
    "                return memo[row]\n",
    1,
).replace(
    "            return ways\n",
    "            memo[row] = ways\n            return ways\n",
)


def test_a_cache_switched_off_is_a_clue_whatever_its_steps_and_never_the_fix(tmp_path):
    """A dict memo keyed by the row alone, its result depending on sets that change:
    no change that keeps the cache makes the file right; leaving the cache out does,
    with few steps more (a memo by the row seldom answers), and is said as the
    clue alone."""
    path = tmp_path / "row_memo.py"
    path.write_text(ROW_MEMO)
    with StyleProcess(path) as process:
        fix, clue = fixes.first_fix(process, ROW_MEMO, 4, METHODS)
        found = fixes.with_fix([], process, 4, METHODS)
    edit, many, off = clue
    assert fix is None and off and many < shortcuts.SWITCHED_OFF
    assert shortcuts.cache_off(ROW_MEMO, edit)
    assert [(f.kind, f.rule) for f in found] == [("clue", "shortcut_off")]
    head = found[0].parts[1].words  # said alone (no fix follows), with its key
    assert head.key == "shortcut.never.key.alone"
    assert dict(dict(head.params)["made"].params)["made"] == "row"
