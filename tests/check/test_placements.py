"""kata.watch.placements: the partial placements a style's search visits, read by tracing."""

import sys

import pytest
from pytest_cases import parametrize

from kata.judge.answers import known
from kata.guard import loading
from kata.watch import frame_reads, placements, readers
from kata.basics import styles
from kata.judge.answers.known import safe_placements
from kata.basics.boards import first_attack

PLAIN = (
    "full_scan", "queen_columns", "permutation_swap", "sets", "diagonal_arrays",
    "bitmap", "explicit_stack",
)  # fmt: skip
SYMMETRY = ("bitmap_symmetry", "bitmap_dihedral")

LEARNER = """
class Solution:
    def solveNQueens(self, n):
        boards, queens, taken = [], [], set()

        def place(row):
            if row == n:
                boards.append(draw(queens, n))
                return
            for col in range(n):
                lines = {("c", col), ("d", row - col), ("a", row + col)}
                if lines & taken:
                    continue
                taken.update(lines)
                queens.append(col)
                place(row + 1)
                queens.pop()
                taken.difference_update(lines)

        place(0)
        return boards


def draw(queens, n):
    board = []
    for row, col in enumerate(queens):  # a helper's `row`: no search's
        board.append("." * col + "Q" + "." * (n - col - 1))
    return board
"""


def watch_style(name: str, n: int, steps=None) -> placements.Watch:
    path = styles.path(name)
    return placements.watch(loading.load_solution(path), path, n, steps)


def watch_file(tmp_path, source: str, n: int) -> placements.Watch:
    path = tmp_path / "learner.py"
    path.write_text(source)
    return placements.watch(loading.load_solution(path), path, n)


def test_the_independent_count_is_the_known_one():
    assert safe_placements(8) == 2056


@parametrize(n=(6, 8))
@parametrize(name=PLAIN)
def test_plain_styles_place_every_safe_placement_once(name, n):
    seen = watch_style(name, n)
    steps = placements.moves(seen.placements, n)
    assert placements.queens_placed(seen.placements, n) == safe_placements(n)
    assert sum(move.kind == "solution" for move in steps) == known.known_count(n)
    assert seen.placements[0] == seen.placements[-1] == ()
    assert not seen.stopped and seen.lines > 0


@parametrize(name=SYMMETRY)
def test_symmetry_styles_place_fewer_queens(name):
    placed = placements.queens_placed(watch_style(name, 8).placements, 8)
    assert 0 < placed < safe_placements(8)


@parametrize(name=PLAIN + SYMMETRY)
def test_every_placement_seen_is_safe(name):
    seen = watch_style(name, 6)
    assert all(first_attack(placement) is None for placement in seen.placements)
    assert all(len(placement) <= 6 for placement in seen.placements)


def test_bit_styles_are_told_by_their_masks():
    assert watch_style("bitmap", 4).bits and watch_style("explicit_stack", 4).bits
    assert not watch_style("sets", 4).bits
    assert not watch_style("diagonal_arrays", 4).bits


def test_a_jump_is_the_queens_taken_back_then_the_ones_placed():
    steps = placements.moves([(), (0, 2), (1,), (1, 3, 0, 2)], 4)
    kinds = [(move.kind, move.row, move.col) for move in steps]
    assert kinds == [
        ("placed", 0, 0),
        ("placed", 1, 2),
        ("backtrack", 1, 2),
        ("backtrack", 0, 0),
        ("placed", 0, 1),
        ("placed", 1, 3),
        ("placed", 2, 0),
        ("placed", 3, 2),
        ("solution", 3, 2),
    ]
    assert [move.queens for move in steps[2:5]] == [(0,), (), (1,)]


def test_the_steps_limit_stops_the_search_and_says_so():
    seen = watch_style("bitmap", 8, steps=5)
    assert seen.stopped and seen.returned is None
    cut = placements.moves(seen.placements, 8)
    assert 5 <= sum(move.kind != "solution" for move in cut) <= 5 + 2 * 8
    full = watch_style("bitmap", 8)
    assert placements.moves(full.placements, 8)[: len(cut)] == cut
    assert not full.stopped and full.returned == 92


def test_the_tracer_is_put_back():
    before = sys.gettrace()
    watch_style("sets", 4)
    assert sys.gettrace() is before


def test_a_learner_file_in_the_shared_vocabulary_is_watched(tmp_path):
    seen = watch_file(tmp_path, LEARNER, 6)
    assert placements.queens_placed(seen.placements, 6) == safe_placements(6)
    assert seen.returned == 4 and not seen.bits


def test_a_file_of_its_own_names_is_read_by_the_list_it_appends_a_column_to(tmp_path):
    source = LEARNER.replace("queens", "spots").replace("board", "rows")
    seen = watch_file(tmp_path, source, 6)
    assert placements.queens_placed(seen.placements, 6) == safe_placements(6)


def test_a_file_without_the_shared_names_cannot_be_traced(tmp_path):
    source = LEARNER.replace("queens", "spots").replace("board", "rows")
    source = source.replace("spots.append(col)", "spots.extend([col])")
    with pytest.raises(readers.Untraceable) as error:
        watch_file(tmp_path, source, 4)
    assert (error.value.reason, error.value.fields) == ("unnamed", {})


@parametrize(n=range(4))
@parametrize(name=PLAIN)
def test_small_boards_reach_the_known_count(name, n):
    steps = placements.moves(watch_style(name, n).placements, n)
    assert sum(move.kind == "solution" for move in steps) == known.known_count(n)


SHORT_NAMES = """
class Solution:
    def solveNQueens(self, n):
        res, queens, spare = [], [], [0] * n

        def go(r):
            if r == n:
                res.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for c in range(n):
                if all(q != c and abs(q - c) != r - i for i, q in enumerate(queens)):
                    queens.append(c)
                    go(r + 1)
                    queens.pop()

        go(0)
        return res
"""


def test_a_list_appended_and_popped_is_read_without_row(tmp_path):
    path = tmp_path / "short_names.py"
    path.write_text(SHORT_NAMES)
    seen = placements.watch(loading.load_solution(path), path, 6)
    assert placements.queens_placed(seen.placements, 6) == safe_placements(6)
    assert all(first_attack(placement) is None for placement in seen.placements)


PREALLOCATED = """
class Solution:
    def solveNQueens(self, n):
        pos = [0] * n
        res = []

        def ok(r, c):
            for i in range(r):
                if pos[i] == c or abs(pos[i] - c) == r - i:
                    return False
            return True

        def solve(r):
            if r == n:
                res.append(["." * q + "Q" + "." * (n - q - 1) for q in pos])
                return
            for c in range(n):
                if ok(r, c):
                    pos[r] = c
                    solve(r + 1)

        solve(0)
        return res
"""


def test_a_preallocated_list_is_read_above_its_row_by_other_names(tmp_path):
    seen = watch_file(tmp_path, PREALLOCATED, 6)
    assert placements.queens_placed(seen.placements, 6) == safe_placements(6)
    assert all(first_attack(placement) is None for placement in seen.placements)
    assert seen.returned == 4


def test_a_board_with_two_queens_in_a_row_is_told():
    board = [list("Q..."), list("..QQ"), list("...."), list("....")]
    assert frame_reads.crowded_board({"board": board, "row": 2}) == {
        "row": 1,
        "cols": [2, 3],
        "board": ["Q...", "..QQ", "....", "...."],
        "shared": False,
        "strings": False,
    }
    shared = list("Q.Q.")  # one row list four times, as [['.'] * n] * n builds it
    assert frame_reads.crowded_board({"board": [shared] * 4})["shared"] is True
    strings = ["Q...", "..QQ", "....", "...."]  # rows as strings
    assert frame_reads.crowded_board({"board": strings, "row": 2})["strings"] is True
    board[1][3] = "."
    assert frame_reads.crowded_board({"board": board, "row": 2}) is None
    assert frame_reads.crowded_board({"board": "Q.Q"}) is None


LOOP_I = """
class Solution:
    def solveNQueens(self, n):
        boards, queens = [], []

        def ok(col):
            for i in range(len(queens)):
                if queens[i] == col or abs(queens[i] - col) == len(queens) - i:
                    return False
            return True

        def dfs(i):
            if i == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                return
            for col in range(n):
                if ok(col):
                    queens.append(col)
                    dfs(i + 1)
                    queens.pop()

        dfs(0)
        return boards
"""


def test_i_is_a_row_only_where_it_is_passed_in(tmp_path):
    seen = watch_file(tmp_path, LOOP_I, 6)
    assert placements.queens_placed(seen.placements, 6) == safe_placements(6)
    assert all(first_attack(placement) is None for placement in seen.placements)


def test_queens_kept_by_row_in_any_order_are_untraceable():
    """exact_cover.py fills the rows in any order (Algorithm X picks the item with
    the fewest options; at n = 6 a row below one still empty): the replay says so
    rather than show a wrong search."""
    path = styles.path("exact_cover")
    with pytest.raises(readers.Untraceable) as raised:
        placements.watch(loading.load_solution(path), path, 6)
    assert (raised.value.reason, raised.value.fields) == (
        "rows_in_any_order",
        {"name": "queens"},
    )


DICT_BY_ROW = """
class Solution:
    def solveNQueens(self, n):
        out = []

        def place(row, queens):
            if row == n:
                out.append(["." * queens[r] + "Q" + "." * (n - queens[r] - 1) for r in range(n)])
                return
            for col in range(n):
                if all(c != col and abs(r - row) != abs(c - col) for r, c in queens.items()):
                    queens[row] = col
                    place(row + 1, queens)
                    del queens[row]

        place(0, {})
        return out
"""


def test_queens_kept_as_a_dict_filled_row_by_row_are_read(tmp_path):
    path = tmp_path / "by_row.py"
    path.write_text(DICT_BY_ROW)
    seen = placements.watch(loading.load_solution(path), path, 4)
    solutions = [p for p in seen.placements if len(p) == 4]
    assert sorted(solutions) == [(1, 3, 0, 2), (2, 0, 3, 1)]


def test_queens_kept_as_row_and_column_pairs_are_read(tmp_path):
    source = LEARNER.replace("queens.append(col)", "queens.append((row, col))")
    source = source.replace("boards.append(draw(queens, n))", "boards.append(1)")
    seen = watch_file(tmp_path, source, 6)
    assert placements.queens_placed(seen.placements, 6) == safe_placements(6)
    assert readers._pairs([(0, 2), (1, 0)]) == (2, 0)
    assert readers._pairs([(2, 0), (0, 1)]) is None  # (col, row): rows out of order


def test_nothing_above_row_0_is_read_only_from_a_board_of_the_reader_s_kind():
    """Above row 0 every reader reads (): only a board it could read at all says
    so. A grid of True/False holds no 'Q', so no placement is read from it."""
    readers_by_row = (("grid", "r", readers._q_columns),)
    dots = {"grid": ["...."] * 4, "r": 0}
    assert readers.read(readers_by_row, dots) == ()
    flags = {"grid": [[False] * 4 for _ in range(4)], "r": 0}
    assert readers.read(readers_by_row, flags) is None
