"""The table of repair operators (kata.judge.repair.table): each row named once,
with its scope, its stage, its turn and what it changes; its stage tries its rows
in their turns; and each row has a planted slip, a file the row mends, and a near
miss, a file of the same shape the row leaves alone. A row's near miss is its
planted file as the row mends it, unless SPARED gives another (a row whose changes
go both ways, as `<` for `<=` and `<=` for `<`, mends any file of its shape)."""

from pathlib import Path

from pytest_cases import parametrize

from kata.judge.repair.fixes import written
from kata.judge.repair.search import searched
from kata.judge.repair.table import OPERATORS, SCOPES, STAGES, edits, tried
from kata.judge.causes.source import parsed
from test_repair_search import PLANTED

GALLERY = Path(__file__).resolve().parents[1] / "gallery"
EVERY = set(range(1, 400))
ROWS = {row.name: row for row in OPERATORS}

PLANTS = {  # operator: (a gallery case, or a file written here; line; the row's mend)
    "together": (
        "stack_shift_precedence",
        19,
        "stack.append((cols | bit, (hills | bit) << 1, (dales | bit) >> 1, queens + (col,)))",
    ),
    "precedence": ("mask_and_before_or", 12, "avail = full & ~(cols | ld | rd)"),
    "copies": ("copy_module_shallow", 13, "saved.append(copy.deepcopy(grid))"),
    "idle_statements": ("pop_without_call", 22, "queens.pop()"),
    "undos": ("dict_never_deleted", 26, "bt(r + 1)\n                    del pos[r]"),
    "fresh_lists": (
        "layer_list_made_once",
        14,
        "nxt = []\n            for qs in layer:",
    ),
    "stalled_steps_back": (
        "backtrack_without_advance",
        22,
        "row -= 1\n                cols[row] += 1",
    ),
    "counters": (
        "counter_keeps_zero_keys",
        17,
        "if any(taken[line] > 0 for line in lines):",
    ),
    "memo_keys": ("memo_key_too_short", 37, "key = (row, cols, hills, dales)"),
    "looked_up_keys": (
        "diag_key_asked_backwards",
        15,
        "if col in cols or row - col in diag or row + col in anti:",
    ),
    "early_returns": ("else_returns_in_loop", 10, "continue"),
    "last_returns": ("return_ends_loop_body", 44, "pass"),
    "early_exits": ("first_board_only", 18, "backtrack(row + 1)"),
    "middles": ("middle_added_twice", 32, "for c in range(n // 2):"),
    "mirrors": (
        "mirror_boards_middle",
        14,
        'if n % 2 == 0 or board[0][n // 2] != "Q": boards.append([line[::-1] for line in board])',
    ),
    "python_traps": ("dict_in_keys", 6, "if c in placed.values():"),
    "order_traps": (
        "any_stops_the_search",
        23,
        "return any([try_col(col) for col in range(n) if free(col)])",
    ),
    "absolute": (
        "one_sided_diagonal",
        11,
        "if queens[k] == j or abs(queens[k] - j) == abs(i - k):",
    ),
    "dedented": ("swap_back_inside_if", 17, "perm[row], perm[i] = perm[i], perm[row]"),
    "rows_above": ("rows_below_checked", 10, "for r in range(row):"),
    "numbers": ("count_one_row_early", 22, "if row == n:"),
    "key_signs": ("ok = col - row in anti\n", 1, "ok = col + row in anti"),
    "absolute_offsets": ("abs_into_short_array", 21, "d = row - col + n - 1"),
    "resets_out_of_loops": (
        "layer_reset_in_loop",
        17,
        "next_layer = []\n            for partial in layer:",
    ),
    "resets_into_loops": (
        "row_string_built_once",
        7,
        'for c in cols:\n            line = "." * n',
    ),
    "returns_summed": (
        "count_returned_from_loop",
        30,
        "total = 0\n            for col in range(n):\n                if used >> col & 1"
        " or diag >> (row + col) & 1 or anti >> (row - col + n) & 1:\n"
        "                    continue\n                total += count(row + 1, used |"
        " 1 << col, diag | 1 << (row + col), anti | 1 << (row - col + n))\n"
        "            return total",
    ),
    "doubled_additions": (
        "middle_added_then_doubled",
        29,
        "total = 2 * half\n        if n % 2:\n            total += len(middle)\n"
        "        return total",
    ),
    "late_reads": (
        "generator_reads_last_row",
        5,
        "partial = [\n                qs + (col,)\n                for qs in partial\n"
        "                for col in range(n)\n                if all(col != q and"
        " abs(col - q) != row - r for r, q in enumerate(qs))\n            ]",
    ),
    "statement_guards": (
        "counter_write_wraps",
        10,
        "if col - d >= 0:\n                    hits[below][col - d] += step",
    ),
    "kin_called": (
        "combinations_for_orders",
        7,
        "for cols in permutations(range(n), n):",
    ),
    "marks_never_cleared": (
        "while_loop_flag_kept",
        13,
        "anti_taken[row + old] = False\n                diag_taken[row - old + n - 1]"
        " = False",
    ),
}
SPARED = {}  # operator: a near miss where its planted file, mended, is none
SPARED = {  # operator: (a near miss written here, the line of it the row leaves alone)
    "numbers": ("full = (1 << n) - 1\n", 1),  # `1 << n` already a mask of n bits
    "expression_mutants": ("key = '.' * col\n", 1),  # a string repeated: no `row * col`
    "value_reads": ("queue.append(partial + (c,))\n", 1),  # a tuple already
    "statement_mutants": ("for col in range(n):\n    go(col)\n", 1),  # a loop: kept
    "slice_bounds": ("line = row[:3] + 'Q'\n", 1),  # a number one off is mutants'
    "widths": ("line = 'Q'.rjust(3, '.')\n", 1),  # the same
    "mirrors": ("flipped = [line[::-1] for line in board]\n", 1),  # made, not added
    "negative_offsets": ("d = r + c\nkey = cols[r - n]\n", 2),  # n's own offset
}


def source_of(slip: str) -> str:
    """A file written here (it has a newline), or a gallery case's by its name."""
    return slip if "\n" in slip else (GALLERY / f"{slip}.py").read_text()


def plants(name: str) -> list:
    """(file, line, the row's mend) for each slip planted for the row."""
    found = [PLANTS[name]] if name in PLANTS else []
    return found + [(case, *mend) for case, mend in PLANTED.get(name, {}).items()]


def staged(row, source: str) -> list:
    """The edits the row's stage tries on the file, each with its row's name."""
    if row.stage == "guess":
        return edits(source)
    return searched(source, set(), EVERY)


def changes(row, source: str) -> list:
    """(line, text) of each change the row's own function proposes."""
    tree = parsed(source)
    made = row.function(tree, source.splitlines())
    return [(e.line, e.after.strip()) for e in made if e.after != e.before]


def test_every_row_is_named_once_and_says_its_scope_stage_and_change():
    names = [row.name for row in OPERATORS]
    assert sorted(set(names)) == sorted(names), "a name on two rows"
    for row in OPERATORS:
        assert row.name == row.function.__name__, row
        assert row.scope in SCOPES and row.stage in STAGES, row
        assert row.changes.strip() and "\n" not in row.changes, row
    for stage in STAGES:
        turns = [row.turn for row in OPERATORS if row.stage == stage]
        assert sorted(turns) == list(range(1, len(turns) + 1)), stage


def test_a_stage_tries_its_rows_in_their_turns_not_their_places():
    for stage in STAGES:
        assert [row.turn for row in tried(stage)] == sorted(
            row.turn for row in OPERATORS if row.stage == stage
        )
    turn = {row.name: row.turn for row in OPERATORS}
    for path in sorted(GALLERY.glob("*.py")):
        source = path.read_text()
        found = [turn[e.operator] for e in searched(source, set(), EVERY)]
        assert found == sorted(found), path.stem
        guessed = [turn[e.operator] for e in edits(source) if not e.also]
        assert guessed == sorted(guessed), path.stem


def test_every_row_has_a_planted_slip():
    missing = [row.name for row in OPERATORS if not plants(row.name)]
    assert not missing, f"rows with no planted slip: {missing}"
    unknown = (set(PLANTS) | set(PLANTED) | set(SPARED)) - set(ROWS)
    assert not unknown, f"planted for no row: {sorted(unknown)}"


@parametrize("name", sorted(ROWS))
def test_a_row_mends_the_slip_planted_for_it_and_is_named_for_it(name):
    row = ROWS[name]
    for slip, line, after in plants(name):
        source = source_of(slip)
        assert (line, after) in changes(row, source), slip
        said = {
            e.operator
            for e in staged(row, source)
            if (e.line, e.after.strip()) == (line, after)
        }
        assert said == {name}, (slip, said)


@parametrize("name", sorted(ROWS))
def test_a_row_leaves_a_near_miss_alone(name):
    """Its planted file, as the row mends it, or the near miss SPARED gives."""
    row = ROWS[name]
    if name in SPARED:
        near = [SPARED[name]]
    else:
        near = []
        for slip, line, after in plants(name):
            source = source_of(slip)
            mend = next(
                e
                for e in staged(row, source)
                if (e.line, e.after.strip()) == (line, after)
            )
            near.append((written(source, mend), line))
    for source, line in near:
        assert not [change for change in changes(row, source) if change[0] == line]
