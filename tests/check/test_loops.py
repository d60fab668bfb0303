"""Endless loops: the loop whose state repeats is named, with what stays the same; a
loop that is merely slow is not; and where no repeat is seen, the loop named is a
loop of the learner's own code, never a `def` line or a helper called from it."""

from pathlib import Path

from kata.guard.runner import StyleProcess
from kata.judge.explain import loop_at
from kata.judge.words.catalogue import render
from kata.watch.loop_lines import loop_around
from kata.watch.loops import loops_of

GALLERY = Path(__file__).resolve().parents[1] / "gallery"

POPPED_AGAIN = """\
class Solution:
    def totalNQueens(self, n: int) -> int:
        count, stack, c = 0, [], 0
        while True:
            while c < n and any(q == c or abs(q - c) == len(stack) - r for r, q in enumerate(stack)):
                c += 1
            if c < n:
                stack.append(c)
                c = 0
                if len(stack) == n:
                    count += 1
                    c = stack.pop() + 1
            elif stack:
                c = stack.pop()
            else:
                return count
"""

HELPER_NEVER_MOVES = """\
class Solution:
    def totalNQueens(self, n: int) -> int:
        self.n = n
        return sum(self.count_from([first]) for first in range(n))

    def count_from(self, cols):
        if len(cols) == self.n:
            return 1
        found = 0
        for col in range(self.n):
            if self.next_free(cols, col) == col:
                found += self.count_from(cols + [col])
        return found

    def next_free(self, cols, col):
        while col < self.n:
            if all(c != col and abs(c - col) != len(cols) - r for r, c in enumerate(cols)):
                return col
        return self.n

    def unused(self, cols):
        return len(cols)
"""


def written(tmp_path, text: str) -> Path:
    path = tmp_path / "learner.py"
    path.write_text(text)
    return path


def test_a_loop_that_never_advances_is_named_with_its_repeated_state(tmp_path):
    path = written(tmp_path, POPPED_AGAIN)
    with StyleProcess(path, seconds=5) as process:
        loop = loop_at(process, "totalNQueens", 4, {"line": 6})
    at = render(loop.words)  # the words as said
    assert loop.line == 4
    assert at.startswith(
        " (the loop on line 4, `while True:`, came back to its head with the same "
        "state: "
    ), at
    assert "stack = [" in at and "c = " in at and at.endswith(": nothing moves it on)")


def test_a_loop_that_is_only_slow_is_not_said_to_repeat():
    path = GALLERY / "product_brute_force.py"
    with StyleProcess(path, seconds=5) as process:
        repeat = process.ask("loops", method="totalNQueens", n=9, steps=200_000)
        loop = loop_at(process, "totalNQueens", 9, {"line": 8})
    at = render(loop.words)  # the words as said
    assert repeat is None and loop.line == 12
    assert "same state" not in at
    assert at == " (line 12: for cols in itertools.product(range(n), repeat=n):)"


def test_a_loop_in_a_helper_is_named_by_its_head_never_the_def_or_running_line(
    tmp_path,
):
    path = written(tmp_path, HELPER_NEVER_MOVES)
    with StyleProcess(path, seconds=5) as process:
        loop = loop_at(process, "totalNQueens", 4, {"line": 17})
    at = render(loop.words)  # the words as said
    assert loop.line == 16
    assert at.startswith(
        " (the loop on line 16, `while col < self.n:`, came back to its head with "
        "the same state: "
    ), at
    assert "col = " in at and "cols = [" in at


def test_without_a_repeat_the_callers_loop_is_named_never_a_helper_line():
    source = HELPER_NEVER_MOVES
    heads = set(loops_of(source))
    assert heads == {10, 16}
    assert loop_around(source, 17, "totalNQueens") == 10  # next_free: called from 10
    assert loop_around(source, 15, "totalNQueens") == 10  # its def line
    assert loop_around(source, 12, "totalNQueens") == 10
    assert loop_around(source, 4, "totalNQueens") is None  # a generator, no loop
    assert loop_around(source, 22, "totalNQueens") is None  # a helper with no loop
    assert loop_around("def f(:\n", 1) is None


def test_a_helper_called_from_two_loops_names_the_stopped_methods_loop():
    source = (GALLERY / "popped_column_retried.py").read_text()
    assert loop_around(source, 43, "totalNQueens") == 24  # in safe(), from the while
    assert loop_around(source, 43, "solveNQueens") == 12  # in safe(), from place()
    assert loop_around(source, 40, "totalNQueens") == 24  # safe()'s def line


def test_a_nested_search_is_never_named_by_another_method_s_function_of_its_name():
    """Both methods nest a `dfs`; totalNQueens' stopped on its `def` line was
    called from its own `while free:` (line 33), never from solveNQueens' loop."""
    source = (GALLERY / "complement_drops_bit_only.py").read_text()
    assert loop_around(source, 27, "totalNQueens") == 33
    assert loop_around(source, 9, "solveNQueens") == 14
    assert loop_around(source, 35, "totalNQueens") == 33


def test_a_call_in_a_for_loop_s_iterable_is_not_in_the_loop():
    source = (
        "class Solution:\n"
        "    def _run(self, n):\n"
        "        found = []\n"
        "        while True:\n"
        "            found.append(n)\n"
        "    def solveNQueens(self, n):\n"
        "        for sol in self._run(n):\n"
        "            pass\n"
    )
    assert loop_around(source, 5, "solveNQueens") == 4  # _run's own while
    assert loop_around(source, 7, "solveNQueens") == 7  # stopped on the for itself


GROWS_AT_ONE_PLACE = """\
class Solution:
    def totalNQueens(self, n: int) -> int:
        row, found = 0, []
        while row >= 0:
            found.append([row] * n)
        return len(found)
"""


def test_a_list_too_large_to_compare_is_said_to_be_left_aside(tmp_path):
    """The loop's steering state (row) repeats while `found` grows past what is
    copied: the repeat is said with `found` aside, never as the whole state."""
    path = written(tmp_path, GROWS_AT_ONE_PLACE)
    with StyleProcess(path, seconds=5) as process:
        loop = loop_at(process, "totalNQueens", 4, {"line": 5})
    at = render(loop.words)  # the words as said
    assert loop.line == 4
    assert at.startswith(
        " (the loop on line 4, `while row >= 0:`, came back to its head with the same "
        "state, leaving `found` aside: row = 0"
    ), at


def test_the_loop_a_stopped_lesson_names_is_in_its_finding_s_lines():
    """A tool (FORMAT=lines, make page) reads the line from the finding's fields; the
    words name line 26 of endless_loop.py (its kept lesson, tests/gallery/)."""
    from kata.judge import coach

    found = coach.judge(GALLERY / "endless_loop.py", 1.0, costs=False, fixes=False)
    (stopped,) = [f for f in found.findings if f.kind == "stopped"]
    assert "the loop on line 26" in stopped.said and stopped.lines[:1] == (26,)
