"""The general repair search (kata.judge.repair.search): the inverse of a mutation
tester's operators, made on the lines the failing run ran, those a right answer
did not need first; it finds what the hand-written guesses miss, and says no fix
where no one change is enough."""

from pathlib import Path

from kata.judge import coach
from kata.judge.repair.fixes import distinct, written
from kata.judge.repair.search import searched
from kata.judge.repair.table import edits
from kata.watch.ran_lines import ran_lines

GALLERY = Path(__file__).resolve().parents[1] / "gallery"
SECONDS = 2.0
EVERY = set(range(1, 200))


def found(source: str, first=frozenset(), ran=EVERY) -> list:
    """(kind, line, new text) of each change the search tries, in order."""
    return [(e.kind, e.line, e.new.strip()) for e in searched(source, set(first), ran)]


def change(edit, source: str) -> tuple:
    """(line, the text of its lines once the edit is made)."""
    return edit.line, edit.after_in(source.splitlines()).strip()


OPERATED = """\
def f(n, cols, ld, rd, queens, out, board):
    if n < 3 and cols:
        return ld << 1
    for c in range(n):
        if c in cols:
            break
        queens.append(c)
        go(c + 1)
        out.append(queens)
        return c
    board[0] = "Q"
    go(1)
"""


def test_each_operator_makes_the_inverse_of_a_mutation():
    made = found(OPERATED)
    assert set(made) >= {
        ("replace", 2, "if n <= 3 and cols:"),  # a comparison swapped
        ("replace", 2, "if n > 3 and cols:"),
        ("replace", 2, "if n < 3 or cols:"),  # and for or
        ("replace", 2, "if n < 2 and cols:"),  # a constant one off
        ("replace", 3, "return ld >> 1"),  # << for >>
        ("replace", 5, "if c not in cols:"),
        ("replace", 6, "continue"),  # break for continue
        ("replace", 8, "go(c - 1)"),  # arithmetic swapped
        ("insert", 8, "queens.pop()"),  # the inverse after the call
        ("replace", 9, "out.append(queens[:])"),  # a copy handed out
        ("replace", 9, "out.append([row[:] for row in queens])"),
        ("delete", 7, ""),  # a statement left out
        ("insert", 12, "board[0] = '.'"),  # a square set back
    }


def test_state_kept_on_the_instance_is_set_anew_at_each_method_s_start():
    source = (
        "class Solution:\n"
        "    boards = []\n"
        "    def __init__(self):\n"
        "        self.count = 0\n"
        "    def solveNQueens(self, n):\n"
        "        return self.boards\n"
    )
    assert set(found(source)) >= {
        ("insert_before", 6, "self.boards = []"),
        ("insert_before", 6, "self.count = 0"),
    }


def test_only_lines_the_run_ran_are_changed_those_a_right_answer_skips_first():
    source = "a = 1\nb = 2\nc = 3\n"
    assert {line for _, line, _ in found(source, ran={2, 3})} == {2, 3}
    ordered = [line for _, line, _ in found(source, first={3}, ran={2, 3})]
    assert ordered[0] == 3 and ordered[-1] == 2


def test_a_version_already_tried_is_not_tried_again():
    source = "full = 1 << n - 1\nhalf = 1 << n - 1\n"
    guessed = edits(source)
    both = guessed + searched(source, set(), EVERY)
    versions = [written(source, edit) for edit in both]
    assert len(set(versions)) < len(versions)  # the same version, written twice
    tried = distinct(source, both)
    assert sorted(written(source, edit) for edit in tried) == sorted(set(versions))
    assert tried[: len(distinct(source, guessed))] == distinct(source, guessed)


def test_the_lines_ran_are_read_by_the_one_tracer(tmp_path):
    path = tmp_path / "f.py"
    path.write_text("def f(n):\n    if n:\n        return 1\n    return 0\n")
    namespace = {}
    exec(compile(path.read_text(), str(path), "exec"), namespace)
    assert ran_lines(namespace["f"], str(path), 1) == [2, 3]
    assert ran_lines(namespace["f"], str(path), 0) == [2, 4]


PLANTED = {  # operator (a row of kata.judge.repair.table): {gallery case: (line, the
    # change the search finds)}
    "spelled_alike": {  # a name never set; one taken from itself
        "name_of_other_method": (
            29,
            'return ["." * c + "Q" + "." * (self.size - c - 1) for c in self.queens]',
        ),
        "column_minus_itself": (7, "return c1 == c2 or abs(r1 - r2) == abs(c2 - c1)"),
    },
    "pairs_traded": {  # where unpacked; where used
        "items_unpacked_swapped": (30, "for r, c in self.placed.items():"),
        "enumerate_item_for_index": (8, "if q == c or abs(q - c) == r - i:"),
    },
    "levels_left_out": {
        "tuple_without_comma": (18, "queue.append(partial + (c,))"),
        "base_case_no_placement": (13, "return [[]]"),
    },
    "diagonal_lists": {  # sized by n; indexed from 0
        "diagonals_sized_for_eight": (
            8,
            "self.search(0, [], [False] * n, [False] * (2 * n - 1), [False] * (2 * n - 1))",
        ),
        "diagonal_key_below_zero": (13, "d, a = row - col + n - 1, row + col"),
    },
    "arithmetic": {
        "both_masks_shift_right": (
            13,
            "total += count(cols | bit, (ld | bit) << 1, (rd | bit) >> 1)",
        ),
        "middle_bit_by_true_division": (32, "mid = 1 << (n // 2)"),
        "half_by_remainder": (29, "half = n // 2"),  # `%` for `//`, its kin
    },
    "constants": {
        "symmetry_count_middle_off": (51, "total += self._count_from(n, half)"),
    },
    "connectives": {
        "and_for_or_in_check": (
            11,
            "if col in cols or row - col in diag or row + col in anti:",
        ),
        "any_for_all_pairs": (
            8,
            "if all(abs(p[i] - p[j]) != j - i for i, j in combinations(range(n), 2)):",
        ),
    },
    "terms_left_out": {
        "mirror_half_middle_twice": (31, "boards += middle"),
    },
    "arguments_swapped": {  # it took in arguments_traded, two of one form swapped
        "arguments_in_wrong_places": (
            20,
            "found += self.boards(n, State(state.cols | {col}, state.diag | {row - col},"
            " state.anti | {row + col}, state.queens + (col,)))",
        ),
    },
    "unbounded_indexes": {
        "walk_left_unbounded": (18, "while r >= 0 and c >= 0:"),
        "index_wraps_left": (15, 'if col - dist >= 0 and line[col - dist] == "Q":'),
    },
    "counts_summed": {
        "count_replaced_not_added": (34, "count += count_from("),
        "count_call_dropped": (
            31,
            "found += ways(row + 1, cols | {col}, diag | {row - col}, anti | {row + col})",
        ),
    },
    "doubled_terms": {
        "doubled_sum_with_middle": (28, "return 2 * left + middle"),
    },
    "string_bounds": {
        "slice_keeps_old_square": (
            15,
            'board[row] = board[row][:col] + "Q" + board[row][col + 1:]',
        ),
        "padded_one_short": (
            8,
            'out.append(["Q".rjust(c + 1, ".").ljust(n, ".") for c in queens])',
        ),
    },
    "truth_of_names": {
        "truthy_empty_list": (7, "if boards is not None:"),
        "column_zero_ends_stack": (18, "if col is not None:"),
        "column_zero_is_false": (
            25,
            "if c is not None and (c == col or abs(c - col) == abs(r - row)):",
        ),
    },
    "handed_on": {
        "recursion_steps_row_not_col": (27, "fill(col + 1)"),
    },
    "guards_left_out": {
        "small_n_shortcut": (6, ""),
    },
    "deeper_copies": {  # handed out by name; a list of sets
        "list_copy_shares_rows": (14, "solutions.append([row[:] for row in board])"),
        "queue_shares_sets": (18, "nxt = [item.copy() for item in taken]"),
    },
    "left_out": {
        "discarded_before_the_call": (15, "pass"),
    },
    "yields_handed_on": {
        "yield_not_yield_from": (12, "yield from self._boards("),
    },
    "range_shifts": {
        "layers_count_from_zero": (4, "for row in range(1, n):"),
        "range_down_without_step": (6, "for r in range(row - 1, -1, -1):"),
    },
}


def planted():
    """(operator, gallery case, line, the change) for every planted case."""
    for operator, cases in PLANTED.items():
        for case, (line, after) in cases.items():
            yield operator, case, line, after


def test_the_hand_written_guesses_miss_what_the_search_finds():
    for operator, case, line, after in planted():
        source = (GALLERY / f"{case}.py").read_text()
        guessed = edits(source)
        assert (line, after) not in {change(e, source) for e in guessed}, case
        made = searched(source, set(), EVERY)
        by = {e.operator for e in made if change(e, source) == (line, after)}
        assert by == {operator}, case


def test_a_planted_fault_is_mended_by_the_search_and_said_with_its_line(tmp_path):
    source = (GALLERY / "and_for_or_in_check.py").read_text()
    path = tmp_path / "planted.py"
    path.write_text(source)
    told = "\n".join(coach.judge(path, SECONDS, costs=False).lines)
    assert "planted.py, line 11: `if col in cols or row - col in diag and" in told
    assert "or row + col in anti:` in its place, every answer" in " ".join(told.split())


def test_no_fix_is_said_where_no_operator_mends_the_file(tmp_path):
    """Only the columns are checked: no one change of any operator adds the
    diagonals, so no fix is said."""
    path = tmp_path / "columns_only.py"
    path.write_text(
        "class Solution:\n"
        "    def totalNQueens(self, n):\n"
        "        cols = set()\n"
        "\n"
        "        def count(row):\n"
        "            if row == n:\n"
        "                return 1\n"
        "            total = 0\n"
        "            for col in range(n):\n"
        "                if col in cols:\n"
        "                    continue\n"
        "                cols.add(col)\n"
        "                total += count(row + 1)\n"
        "                cols.remove(col)\n"
        "            return total\n"
        "\n"
        "        return count(0)\n"
    )
    wrong = coach.judge(path, SECONDS, costs=False)
    assert wrong.failed == "leetcode"
    assert "tried on this run" not in "\n".join(wrong.lines)
