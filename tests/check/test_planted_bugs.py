"""The suite must catch a bug: each one below is planted in a copy of a real
solution file, and the same checks the suite runs must then complain, naming the
file and n. (A plant whose text is no longer in the file fails: update the plant.)"""

from pytest_cases import parametrize

from kata.basics import styles
from kata.judge import coach

PLANTS = {
    "wrong diagonal index": ("sets", "row - col in diag", "row + col in diag"),
    "dropped column check": ("queen_columns", "if c == col or row", "if row"),
    "off-by-one in the walk": ("full_scan", "range(1, row + 1)", "range(1, row)"),
    "dropped diagonal mask": ("bitmap", "~(cols | diag | anti)", "~(cols | diag)"),
    "shift by two": ("bitmap", "(anti | bit) >> 1)\n", "(anti | bit) >> 2)\n"),
    "arrays one short": (
        "diagonal_arrays",
        "[False] * (2 * n - 1)",
        "[False] * (2 * n - 2)",
    ),
    "lost boards": (
        "permutation_swap",
        "for i in range(row, n):",
        "for i in range(row, n - 1):",
    ),
    "duplicated boards": (
        "bitmap_symmetry",
        "for col in range(n // 2):",
        "for col in range((n + 1) // 2):",
    ),
    "a lower-case queen": ("sets", '"." * col + "Q"', '"." * col + "q"'),
    "stops a row early": (
        "explicit_stack",
        "if len(queens) == n:",
        "if len(queens) == n - 1:",
    ),
    "state kept between calls": (
        "sets",
        "boards = []",
        'boards = self.__dict__.setdefault("boards", [])',
    ),
    "a diagonal left out of the cover": (
        "exact_cover",
        '("anti", row + col),',
        '("anti", row - col),',
    ),
    "class sizes ignored": (
        "constellations",
        "total += weights[board6 & keeps6[col6]]",
        "total += 8 if board6 & keeps6[col6] else 0",
    ),
    "a tie taken for a class of 8": (
        "constellations",
        "if top < min(",
        "if top <= min(",
    ),
    "count as a float": (
        "bitmap",
        "return count(0, 0, 0)",
        "return count(0, 0, 0) / 1",
    ),
}


# What the lesson must say of each plant: the bug's own evidence, written by hand.
SAID = {
    "wrong diagonal index": "n = 2: solveNQueens raised KeyError: 0",
    "dropped column check": "line 56 let (1, 0) through, though it is attacked",
    "off-by-one in the walk": "n = 2: 4 extra",
    "dropped diagonal mask": "share a `/` diagonal: row + col = 1 for both",
    "shift by two": "share a `/` diagonal: row + col = 1 for both",
    "arrays one short": "n = 1: solveNQueens raised IndexError",
    "lost boards": "n = 1: 1 board missing",
    "duplicated boards": "n = 1: 1 board returned more than once",
    "a lower-case queen": "row 0 is 'q'",
    "stops a row early": "`len(queens) == n - 1` records a board before its last row",
    "state kept between calls": "keep no state between calls",
    "a diagonal left out of the cover": "n = 2: 1 extra",
    "class sizes ignored": "n = 10: totalNQueens returned 768",
    "a tie taken for a class of 8": "n = 1: totalNQueens returned 8",
    "count as a float": "n = 1: totalNQueens returned 1.0, a float",
}


@parametrize("plant", list(PLANTS), ids=[name.replace(" ", "_") for name in PLANTS])
def test_planted_bug_is_caught_and_named(plant, tmp_path):
    style, correct, buggy = PLANTS[plant]
    source = styles.path(style).read_text()
    assert correct in source, f"{style}.py no longer has {correct!r}: update this plant"
    planted = styles.path(style, tmp_path)
    planted.write_text(source.replace(correct, buggy))
    found = coach.judge(planted, seconds=2.0, costs=False, fixes=False)
    assert found.failed, f"the suite misses a planted bug: {plant}"
    lesson = coach.told(found).replace("\n  ", " ")
    assert SAID[plant] in " ".join(found.lines), f"{plant}: the lesson says\n{lesson}"
