"""A change right only by switching the file's shortcut off (kata.judge.repair.
shortcuts) is said as a clue, and the search goes on for the fix that keeps it;
the work that tells them apart is counted in steps (guard.steps), never in
seconds."""

from pathlib import Path

from kata.guard.runner import StyleProcess
from kata.guard.steps import Steps, ticked
from kata.judge.repair import fixes, shortcuts

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
    edit, many = clue
    assert edit.new.strip() == "if key in seen.values():" and many >= 4
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
