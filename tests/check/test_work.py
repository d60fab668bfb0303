"""kata.study.work: the work a style does, counted the same way on every run."""

from pytest_cases import parametrize

from kata.guard import loading
from kata.basics import styles
from kata.study import work
from kata.watch import work_counts
from kata.judge.answers.known import safe_placements

COUNTER = """
class Solution:
    def totalNQueens(self, n):
        total = 0
        for _ in range(n):
            total += 1
        return total
"""


def measure(name: str, n: int) -> dict:
    path = styles.path(name)
    return work_counts.measure(loading.load_solution(path), path, n)


@parametrize(name=("full_scan", "sets", "bitmap", "explicit_stack"))
def test_the_measures_are_the_same_on_every_run(name):
    first = measure(name, 6)
    assert first == measure(name, 6)
    assert set(first) == set(work.MEASURES) | {"distinct", "attacked", "solutions"}
    assert first["solutions"] == 4  # the 4 boards of n = 6, each stood on once
    assert first["nodes"] == first["distinct"] == safe_placements(6)
    assert first["attacked"] == 0  # each of these tests a square before it places


def test_a_search_that_places_before_it_tests_is_seen_to(tmp_path):
    """Permutations tried whole: 6! = 720 boards stood on, most with an attack; the
    truth written by hand, not by the counter."""
    path = tmp_path / "whole.py"
    path.write_text(
        "from itertools import permutations\n"
        "class Solution:\n"
        "    def solveNQueens(self, n):\n"
        "        found = []\n"
        "        for queens in permutations(range(n)):\n"
        "            if all(abs(queens[i] - queens[j]) != j - i\n"
        "                   for i in range(n) for j in range(i + 1, n)):\n"
        "                found.append(['.' * c + 'Q' + '.' * (n - c - 1) for c in queens])\n"
        "        return found\n"
        "    def totalNQueens(self, n):\n"
        "        return len(self.solveNQueens(n))\n"
    )
    found = work_counts.measure(loading.load_solution(path), path, 4)
    assert found["distinct"] == 24  # 4! whole boards, as the permutations give them
    assert found["attacked"] == 22  # all but the 2 solutions of n = 4


def test_lines_tell_the_cheap_styles_from_the_dear_ones():
    lines = {
        name: measure(name, 6)["lines"] for name in ("full_scan", "sets", "bitmap")
    }
    assert lines["full_scan"] > lines["sets"] > lines["bitmap"] > safe_placements(6)


def test_count_lines_counts_each_line_run_in_the_file(tmp_path):
    path = tmp_path / "counter.py"
    path.write_text(COUNTER)
    method = loading.load_solution(path)().totalNQueens
    # total = 0; the for line n + 1 times; its body n times; return
    assert [work_counts.count_lines(method, path, n) for n in range(4)] == [3, 5, 7, 9]


def test_count_lines_leaves_other_files_out():
    path = styles.path("sets")
    method = loading.load_solution(path)().totalNQueens
    assert work_counts.count_lines(method, path, 4) > 0
    assert work_counts.count_lines(method, styles.path("bitmap"), 4) == 0


def test_the_table_has_a_row_per_style_and_a_column_group_per_n():
    rows = [
        (name, {n: measure(name, n) for n in (4, 5)}) for name in ("sets", "bitmap")
    ]
    text = work.work_table(rows)
    lines = text.splitlines()
    assert "queens placed by solveNQueens(n)" in text
    assert f"Python {work.python_version()}" in lines[0]
    assert "n = 4" in text and "n = 5" in text
    assert lines[-2].split()[0] == "sets" and lines[-1].split()[0] == "bitmap"
    expected = [f"{rows[1][1][n][m]:,}" for n in (4, 5) for m in work.MEASURES]
    assert lines[-1].split()[1:] == expected
    assert rows[0][1][4]["nodes"] == rows[1][1][4]["nodes"] == safe_placements(4)
