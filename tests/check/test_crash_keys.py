"""What a run shows of the key or index a call crashed on (kata.watch.crash_keys),
and its words (kata.judge.answers.crash_notes): each planted crash's lines are found
here in the planted text, not by the code under test."""

import textwrap

import pytest

from kata.guard.loading import load_solution
from kata.judge.answers import crash_notes
from kata.judge.words.catalogue import render
from kata.watch.crash_keys import crashed_on
from test_words import built_sentences, reworded

ADDED_TWICE = """
class Solution:
    def totalNQueens(self, n):
        self.taken = set()
        self.count = 0
        self.go(0, n)
        return self.count

    def go(self, row, n):
        if row == n:
            self.count += 1
            return
        for col in range(n):
            if col in self.taken:
                continue
            self.taken.add(col // 2)  # two columns share a key
            self.go(row + 1, n)
            self.taken.remove(col // 2)
"""
ALIASED = """
class Solution:
    def totalNQueens(self, n):
        diag = anti = set()
        for row in range(n):
            for col in range(n):
                diag.add(row - col)
                anti.add(row + col)
                diag.remove(row - col)
                anti.remove(row + col)
        return 0
"""
SHORT_LIST = """
class Solution:
    def totalNQueens(self, n):
        flags = [False] * n
        for row in range(n):
            col = row + 1
            flags[col] = True
        return 0
"""
SHRUNK_LIST = """
class Solution:
    def totalNQueens(self, n):
        flags = [False] * n
        flags.pop()
        return int(flags[n - 1])
"""
NEVER_PUT = """
class Solution:
    def totalNQueens(self, n):
        diag = {k: False for k in range(n)}
        row, col = 0, 1
        return int(diag[row - col])
"""
OTHER_ERROR = """
class Solution:
    def totalNQueens(self, n):
        return int("x")
"""


def crash(tmp_path, source: str, n: int, **given):
    path = tmp_path / f"mine_{len(list(tmp_path.iterdir()))}.py"  # each its own
    path.write_text(textwrap.dedent(source))
    solution = load_solution(str(path), False)
    return crashed_on(solution().totalNQueens, str(path), n, **given)


def line_of(source: str, text: str, nth: int = 0) -> int:
    """The number of the nth line that holds `text`, counted in the planted text."""
    found = [i for i, line in enumerate(source.splitlines(), 1) if text in line]
    return found[nth]


def test_a_key_put_in_twice_then_taken_out_twice(tmp_path):
    # n = 2: (0, 0) puts 0 in; (1, 1) is let through (1 is not in `taken`) and
    # puts 0 in again, where it was, then takes it out; (0, 0)'s own take-out
    # then finds it gone
    found = crash(tmp_path, ADDED_TWICE, 2)
    put = line_of(ADDED_TWICE, ".add(col // 2)")
    out = line_of(ADDED_TWICE, ".remove(col // 2)")
    assert (found["type"], found["line"], found["key"]) == ("KeyError", out, 0)
    assert found["held"] == "self.taken" and found["kind"] == "set"
    steps = [(w["line"], w["does"], w["there"], w["square"]) for w in found["writes"]]
    assert steps == [
        (put, "add", False, [["row", "col"], [0, 0]]),
        (put, "add", True, [["row", "col"], [1, 1]]),  # where it already was
        (out, "remove", True, [["row", "col"], [1, 1]]),
        (out, "remove", False, [["row", "col"], [0, 0]]),  # the crash's own
    ]


def test_the_name_each_write_went_through(tmp_path):
    found = crash(tmp_path, ALIASED, 1)
    assert found["held"] == "anti" and found["key"] == 0
    through = [(w["line"], w["through"]) for w in found["writes"]]
    assert through == [
        (line_of(ALIASED, "diag.add"), "diag"),
        (line_of(ALIASED, "anti.add"), "anti"),
        (line_of(ALIASED, "diag.remove"), "diag"),
        (line_of(ALIASED, "anti.remove"), "anti"),
    ]
    said = render(crash_notes.said(found, found["line"]))
    assert "through `diag`" in said and "where it already was" in said


def test_a_list_its_length_what_made_it_and_the_index(tmp_path):
    found = crash(tmp_path, SHORT_LIST, 3)
    assert found["type"] == "IndexError"
    assert found["line"] == line_of(SHORT_LIST, "flags[col] = True")
    assert (found["size"], found["key"]) == (3, 3)  # row 2's col, 2 + 1
    assert found["made"] == line_of(SHORT_LIST, "flags = [False] * n")
    assert (found["made_code"], found["made_names"]) == ("[False] * n", {"n": 3})


def test_what_made_a_list_is_said_only_where_it_gives_the_length_now(tmp_path):
    found = crash(tmp_path, SHRUNK_LIST, 3)
    assert (found["size"], found["key"]) == (2, 2)  # one popped since it was made
    assert "made" not in found


def test_a_key_never_put_in_is_said_by_what_the_object_held(tmp_path):
    found = crash(tmp_path, NEVER_PUT, 2)
    assert (found["key"], found["writes"], found["others"]) == (-1, [], [0, 1])
    said = crash_notes.said(found, found["line"])
    assert said.key == "crash.held"


def test_nothing_is_said_of_another_error_or_a_run_past_its_steps(tmp_path):
    assert crash(tmp_path, OTHER_ERROR, 1) is None
    assert crash(tmp_path, ADDED_TWICE, 2, steps=5) is None
    found = crash(tmp_path, SHORT_LIST, 3)
    assert crash_notes.said(found, found["line"] + 1) is None  # another line


@pytest.mark.parametrize("source, n", [(ADDED_TWICE, 2), (ALIASED, 1), (SHORT_LIST, 3)])
def test_every_sentence_of_a_crash_is_a_template(tmp_path, source, n):
    found = crash(tmp_path, source, n)
    said = crash_notes.said(found, found["line"])
    assert built_sentences(said) == [] and reworded(said)
